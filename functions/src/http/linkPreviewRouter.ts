import { Router } from 'express';
import { isShareId } from '../domain/ids.js';
import type { AppContext } from './deps.js';
import { previewMeta, withPreviewTags } from './linkPreview.js';

/**
 * Shared and invitation links, requested by a browser or a link-preview crawler, get the SPA's
 * shell with the reading's title, description and archetype image in its tags. The SPA then boots
 * as on any other route. Views are not counted here: only the app's own fetch counts a view.
 */
export function linkPreviewRouter(deps: AppContext, spaShell: () => Promise<string>): Router {
  const router = Router();
  router.get(['/shared/:shareId', '/compatibility/:shareId'], async (req, res) => {
    const shareId = String(req.params.shareId);
    const reading = isShareId(shareId) ? await deps.store.findReadingByShareId(shareId) : null;
    const visible = reading?.isPublic ? reading : null;
    const owner = visible ? await deps.store.findUser(visible.userId) : null;
    const meta = {
      ...previewMeta({
        kind: req.path.startsWith('/shared/') ? 'shared' : 'invite',
        origin: `${req.protocol}://${req.host}`,
        path: req.path,
        ownerName: owner?.displayName ?? null,
        archetype: visible?.userArchetype ?? null,
        keyInsight: visible?.keyInsight ?? null,
      }),
      preloadImage: req.path.startsWith('/shared/') ? (visible?.imageUrl ?? null) : null,
    };
    res
      .status(visible ? 200 : 404)
      .type('html')
      .set('Cache-Control', 'private, no-cache')
      .send(withPreviewTags(await spaShell(), meta));
  });
  return router;
}
