import type * as z from 'zod/mini';
import { ERROR_DETAILS } from '../contract/errors.js';
import { DomainError } from '../domain/DomainError.js';

/** Parses input with a contract schema; the first problem becomes an `invalidInput` error for people. */
export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  what = 'request',
  /** One sentence for any problem, instead of naming the first field. */
  options: { message?: string } = {},
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || what;
  const message =
    options.message ?? (issue && issue.code === 'custom' ? issue.message : ERROR_DETAILS.invalidField(what, field));
  throw new DomainError('invalidInput', { message });
}
