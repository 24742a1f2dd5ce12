import type * as z from 'zod/mini';
import { ApiError } from '../domain/ApiError.js';
import { ERROR_CODES } from '../contract/errors.js';

/** Parses input with a contract schema; the first problem becomes a 400 for people. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || what;
  const message =
    issue && issue.code === 'custom' ? issue.message : `The ${what} is missing or has an invalid "${field}".`;
  throw new ApiError(400, ERROR_CODES.invalidInput, message);
}
