import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_PHONE_INDEX_KEY, loadConfig } from './config.js';

describe('configuration', () => {
  it('reads photos with the real hand model unless told otherwise', () => {
    expect(loadConfig({ PHONE_INDEX_KEY: 'a-phone-index-key-for-tests' }).handDetectorModule).toBeNull();
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).handDetectorModule).toBeNull();
  });

  it('allows the stand-in detector of drawn palms only inside the Functions emulator', () => {
    const standIn = '/tmp/drawnHandDetector.mjs';
    expect(loadConfig({ PALME_HAND_DETECTOR_MODULE: standIn, FUNCTIONS_EMULATOR: 'true' }).handDetectorModule).toBe(
      standIn,
    );
    expect(() => loadConfig({ PALME_HAND_DETECTOR_MODULE: standIn })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ PALME_HAND_DETECTOR_MODULE: standIn, FUNCTIONS_EMULATOR: 'false', K_SERVICE: 'api' }),
    ).toThrow(ConfigError);
  });

  it('sends Secure session cookies everywhere but the Functions emulator', () => {
    const cloud = { PHONE_INDEX_KEY: 'a-phone-index-key-for-tests' };
    expect(loadConfig(cloud).secureCookies).toBe(true);
    expect(loadConfig({ ...cloud, K_SERVICE: 'api' }).secureCookies).toBe(true);
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).secureCookies).toBe(false);
  });

  it('never points a live Stripe key at the local double, even in the emulator', () => {
    const stripe = { STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_WEEKLY_PRICE_ID: 'price_x' };
    const double = { ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111', FUNCTIONS_EMULATOR: 'true' };
    expect(loadConfig({ ...double, STRIPE_SECRET_KEY: 'sk_test_x' }).stripe?.apiBase).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ ...double, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...double, STRIPE_SECRET_KEY: 'rk_live_x' })).toThrow(ConfigError);
  });

  it('never takes a deployed function for the emulator, whatever its .env says', () => {
    const claimsEmulator = {
      FUNCTIONS_EMULATOR: 'true',
      K_SERVICE: 'api',
      K_REVISION: 'api-00012-xyz',
      K_CONFIGURATION: 'api',
      PHONE_INDEX_KEY: 'k'.repeat(32),
    };
    expect(loadConfig(claimsEmulator).secureCookies).toBe(true);
    expect(() => loadConfig({ ...claimsEmulator, PALME_HAND_DETECTOR_MODULE: '/tmp/x.mjs' })).toThrow(ConfigError);
    const double = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_WEEKLY_PRICE_ID: 'price_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    };
    expect(() => loadConfig({ ...claimsEmulator, ...double })).toThrow(ConfigError);
    // The emulator itself: K_REVISION "1", no K_CONFIGURATION.
    expect(
      loadConfig({ FUNCTIONS_EMULATOR: 'true', K_SERVICE: 'api', K_REVISION: '1', ...double }).stripe?.apiBase,
    ).toBe('http://127.0.0.1:12111');
  });

  it('needs its own phone index key outside the emulator, and trusts the proxies it is told to', () => {
    expect(() => loadConfig({ K_SERVICE: 'api' })).toThrow(/PHONE_INDEX_KEY/);
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).phoneIndexKey).toBe(LOCAL_PHONE_INDEX_KEY);
    const cloud = loadConfig({ PHONE_INDEX_KEY: 'k'.repeat(32), TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' });
    expect(cloud.phoneIndexKey).toBe('k'.repeat(32));
    expect(cloud.trustedProxies).toEqual(['loopback', '10.0.0.0/8']);
  });

  it("serves production's pages with a policy that names no emulator or loopback host", () => {
    const hosting = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
      hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
    };
    const policies = hosting.hosting.headers
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => header.value);
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]|:9099/);
      expect(policy).toMatch(/connect-src 'self'/);
    }
  });
});
