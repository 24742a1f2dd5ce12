/**
 * The entry point, kept tiny: the first screen (the prerendered home page, a shared reading drawn by
 * the server, or the loading screen) paints from HTML and CSS first, and only then does the app's
 * code load and take over (boot.tsx). Loading it in the same frame would hold that first paint until
 * the whole app had been evaluated. Taps on the drawn page meanwhile are kept for the app.
 */
import './app/theme.css';
import './ui/ui.css';
import { holdEarlyClicks } from './lib/earlyClicks';

const root = document.getElementById('root');
if (root?.dataset.prerendered === location.pathname) holdEarlyClicks(root);

// After the page's own load (its style sheets and images: a shared reading's palm photo), so that
// the first screen has the network to itself, and after a frame has been painted.
// Every page but the home page needs the router (the whole app, which boot.tsx loads): it is fetched
// alongside boot's own code rather than after it.
const start = () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('./boot');
      if (location.pathname !== '/') void import('./app/App');
    }),
  );
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
