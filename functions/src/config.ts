/**
 * The API's configuration, parsed once from the environment by index.ts (and nowhere else).
 * A half-configured Stripe is an error at start, not a surprise at the first payment.
 */
import * as z from 'zod/mini';

const optional = z.optional(z.string().check(z.trim(), z.minLength(1)));

const envSchema = z.object({
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_WEEKLY_PRICE_ID: optional,
  /** Local Stripe double for tests; honoured only in the Functions emulator. */
  STRIPE_API_BASE: optional,
  PALME_BLOB_DIR: optional,
  /** "drawn": the stand-in detector of drawn test palms (test/drawnHandDetector.ts); emulator only. */
  PALME_HAND_DETECTOR: z.optional(z.enum(['model', 'drawn'])),
  FUNCTIONS_EMULATOR: optional,
  K_REVISION: optional,
});

export interface Config {
  stripe: { secretKey: string; webhookSecret: string; weeklyPriceId: string; apiBase?: string } | null;
  blobDir: string | undefined;
  /** Which hand detector reads photos: the real model, always, except in the emulator's test runs. */
  handDetector: 'model' | 'drawn';
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  let stripe: Config['stripe'] = null;
  if (e.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_WEEKLY_PRICE_ID'] as const).filter((k) => !e[k]);
    if (missing.length > 0) throw new ConfigError(`STRIPE_SECRET_KEY is set but ${missing.join(' and ')} is not.`);
    if (e.STRIPE_API_BASE && e.FUNCTIONS_EMULATOR !== 'true') {
      throw new ConfigError(
        'STRIPE_API_BASE points Stripe at a local double and is allowed only in the Functions emulator.',
      );
    }
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      weeklyPriceId: e.STRIPE_WEEKLY_PRICE_ID!,
      ...(e.STRIPE_API_BASE ? { apiBase: e.STRIPE_API_BASE } : {}),
    };
  }
  const handDetector = e.PALME_HAND_DETECTOR ?? 'model';
  // (K_SERVICE cannot tell: the Functions emulator sets it too.)
  if (handDetector === 'drawn' && e.FUNCTIONS_EMULATOR !== 'true') {
    throw new ConfigError(
      'PALME_HAND_DETECTOR=drawn reads only drawn test palms and is allowed only in the Functions emulator.',
    );
  }
  return { stripe, blobDir: e.PALME_BLOB_DIR, handDetector, version: e.K_REVISION ?? 'local' };
}
