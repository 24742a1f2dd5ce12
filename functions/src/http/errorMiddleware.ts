/**
 * The one place errors become HTTP: a catalogue name (contract/errors.ts) gets its status here, its
 * code and words from the catalogue. Anything else thrown (a Firestore outage, a body parser's
 * complaint, a bug) is named first, then answered the same way.
 */
import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_ERRORS, ERROR_DETAILS, type ApiErrorBody, type ApiErrorName } from '../contract/errors.js';
import { DomainError } from '../domain/DomainError.js';
import { ENDED_SESSION_HEADERS, sessionIdOf } from './session.js';

const STATUS: Record<ApiErrorName, number> = {
  routeNotFound: 404,
  badRequest: 400,
  invalidJson: 400,
  payloadTooLarge: 413,
  invalidInput: 400,
  invalidIdempotencyKey: 400,
  idempotencyKeyReused: 409,
  rateLimited: 429,
  forbiddenOrigin: 403,
  internal: 500,
  unavailable: 503,
  photoInProgress: 429,
  photoQueueFull: 503,
  notAuthenticated: 401,
  authFailed: 401,
  authUnavailable: 503,
  notYourEligibility: 403,
  accountDeleting: 409,
  readingNotFound: 404,
  noReadingsLeft: 403,
  noCompatibilityLeft: 403,
  noPalmReading: 409,
  selfCompatibility: 400,
  notAPalmReading: 422,
  uploadNotMultipart: 415,
  uploadMalformed: 400,
  missingFile: 400,
  emptyFile: 400,
  fileTooLarge: 413,
  unsupportedImage: 415,
  imageTooLarge: 413,
  unreadableImage: 422,
  unreadablePalm: 422,
  paymentsUnconfigured: 503,
  paymentProviderError: 502,
  alreadySubscribed: 409,
  noSubscription: 404,
  invalidSignature: 400,
};

/** How long to wait before trying again, for the errors that pass. */
const RETRY_AFTER_SECONDS: Partial<Record<ApiErrorName, number>> = {
  unavailable: 5,
  photoQueueFull: 5,
  photoInProgress: 5,
};

/** An error's status and body, as answered. */
export interface ApiAnswer {
  status: number;
  body: ApiErrorBody;
}

export function answerFor(name: ApiErrorName, message?: string, details?: string): ApiAnswer {
  const body: ApiErrorBody = { error: message ?? API_ERRORS[name].message, code: API_ERRORS[name].code };
  if (details) body.details = details;
  return { status: STATUS[name], body };
}

/**
 * Sends a JSON answer with Node's own response methods, so that it works the same on a request
 * Express has taken over and on one it never saw (hotReads.ts). API answers are never cached.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/** Answers a catalogue error directly (rate limits and deadlines, which answer outside the handlers). */
export function sendError(res: ServerResponse, name: ApiErrorName, headers: Record<string, string> = {}): void {
  const { status, body } = answerFor(name);
  sendJson(res, status, body, headers);
}

/** Unknown paths under the API answer 404 in the JSON error shape, never an HTML page. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new DomainError('routeNotFound', { message: ERROR_DETAILS.noRoute(req.method, req.path) }));
};

/**
 * gRPC codes from Firestore that mean "not now, try again": UNAVAILABLE and DEADLINE_EXCEEDED when it
 * cannot be reached in time, and ABORTED when a transaction could not get its locks even after the
 * client library's own retries (another writer holds them; or a crashed instance's transaction does,
 * until Firestore expires it). All answer 503 with Retry-After.
 */
const UNAVAILABLE_CODES = new Set([14, 4, 10]);

interface BodyParserError {
  type?: string;
  status?: number;
}

/** What was thrown, as the DomainError it answers as: a DomainError is itself; outages and body-parser errors are recognised. */
function asDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const fields = typeof err === 'object' && err !== null ? (err as BodyParserError & { code?: unknown }) : {};
  if (typeof fields.code === 'number' && UNAVAILABLE_CODES.has(fields.code)) return new DomainError('unavailable');
  if (fields.type === 'entity.parse.failed') return new DomainError('invalidJson');
  if (fields.type === 'entity.too.large') return new DomainError('payloadTooLarge');
  if (fields.status && fields.status >= 400 && fields.status < 500) return new DomainError('badRequest');
  return new DomainError('internal');
}

/** Answers anything thrown while handling a request as `{ error, code }` with the right status. */
export function answerError(res: ServerResponse, err: unknown, log: (message: string, err: unknown) => void): void {
  // Already answered (a deadline's 503, say): the late outcome has nowhere to go.
  if (res.headersSent) return;
  const named = asDomainError(err);
  const { status, body } = answerFor(named.kind, named.ownMessage, named.details);
  if (status >= 500) log(`request failed: ${named.kind}`, err);
  const retryAfter = RETRY_AFTER_SECONDS[named.kind];
  sendJson(res, status, body, {
    ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
    ...(named.kind === 'notAuthenticated' && res.req && sessionIdOf(res.req) ? ENDED_SESSION_HEADERS : {}),
  });
}

/** Express's last handler: anything thrown in a route, answered by answerError. */
export function errorHandler(log: (message: string, err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => answerError(res, err, log);
}
