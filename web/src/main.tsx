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
const drawn = root?.dataset.prerendered === location.pathname;
if (root && drawn) holdEarlyClicks(root);

/**
 * Calls `then` once the browser has painted the drawn page's first content: the paint timing entry,
 * where the browser reports it (a second at most after load, in case it never does), else after the
 * next frame. Code requested before that paint would compete with it for the network and the CPU.
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(then);
  };
  if (!drawn || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(go);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    go();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    go();
  }, 1000);
}

// After the page's own load (its style sheets and images: a shared reading's palm photo), so that
// the first screen has the network to itself, and after that screen has been painted.
// Every page but the home page needs the router (the whole app, which boot.tsx loads): it is fetched
// alongside boot's own code rather than after it.
const start = () =>
  afterFirstPaint(() => {
    void import('./boot');
    if (location.pathname !== '/') void import('./app/App');
  });
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
