import { API_ERRORS, type ApiErrorName } from '../contract/errors.js';

/**
 * Something the caller asked for that cannot be done, named from the error catalogue
 * (contract/errors.ts). Use cases, the data layer and the reading engine raise these; they know
 * nothing of HTTP: http/errorMiddleware.ts alone turns a name into a status and a response body.
 */
export class DomainError extends Error {
  /** Words more specific than the catalogue's (which field, which size), or undefined for the catalogue's. */
  readonly ownMessage: string | undefined;
  readonly details: string | undefined;

  constructor(
    readonly kind: ApiErrorName,
    options: { message?: string; details?: string; cause?: unknown } = {},
  ) {
    super(options.message ?? API_ERRORS[kind].message, { cause: options.cause });
    this.name = 'DomainError';
    this.ownMessage = options.message;
    this.details = options.details;
  }
}
