/** The app itself, started by main.tsx, which index.html requests once the first screen has painted. */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HomeApp } from './app/HomeApp';
import type { Navigation } from './lib/navigation';
import { readServerState } from './app/serverState';
import { replayEarlyClicks } from './lib/earlyClicks';
import { createQueryClient } from './lib/queryClient';
import { ROUTES } from './lib/routes';
import { whenIdle } from './lib/whenIdle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();

/** The whole app: the router and every page (each page's own code still loads on demand). */
const loadApp = () => import('./app/App');

/**
 * Runs once React has taken over the page (in the page's own Suspense boundary, which hydrates after
 * the shell around it): taps made before that now land (lib/earlyClicks.ts).
 */
function TakenOver() {
  useEffect(() => replayEarlyClicks(), []);
  return null;
}

async function wholeApp() {
  const { App, preloadPageAt } = await loadApp();
  const tree = (
    <StrictMode>
      <App queryClient={queryClient}>
        <TakenOver />
      </App>
    </StrictMode>
  );
  return { tree, preloadPageAt };
}

// The build prerenders the home page into index.html, and the API draws a shared reading and a
// first visit's dashboard into the pages it answers them with (src/prerender.tsx): both paint before
// any script runs, and React takes over the same markup. Every other address starts from an empty root.
if (root.dataset.prerendered === location.pathname && location.pathname === ROUTES.home) {
  // The home page runs without the router: the whole app loads when the page is idle, and takes over
  // when the visitor moves on (the address changes first, so the app opens at the page asked for).
  let reactRoot: Root | null = null;
  const leave: Navigation['navigate'] = (to, options) => {
    if (options?.replace) history.replaceState(null, '', to);
    else history.pushState(null, '', to);
    void wholeApp().then(
      ({ tree }) => reactRoot?.render(tree),
      // The app's code could not load (offline before it was ever kept): the browser opens the page.
      () => location.reload(),
    );
  };
  reactRoot = hydrateRoot(
    root,
    <StrictMode>
      <HomeApp queryClient={queryClient} leave={leave}>
        <TakenOver />
      </HomeApp>
    </StrictMode>,
  );
  whenIdle(() => void loadApp());
} else if (root.dataset.prerendered === location.pathname) {
  // Drawn by the server, which put no data in the page (app/serverState.ts): the app's own requests
  // for it go out with its code, and React takes the page over once both are here, rendering exactly
  // what was drawn.
  const data = readServerState(document, location.pathname)
    ? import('./app/drawnPageData').then(({ fetchDrawnPageData }) => fetchDrawnPageData(queryClient, location.pathname))
    : null;
  void wholeApp().then(async ({ tree, preloadPageAt }) => {
    await Promise.all([preloadPageAt(location.pathname).catch(() => undefined), data?.catch(() => undefined)]);
    // A transition: React may yield to the browser while it takes the page over.
    startTransition(() => {
      hydrateRoot(root, tree);
    });
  });
} else {
  root.replaceChildren();
  delete root.dataset.prerendered;
  void wholeApp().then(({ tree }) => createRoot(root).render(tree));
}
