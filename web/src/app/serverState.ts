/**
 * A page drawn on the server (src/prerender.tsx, at request time for a shared reading or the dashboard) comes with the
 * data it was drawn from, so that React in the browser takes over the very same markup: the server
 * writes it into the page as JSON, boot.tsx reads it back into the query cache before hydrating.
 */
import { SERVER_STATE_ELEMENT } from '@contract/drawnPage';
import type { QueryClient } from '@tanstack/react-query';

export interface ServerState {
  /** The address the page was drawn for; the state is ignored anywhere else. */
  path: string;
  queries: { key: readonly unknown[]; data: unknown }[];
}

/** JSON that is safe inside a script element: no "<" can end it early or open a comment. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readServerState(doc: Document, pathname: string): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return state.path === pathname && Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

/** Puts the server's data in the cache: the page hydrates with exactly what it was drawn from. */
export function seedQueries(client: QueryClient, state: ServerState): void {
  for (const { key, data } of state.queries) client.setQueryData(key, data);
}

/**
 * The app's own requests for the seeded data, as on any other visit (they refresh the data, keep the
 * reading for offline use, and are what counts a shared reading's view). Called once hydration is
 * done: started during it, each answer re-rendered the page in the middle of taking it over.
 */
export function revalidateSeeded(client: QueryClient, state: ServerState): Promise<void> {
  return Promise.all(state.queries.map(({ key }) => client.invalidateQueries({ queryKey: key, exact: true }))).then(
    () => undefined,
  );
}
