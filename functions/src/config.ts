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
  /**
   * A module exporting createHandDetector() to read photos with instead of the hand model: the
   * local test stack's stand-in for drawn palms (functions/test/drawnPalms.ts). Emulator only.
   */
  PALME_HAND_DETECTOR_MODULE: optional,
  FUNCTIONS_EMULATOR: optional,
  K_REVISION: optional,
});

export interface Config {
  stripe: { secretKey: string; webhookSecret: string; weeklyPriceId: string; apiBase?: string } | null;
  blobDir: string | undefined;
  /** The module of a stand-in hand detector (emulator test runs only); null: the real hand model. */
  handDetectorModule: string | null;
  /** Secure session cookies: always, except in the Functions emulator, which serves plain HTTP. */
  secureCookies: boolean;
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  let stripe: Config['stripe'] = null;
  if (e.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_WEEKLY_PRICE_ID'] as const).filter((k) => !e[k]);
    if (missing.length > 0) throw new ConfigError(`STRIPE_SECRET_KEY is set but ${missing.join(' and ')} is not.`);
    if (e.STRIPE_API_BASE && /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY)) {
      throw new ConfigError('STRIPE_API_BASE points Stripe at a local double and is never allowed with a live key.');
    }
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
  const handDetectorModule = e.PALME_HAND_DETECTOR_MODULE ?? null;
  // (K_SERVICE cannot tell: the Functions emulator sets it too.)
  if (handDetectorModule && e.FUNCTIONS_EMULATOR !== 'true') {
    throw new ConfigError(
      'PALME_HAND_DETECTOR_MODULE replaces the hand model with a test stand-in and is allowed only in the Functions emulator.',
    );
  }
  return {
    stripe,
    blobDir: e.PALME_BLOB_DIR,
    handDetectorModule,
    secureCookies: e.FUNCTIONS_EMULATOR !== 'true',
    version: e.K_REVISION ?? 'local',
  };
}
