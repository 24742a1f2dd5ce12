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
  /** The secret phone numbers are hashed with in the indexes (data/phoneKeys.ts); required in Cloud. */
  PHONE_INDEX_KEY: optional,
  /** Comma-separated proxies to believe in X-Forwarded-For (names or CIDRs), replacing http/app.ts TRUSTED_PROXIES. */
  TRUSTED_PROXIES: optional,
  /**
   * A module exporting createHandDetector() to read photos with instead of the hand model: the
   * local test stack's stand-in for drawn palms (functions/test/drawnPalms.ts). Emulator only.
   */
  PALME_HAND_DETECTOR_MODULE: optional,
  FUNCTIONS_EMULATOR: optional,
  K_CONFIGURATION: optional,
  K_REVISION: optional,
});

export interface Config {
  stripe: { secretKey: string; webhookSecret: string; weeklyPriceId: string; apiBase?: string } | null;
  blobDir: string | undefined;
  phoneIndexKey: string;
  trustedProxies: string[] | null;
  /** The module of a stand-in hand detector (emulator test runs only); null: the real hand model. */
  handDetectorModule: string | null;
  /** Secure session cookies: always, except in the Functions emulator, which serves plain HTTP. */
  secureCookies: boolean;
  version: string;
}

export class ConfigError extends Error {}

/** The phone index key of the local emulators only (their data is throwaway); Cloud needs its own. */
export const LOCAL_PHONE_INDEX_KEY = 'palme-local-emulator-phone-index';

/**
 * The local Functions emulator, and never Cloud. FUNCTIONS_EMULATOR alone could be set by a
 * deployed function's .env file; Cloud Run's own variables cannot (they are reserved): it sets
 * K_CONFIGURATION, and a K_REVISION like "api-00012-xyz", where the emulator sets K_REVISION "1".
 */
function inEmulator(e: { FUNCTIONS_EMULATOR?: string; K_CONFIGURATION?: string; K_REVISION?: string }): boolean {
  const inCloud = e.K_CONFIGURATION !== undefined || (e.K_REVISION !== undefined && e.K_REVISION !== '1');
  return e.FUNCTIONS_EMULATOR === 'true' && !inCloud;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  const emulator = inEmulator(e);
  let stripe: Config['stripe'] = null;
  if (e.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_WEEKLY_PRICE_ID'] as const).filter((k) => !e[k]);
    if (missing.length > 0) throw new ConfigError(`STRIPE_SECRET_KEY is set but ${missing.join(' and ')} is not.`);
    if (e.STRIPE_API_BASE && /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY)) {
      throw new ConfigError('STRIPE_API_BASE points Stripe at a local double and is never allowed with a live key.');
    }
    if (e.STRIPE_API_BASE && !emulator) {
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
  if (handDetectorModule && !emulator) {
    throw new ConfigError(
      'PALME_HAND_DETECTOR_MODULE replaces the hand model with a test stand-in and is allowed only in the Functions emulator.',
    );
  }
  if (!e.PHONE_INDEX_KEY && !emulator) {
    throw new ConfigError(
      'PHONE_INDEX_KEY (at least 16 random characters) must be set: phone numbers are indexed by it.',
    );
  }
  return {
    stripe,
    blobDir: e.PALME_BLOB_DIR,
    // The local emulators hold throwaway data, so a fixed key (not a secret) is enough there.
    phoneIndexKey: e.PHONE_INDEX_KEY ?? LOCAL_PHONE_INDEX_KEY,
    trustedProxies: e.TRUSTED_PROXIES
      ? e.TRUSTED_PROXIES.split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : null,
    handDetectorModule,
    secureCookies: !emulator,
    version: e.K_REVISION ?? 'local',
  };
}
