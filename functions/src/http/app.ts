import express, { type Express } from 'express';
import { API_BASE } from '../contract/paths.js';
import { errorHandler, notFoundHandler } from './errorMiddleware.js';
import { healthRouter, type HealthDeps } from './healthRouter.js';

/** Everything the API needs from the outside world; tests pass their own. */
export interface AppDeps extends HealthDeps {
  log: (message: string, err?: unknown) => void;
}

/** Builds the Express app that serves /api/v1; reads no configuration of its own. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = express.Router();
  // Hosting must never cache or strip what the API answers.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });
  api.use(healthRouter(deps));
  api.use(notFoundHandler);

  app.use(API_BASE, api);
  app.use(notFoundHandler);
  app.use(errorHandler(deps.log));
  return app;
}
