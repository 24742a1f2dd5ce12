import type { ApiErrorBody } from '@contract/errors';

/** A non-ok API response. `message` is the spec's generic form: "{status}: {body text or status text}". */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The server's own sentence for people, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.details ?? this.body?.error;
  }
}

async function toError(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  let body: ApiErrorBody | undefined;
  try {
    // The schema (and zod) load only when an error body needs reading, not with the first screen.
    const [{ apiErrorBodySchema }, json] = await Promise.all([
      import('@contract/errors'),
      Promise.resolve().then(() => JSON.parse(text) as unknown),
    ]);
    const parsed = apiErrorBodySchema.safeParse(json);
    if (parsed.success) body = parsed.data;
  } catch {
    // not JSON: the text itself is the message
  }
  return new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, body);
}

/** Sends a request with credentials; a body object goes as JSON, FormData as multipart. Throws on non-ok. */
export async function apiRequest(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, { ...init, method, headers, body: payload, credentials: 'include' });
  if (!res.ok) throw await toError(res);
  return res;
}
