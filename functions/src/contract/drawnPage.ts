/**
 * A page drawn on the server: what the web app's server rendering (web/src/prerender.tsx) hands the
 * API, and how the API hands the data it was drawn from to the browser (web/src/app/serverState.ts).
 */
export interface RenderedPage {
  /** The address it was drawn for: the app takes it over only there. */
  path: string;
  /** The markup of the app's root element. */
  html: string;
  /** The data it was drawn from, as JSON already safe inside a script element. */
  state: string;
}

/** The id of the `<script type="application/json">` element that carries a drawn page's data. */
export const SERVER_STATE_ELEMENT = 'palme-server-state';
