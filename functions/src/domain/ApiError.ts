/** An error the API answers with its own status and a `{ error, code }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
