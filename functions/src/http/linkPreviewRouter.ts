import { Router, type RequestHandler } from 'express';
import { API_PATHS, DRAWN_PAGES } from '../contract/paths.js';
import type { Ports } from '../usecases/ports.js';
import { previewSharedReading } from '../usecases/readings.js';
import type { AppDeps } from './deps.js';
import { drawn } from './drawnPage.js';
import { previewMeta, withPreviewTags } from './linkPreview.js';
import { dayOf } from './readerDay.js';
import { routesOn, type RouteContext } from './route.js';
import { sharedReadingToWire } from './toWire.js';

/**
 * Shared and invitation links, requested by a browser or a link-preview crawler, get the SPA's
 * shell with the reading's title, description and archetype image in its tags; a shared reading's
 * page comes drawn, so it paints before any script runs, and the SPA takes it over. Views are not
 * counted here: only the app's own fetch counts a view.
 */
export function linkPreviewRouter(
  deps: Pick<Ports, 'store' | 'engine' | 'clock' | 'log'> & Pick<AppDeps, 'renderSharedReading'>,
  spaShell: () => Promise<string>,
  context: RouteContext,
): Router {
  const router = Router();
  const on = routesOn(router, context);
  const page =
    (kind: 'shared' | 'invite'): RequestHandler =>
    async (req, res) => {
      const shareId = String(req.params.shareId);
      const shared = await previewSharedReading(deps, shareId, dayOf(req, deps.clock()));
      const isShared = kind === 'shared';
      const meta = {
        ...previewMeta({
          kind,
          origin: `${req.protocol}://${req.host}`,
          path: req.path,
          ownerName: shared?.ownerName ?? null,
          archetype: shared?.userArchetype ?? null,
          // The sentence the reading marks for quoting; readings before it, their key insight.
          keyInsight:
            typeof shared?.content.shareLine === 'string' ? shared.content.shareLine : (shared?.keyInsight ?? null),
          card: shared?.photo ? API_PATHS.sharedCard(shareId) : null,
        }),
        preloadImage: isShared && shared?.photo ? API_PATHS.sharedImage(shareId) : null,
      };
      const render = deps.renderSharedReading;
      const drawnPage = await drawn(
        deps,
        isShared && shared && render ? () => render(sharedReadingToWire(shared)) : null,
      );
      res
        .status(shared ? 200 : 404)
        .type('html')
        .set('Cache-Control', 'private, no-cache')
        .send(withPreviewTags(await spaShell(), meta, drawnPage));
    };
  const anyone = { method: 'get', session: 'anyone', limits: ['reads'] } as const;
  on({ ...anyone, path: DRAWN_PAGES.shared }, page('shared'));
  on({ ...anyone, path: DRAWN_PAGES.compatibility }, page('invite'));
  return router;
}
