import * as z from 'zod/mini';

/** The body of every non-2xx API response. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Stable machine codes; clients may branch on these. */
export const ERROR_CODES = {
  notFound: 'not_found',
  internal: 'internal',
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  unavailable: 'unavailable',
} as const;
