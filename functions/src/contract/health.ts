import * as z from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  time: z.string(),
  checks: z.object({ database: z.enum(['ok', 'unavailable']) }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
