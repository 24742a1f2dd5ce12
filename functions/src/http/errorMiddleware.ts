import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../domain/ApiError.js';
import { PaymentProviderError } from '../domain/payments.js';
import type { ApiErrorBody } from '../contract/errors.js';
import { ERROR_CODES } from '../contract/errors.js';

/** Unknown paths under the API answer 404 in the JSON error shape, never an HTML page. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new ApiError(404, ERROR_CODES.notFound, `No route for ${req.method} ${req.path}`));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

function asBodyParserError(err: unknown): BodyParserError | undefined {
  return typeof err === 'object' && err !== null && 'type' in err ? (err as BodyParserError) : undefined;
}

/** Turns anything thrown in a handler into `{ error, code }` with the right status. */
export function errorHandler(log: (message: string, err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    // Already answered (a deadline's 503, say): the late outcome has nowhere to go.
    if (res.headersSent) return;
    const apiError = toApiError(err);
    if (apiError.status >= 500) log('request failed', err);
    const body: ApiErrorBody = { error: apiError.message, code: apiError.code };
    if (apiError.details) body.details = apiError.details;
    res.status(apiError.status).set('Cache-Control', 'private, no-store').json(body);
  };
}

/** gRPC codes Firestore reports when it cannot be reached in time: UNAVAILABLE, DEADLINE_EXCEEDED. */
const UNAVAILABLE_CODES = new Set([14, 4]);

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof PaymentProviderError) {
    return new ApiError(
      502,
      ERROR_CODES.paymentProviderError,
      'The payment service did not answer as expected. Please try again in a moment.',
    );
  }
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  if (typeof code === 'number' && UNAVAILABLE_CODES.has(code)) {
    return new ApiError(503, ERROR_CODES.unavailable, 'Palme is briefly unavailable. Please try again in a moment.');
  }
  const parserError = asBodyParserError(err);
  if (parserError?.type === 'entity.parse.failed') {
    return new ApiError(400, ERROR_CODES.invalidJson, 'The request body is not valid JSON.');
  }
  if (parserError?.type === 'entity.too.large') {
    return new ApiError(413, ERROR_CODES.payloadTooLarge, 'The request body is too large.');
  }
  if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
    return new ApiError(parserError.status, ERROR_CODES.badRequest, 'The request could not be read.');
  }
  return new ApiError(500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
}
