import { Router } from 'express';
import type { HealthResponse } from '../contract/health.js';

export interface HealthDeps {
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase(): Promise<void>;
  clock: () => Date;
  version: string;
}

export function healthRouter(deps: HealthDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    let database: HealthResponse['checks']['database'] = 'ok';
    try {
      await deps.pingDatabase();
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
