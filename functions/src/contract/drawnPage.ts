/**
 * A page drawn on the server: what the web app's server rendering (web/src/prerender.tsx) hands the
 * API. The page carries no data: the browser asks for it again before taking the page over
 * (web/src/app/serverState.ts).
 */
export interface RenderedPage {
  /** The address it was drawn for: the app takes it over only there. */
  path: string;
  /** The markup of the app's root element. */
  html: string;
  /** What the page says of itself (the address it was drawn for), as JSON already safe inside a script element. */
  state: string;
}

/** The id of the `<script type="application/json">` element that carries a drawn page's state. */
export const SERVER_STATE_ELEMENT = 'palme-server-state';
