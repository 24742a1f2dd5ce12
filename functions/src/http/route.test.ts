import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, API_PATTERNS } from '../contract/paths.js';
import type { RateLimiters } from './rateLimits.js';
import { routesOn, type RouteDeclaration } from './route.js';

/** An app with one declared route, whose limits and session checks say when they run. */
async function serve(route: RouteDeclaration, signedIn: boolean) {
  const ran: string[] = [];
  /** A check that records its turn and refuses (401, or 429 for a limit) when `refuse()` says so. */
  const step =
    (name: string, refuse: () => boolean): RequestHandler =>
    (_req, res, next) => {
      const refused = refuse();
      ran.push(name);
      if (refused) res.status(name === 'user' || name === 'session' ? 401 : 429).end();
      else next();
    };
  // Every limit lets one request through, and ownData only one: its second is over the limit.
  const limits = new Proxy({} as RateLimiters, {
    get: (_target, name: string) => step(name, () => name === 'ownData' && ran.includes(name)),
  });
  const sessions = { requireUser: step('user', () => !signedIn), requireSession: step('session', () => !signedIn) };
  const router = express.Router();
  routesOn(router, { sessions, limits })(route, (_req, res) => {
    ran.push('handler');
    res.status(204).end();
  });
  const app = express().use(API_BASE, router);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE}`;
  return { ran, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

let close: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('a declared route', () => {
  it('checks the session, then what it needs before counting, then counts its limits in order, then runs its handler', async () => {
    const before: RequestHandler = (_req, _res, next) => {
      app.ran.push('before');
      next();
    };
    const app = await serve(
      {
        method: 'post',
        path: API_PATTERNS.readingsUpload,
        session: 'user',
        before: [before],
        limits: ['uploadByAddress', 'upload'],
      },
      true,
    );
    close = app.close;
    expect((await fetch(`${app.url}/readings/upload`, { method: 'POST' })).status).toBe(204);
    expect(app.ran).toEqual(['user', 'before', 'uploadByAddress', 'upload', 'handler']);
  });

  it('refuses a caller without a session before counting them (nobody spends an allowance they share), and answers only its own method', async () => {
    const app = await serve(
      { method: 'get', path: API_PATTERNS.readingRetrieve, session: 'user', limits: ['reads'] },
      false,
    );
    close = app.close;
    expect((await fetch(`${app.url}/readings/retrieve/abc`)).status).toBe(401);
    expect(app.ran).toEqual(['user']);
    expect((await fetch(`${app.url}/readings/retrieve/abc`, { method: 'DELETE' })).status).toBe(404);
  });

  it('lets anyone through to a route that needs no session, once its limits allow', async () => {
    const app = await serve(
      { method: 'get', path: API_PATTERNS.health, session: 'anyone', limits: ['ownData'] },
      false,
    );
    close = app.close;
    expect((await fetch(`${app.url}/health`)).status).toBe(204);
    expect((await fetch(`${app.url}/health`)).status).toBe(429);
    expect(app.ran).toEqual(['ownData', 'handler', 'ownData']);
  });
});
