import { Router } from 'express';
import type { HealthResponse } from '../contract/health.js';
import type { AppDeps } from './deps.js';

export function healthRouter(deps: Pick<AppDeps, 'store' | 'clock' | 'version'>): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
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
