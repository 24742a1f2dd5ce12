import { Router } from 'express';
import type { HealthResponse } from '../contract/health.js';
import { API_PATTERNS } from '../contract/paths.js';
import type { AppDeps } from './deps.js';
import { routesOn, type RouteContext } from './route.js';

export function healthRouter(deps: Pick<AppDeps, 'store' | 'clock' | 'version'>, context: RouteContext): Router {
  const router = Router();
  const on = routesOn(router, context);
  const route = { method: 'get', path: API_PATTERNS.health, session: 'anyone', limits: ['reads'] } as const;
  on(route, async (_req, res) => {
    let database: HealthResponse['checks']['database'] = 'ok';
    try {
      await deps.store.ping();
    } catch {
      database = 'unavailable';
    }
    const body: HealthResponse = {
      status: database === 'ok' ? 'ok' : 'degraded',
      version: deps.version,
      time: deps.clock().toISOString(),
      checks: { database },
    };
    res.status(database === 'ok' ? 200 : 503).json(body);
  });
  return router;
}
