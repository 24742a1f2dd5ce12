/** The app itself, started by main.tsx once the first screen has painted. */
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadPageAt } from './app/App';
import { readServerState, seedQueries } from './app/serverState';
import { replayEarlyClicks } from './lib/earlyClicks';
import { createQueryClient } from './lib/queryClient';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();

/**
 * Runs once React has taken over the page (in the page's own Suspense boundary, which hydrates after
 * the shell around it): taps made before that now land (lib/earlyClicks.ts).
 */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => replayEarlyClicks(root), [root]);
  return null;
}

const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <TakenOver root={root} />
    </App>
  </StrictMode>
);
// The build prerenders the home page into index.html, and the API draws a shared reading and a
// first visit's dashboard into the pages it answers them with (src/prerender.tsx): both paint before any script runs, and React
// takes over the same markup, with the data and the page's code it was drawn with. Every other
// address starts from an empty root.
if (root.dataset.prerendered === location.pathname) {
  const state = readServerState(document, location.pathname);
  if (state) seedQueries(queryClient, state);
  void preloadPageAt(location.pathname).then(
    () => hydrateRoot(root, app),
    () => hydrateRoot(root, app),
  );
} else {
  root.replaceChildren();
  delete root.dataset.prerendered;
  createRoot(root).render(app);
}
