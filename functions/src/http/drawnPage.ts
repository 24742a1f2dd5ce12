/**
 * Pages the server draws: a shared reading (linkPreviewRouter.ts) and a signed-in user's dashboard
 * (dashboardPageRouter.ts) come drawn by the web app's own server rendering (web/src/prerender.tsx),
 * so they paint before any script runs; the app then takes the same markup over (web/src/boot.tsx).
 */
import escapeHtml from 'escape-html';
import { SERVER_STATE_ELEMENT, type RenderedPage } from '../contract/drawnPage.js';
import type { AppDeps } from './deps.js';

/**
 * The shell with `page` in its root, or with an empty root when there is none: the shell's root
 * carries the prerendered home page, which is not for this address.
 */
export function withDrawnPage(shell: string, page: RenderedPage | null): string {
  const e = (value: string) => escapeHtml(value);
  const root = page
    ? `<div id="root" data-prerendered="${e(page.path)}">${page.html}</div>\n    ` +
      `<script type="application/json" id="${SERVER_STATE_ELEMENT}">${page.state}</script>`
    : '<div id="root"></div>';
  // The shell carries the app's styles (inlined by the web build): the page needs nothing more to paint.
  // A function as replacement: the page's markup goes in as is, "$" and all.
  return shell.replace(
    /<div id="root"(?: data-prerendered="\/")?>[\s\S]*<\/div>(\s*<\/body>)/,
    (_all, end: string) => root + end,
  );
}

/** The page drawn on the server; if that fails, the browser draws it as it would anyway. */
export async function drawn(
  deps: Pick<AppDeps, 'log'>,
  draw: (() => Promise<RenderedPage>) | null,
): Promise<RenderedPage | null> {
  if (!draw) return null;
  try {
    return await draw();
  } catch (err) {
    deps.log('page not drawn on the server', err);
    return null;
  }
}
