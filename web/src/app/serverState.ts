/**
 * A page drawn on the server (src/prerender.tsx, at request time for a shared reading or the
 * dashboard) carries no data of its own: with its markup and the app's styles it fits the first round
 * trip of a new connection (about 14 KB), which its data (2–3 KB compressed) did not. The browser
 * fetches the data the page was drawn from with the app's own requests (drawnPageData.ts), and React
 * takes over the drawn markup once the data and the page's code are both here (boot.tsx).
 */
import { SERVER_STATE_ELEMENT } from '@contract/drawnPage';

export interface ServerState {
  /** The address the page was drawn for. */
  path: string;
}

/** JSON that is safe inside a script element: no "<" can end it early or open a comment. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The page's state, where the page was drawn for this very address. */
export function readServerState(doc: Document, pathname: string): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return state.path === pathname ? state : null;
  } catch {
    return null;
  }
}
