/**
 * The data each page the server draws is drawn from, as the app's own queries: the server renders
 * with it in the query cache (src/prerender.tsx), and the browser asks for it again with the same
 * queries before React takes the drawn page over (boot.tsx), so it renders exactly what was drawn.
 * These are the requests every visit makes: they count a shared reading's view and keep what they
 * bring on the device.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { readingsQuery, sharedReadingQuery } from '../data/readings';
import { currentUserQuery } from '../data/session';
import { ROUTE_PATTERNS, ROUTES } from '../lib/routes';

/** The queries a drawn page at `pathname` is drawn from: none for an address the server does not draw. */
export function drawnPageQueries(pathname: string) {
  const shareId = matchPath(ROUTE_PATTERNS.shared, pathname)?.params.shareId;
  if (shareId) return [sharedReadingQuery(shareId)];
  if (pathname === ROUTES.dashboard) return [currentUserQuery, readingsQuery];
  return [];
}

/** Fetches a drawn page's data into the cache; a query that fails is left to the page, as on any visit. */
export async function fetchDrawnPageData(client: QueryClient, pathname: string): Promise<void> {
  await Promise.all(
    drawnPageQueries(pathname).map((query) =>
      client.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]).catch(() => undefined),
    ),
  );
}
