/**
 * The entry point, kept tiny. The first screen (the prerendered home page, a shared reading drawn by
 * the server, or the loading screen) paints from HTML and CSS alone: index.html's inline script
 * requests this module only once the page has loaded and painted, and holds taps on a drawn page's
 * buttons until the app takes it over (lib/earlyClicks.ts). Its style sheets are written into the
 * page by the web build.
 */
import './app/theme.css';
import './ui/ui.css';

// Every page but the home page needs the router (the whole app, which boot.tsx loads): it is fetched
// alongside boot's own code rather than after it.
void import('./boot');
if (location.pathname !== '/') void import('./app/App');
