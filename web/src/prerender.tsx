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
import { drawnPageQueries } from './app/drawnPageData';
import { serializeServerState, type ServerState } from './app/serverState';
import { createQueryClient } from './lib/queryClient';
import { ROUTES } from './lib/routes';

/** The data a page is drawn with, by query key. */
type DrawnData = Array<{ key: readonly unknown[]; data: unknown }>;

function renderAt(location: string, data: DrawnData = []): string {
  const At = ({ children }: { children?: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const queryClient = createQueryClient();
  for (const { key, data: value } of data) queryClient.setQueryData(key, value);
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

/** The dashboard of a signed-in user, as the app draws it with the user and their readings loaded. */
export async function renderDashboard(user: User, readings: Reading[]): Promise<RenderedPage> {
  return renderPage(ROUTES.dashboard, [user, readings]);
}

/** A shared reading's page, as the app draws it with the reading already loaded. */
export async function renderSharedReading(shared: SharedReading): Promise<RenderedPage> {
  return renderPage(ROUTES.shared(shared.shareId), [shared]);
}

/**
 * A page drawn with its data, the answers to its queries in the order app/drawnPageData.ts names them
 * (the same queries the browser makes before taking the page over); the page carries only its address.
 */
async function renderPage(path: string, answers: unknown[]): Promise<RenderedPage> {
  await preloadPageAt(path);
  const data = drawnPageQueries(path).map((query, i) => ({ key: query.queryKey, data: answers[i] }));
  const state: ServerState = { path };
  return { path, html: renderAt(path, data), state: serializeServerState(state) };
}
