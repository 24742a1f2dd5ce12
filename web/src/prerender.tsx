/**
 * Server rendering, built as its own bundle (web/package.json "build"):
 * - at build time, the home page, which vite.config.ts puts into index.html, so the first screen
 *   paints from HTML and CSS before any script runs;
 * - at request time, a shared reading and a signed-in user's dashboard, which the API puts into the
 *   page it answers those addresses with (functions/src/http/drawnPage.ts).
 * The browser then hydrates the same markup (boot.tsx). The tree is the app's own, at one address.
 */
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RenderedPage } from '@contract/drawnPage';
import type { Reading, SharedReading } from '@contract/reading';
import type { User } from '@contract/user';
import { App, preloadPageAt } from './app/App';
import { HomeApp } from './app/HomeApp';
import { serializeServerState, type ServerState } from './app/serverState';
import { readingsQuery, sharedReadingQuery } from './data/readings';
import { currentUserQuery } from './data/session';
import { createQueryClient } from './lib/queryClient';
import { ROUTES } from './lib/routes';

function renderAt(location: string, state?: ServerState): string {
  const At = ({ children }: { children?: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const queryClient = createQueryClient();
  for (const { key, data } of state?.queries ?? []) queryClient.setQueryData(key, data);
  return renderToString(
    <StrictMode>
      <App Router={At} queryClient={queryClient} />
    </StrictMode>,
  );
}

/** The home page, as a visit that starts on it runs it: without the router (app/HomeApp.tsx). */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <HomeApp queryClient={createQueryClient()} leave={() => undefined} />
    </StrictMode>,
  );
}

/** Vite's build manifest (web/dist/.vite/manifest.json): each source module's styles and imports. */
export type ClientManifest = Record<string, { css?: string[]; imports?: string[] }>;

/** The style sheets a module needs before it renders: its own and its static imports'. */
function stylesOf(manifest: ClientManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []).map((css) => `/${css}`),
    ...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)),
  ];
}

/** The dashboard of a signed-in user, as the app draws it with the user and their readings loaded. */
export async function renderDashboard(
  user: User,
  readings: Reading[],
  manifest: ClientManifest,
): Promise<RenderedPage> {
  return renderPage(
    ROUTES.dashboard,
    [
      { key: currentUserQuery.queryKey, data: user },
      { key: readingsQuery.queryKey, data: readings },
    ],
    stylesOf(manifest, 'src/features/readings/DashboardPage.tsx'),
    manifest,
  );
}

/** A shared reading's page, as the app draws it with the reading already loaded. */
export async function renderSharedReading(shared: SharedReading, manifest: ClientManifest): Promise<RenderedPage> {
  return renderPage(
    ROUTES.shared(shared.shareId),
    [{ key: sharedReadingQuery(shared.shareId).queryKey, data: shared }],
    stylesOf(manifest, 'src/features/sharing/SharedReadingPage.tsx'),
    manifest,
  );
}

async function renderPage(
  path: string,
  queries: ServerState['queries'],
  styles: string[],
  manifest: ClientManifest,
): Promise<RenderedPage> {
  await preloadPageAt(path);
  const state: ServerState = { path, queries };
  // The shell already links the entry's styles (index.html).
  const shell = stylesOf(manifest, 'index.html');
  return {
    path,
    html: renderAt(path, state),
    state: serializeServerState(state),
    styles: [...new Set(styles)].filter((css) => !shell.includes(css)),
  };
}
