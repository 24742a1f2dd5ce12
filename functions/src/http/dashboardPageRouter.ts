import { Router } from 'express';
import { DRAWN_PAGES } from '../contract/paths.js';
import { listReadings } from '../usecases/readings.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext, AppDeps } from './deps.js';
import { drawn, withDrawnPage } from './drawnPage.js';
import { dayOf } from './readerDay.js';
import { routesOn, type RouteContext } from './route.js';
import { readingToWire, userToWire } from './toWire.js';

/**
 * `/dashboard`, opened in a browser without the app's service worker (a first visit on this device):
 * for a signed-in user it comes drawn with their readings, so it paints before any script runs; for
 * anyone else it is the plain shell, and the app sends them home as always. Personal: never cached.
 */
export function dashboardPageRouter(
  deps: Pick<Ports, 'store' | 'engine' | 'clock' | 'log'> &
    Pick<AppContext, 'sessions'> &
    Pick<AppDeps, 'renderDashboard'>,
  spaShell: () => Promise<string>,
  context: RouteContext,
): Router {
  const router = Router();
  const on = routesOn(router, context);
  // Anyone: without a session it is the plain shell.
  on({ method: 'get', path: DRAWN_PAGES.dashboard, session: 'anyone', limits: ['reads'] }, async (req, res) => {
    const signedIn = await deps.sessions.signedIn(req);
    const render = deps.renderDashboard;
    const page = await drawn(
      deps,
      signedIn && render
        ? async () => {
            const now = deps.clock();
            const readings = await listReadings(deps, signedIn.user.id, dayOf(req, now));
            const viewer = signedIn.user.id;
            return render(
              userToWire(signedIn.user, now),
              readings.map((r) => readingToWire(r, viewer)),
            );
          }
        : null,
    );
    res
      .status(200)
      .type('html')
      .set({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' })
      .send(withDrawnPage(await spaShell(), page));
  });
  return router;
}
