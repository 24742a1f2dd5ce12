import type { ApiErrorBody } from '@contract/errors';
import { LOCAL_DATE_HEADER } from '@contract/paths';
import { connectivity } from './connectivity';

/** A read that has not answered by then is treated as no network (a captive portal, a dead Wi-Fi). */
export const READ_TIMEOUT_MS = 15_000;

/**
 * A non-ok API response. `message` has one generic form, "{status}: {body text or status text}",
 * for logs only: screens show describeError(err) (apiErrors.ts).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
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

function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal | undefined {
  // AbortSignal.any is missing from browsers older than 2024: there, reads simply do not time out.
  if (typeof AbortSignal.any !== 'function' || typeof AbortSignal.timeout !== 'function') return signal;
  return AbortSignal.any(signal ? [signal, AbortSignal.timeout(ms)] : [AbortSignal.timeout(ms)]);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Today on this device's calendar, YYYY-MM-DD: a reading's daily parts turn at the reader's midnight. */
export function localDate(now = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Sends a request with credentials; a body object goes as JSON, FormData as multipart. Throws on non-ok. */
export async function apiRequest(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set(LOCAL_DATE_HEADER, localDate());
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  // Only reads time out: a slow upload on a poor connection must be allowed to finish.
  const signal = method === 'GET' ? withTimeout(init?.signal ?? undefined, READ_TIMEOUT_MS) : init?.signal;
  const startedAt = performance.now();
  let res: Response;
  try {
    res = await fetch(url, { ...init, method, headers, body: payload, credentials: 'include', signal });
  } catch (err) {
    const cancelledByCaller = init?.signal?.aborted === true;
    if (!cancelledByCaller) connectivity.reportUnreachable(startedAt);
    throw err;
  }
  connectivity.reportReached();
  if (!res.ok) throw await toError(res);
  return res;
}
