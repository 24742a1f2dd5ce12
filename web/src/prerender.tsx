/**
 * Build time only (web/package.json "build"): the home page rendered to HTML, which vite.config.ts
 * puts into index.html, so the first screen paints from HTML and CSS before any script runs. The
 * browser then hydrates the same markup (main.tsx). The tree is the app's own, at address "/".
 */
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';

const AtHome = ({ children }: { children?: ReactNode }) => <StaticRouter location="/">{children}</StaticRouter>;

export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <App Router={AtHome} />
    </StrictMode>,
  );
}
