/** The app itself, started by main.tsx once the first screen has painted. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The build prerenders the home page into index.html (src/prerender.tsx), so it paints before any
// script runs; there React takes over the same markup. Every other address starts from an empty root.
if (root.dataset.prerendered === location.pathname) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  delete root.dataset.prerendered;
  createRoot(root).render(app);
}
