/**
 * The entry point, kept tiny: the first screen (the prerendered home page, or the loading screen)
 * paints from HTML and CSS first, and only then does the app's code load and take over (boot.tsx).
 * Loading it in the same frame would hold that first paint until the whole app had been evaluated.
 */
import './app/theme.css';
import './ui/ui.css';

requestAnimationFrame(() => setTimeout(() => void import('./boot')));
