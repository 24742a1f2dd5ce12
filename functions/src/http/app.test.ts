import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from './app.js';
import { serveApp } from '../../test/serveApp.js';
import type { PalmeStore } from '../domain/store.js';
import { drawnPalmEngine } from '../../test/drawnPalms.js';
import { randomIds } from '../domain/ids.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The shell needs no database: a store that only answers ping. */
function storeWithPing(ping: () => Promise<void>): PalmeStore {
  return { ping } as unknown as PalmeStore;
}

async function start(ping: () => Promise<void> = async () => {}) {
  const deps: AppDeps = {
    store: storeWithPing(ping),
    blobs: { put: async () => {}, get: async () => null, delete: async () => {}, list: async () => [] },
    identity: {
      verifyIdToken: () => Promise.reject(new Error('unused')),
      deleteIdentity: () => Promise.resolve(),
      revokeTokens: () => Promise.resolve(),
    },
    engine: drawnPalmEngine,
    ids: randomIds,
    clock: () => new Date('2026-11-22T10:00:00Z'),
    version: 'test',
    log: () => {},
    secureCookies: false,
    payments: null,
    rateLimits: null,
  };
  const served = await serveApp(createApp(deps));
  closers.push(served.close);
  return served.baseUrl;
}

describe('the API shell', () => {
  it('answers health with the database state and a private cache header', async () => {
    const base = await start();
    const res = await fetch(`${base}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('private');
    expect(await res.json()).toEqual({
      status: 'ok',
      version: 'test',
      time: '2026-11-22T10:00:00.000Z',
      checks: { database: 'ok' },
    });
  });

  it('reports 503 when the database does not answer', async () => {
    const base = await start(() => Promise.reject(new Error('down')));
    const res = await fetch(`${base}/api/v1/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', checks: { database: 'unavailable' } });
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const base = await start();
    for (const path of ['/api/v1/nothing-here', '/api/v2/health', '/elsewhere']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as { error: string; code: string };
      expect(body.code).toBe('not_found');
      expect(body.error).toMatch(/No route/);
    }
  });
});
