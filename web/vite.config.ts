import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { GUIDE_CACHE, GUIDE_FILES } from './src/features/readings/guide/guideFiles';

const THEME = '#100c24';
const PRERENDERED = fileURLToPath(new URL('./.prerender/prerender.js', import.meta.url));

/**
 * Puts the prerendered home page (src/prerender.tsx, built first by `npm run build`) into
 * index.html's root, marked with the address it shows. Its inline script hides it on any other address
 * before the first paint, and main.tsx then starts from an empty root there.
 */
function prerenderedHome(): Plugin {
  return {
    name: 'palme-prerendered-home',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!existsSync(PRERENDERED)) {
        throw new Error('Run `npm run build -w web`: the home page is prerendered before the app is built.');
      }
      const { renderHome } = (await import(pathToFileURL(PRERENDERED).href)) as { renderHome(): string };
      return html.replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${renderHome()}</div>`);
    },
  };
}

/**
 * The app's code and the manifest, marked for index.html's inline script to request once the page has
 * loaded and painted (data-after-paint) instead of requested by the page as it is parsed: on a phone's
 * network, those requests went ahead of the first screen (the manifest, then its 21 KB icon, then the
 * entry), and Lighthouse's LCP counted them. `src` stays on the script: nothing fetches it while its
 * type is not JavaScript.
 */
function appAfterFirstPaint(): Plugin {
  return {
    name: 'palme-app-after-first-paint',
    apply: 'build',
    // After vite-plugin-pwa has written the manifest link and the style sheet has been inlined.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('The web build made no index.html');
      const html = String(page.source);
      const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const manifest = /<link rel="manifest" href="([^"]+)"[^>]*>/;
      if (!script.test(html) || !manifest.test(html)) {
        throw new Error('index.html: no module script or no manifest link to mark data-after-paint');
      }
      const marked = html
        .replace(script, '<script type="text/plain" data-after-paint src="$1"></script>')
        .replace(manifest, '<link data-after-paint="manifest" href="$1">');
      // The head's comments are for whoever reads index.html, not for a phone: every page the server
      // draws carries this head, and with it must fit a new connection's first round trip (~14 KB).
      // The body's comments are React's markers, which hydration needs.
      const end = marked.indexOf('</head>');
      page.source = marked.slice(0, end).replace(/\s*<!--[\s\S]*?-->/g, '') + marked.slice(end);
    },
  };
}

/**
 * The prerender build never runs the service worker's registration (UpdatePrompt mounts only in the
 * browser, when idle), but still resolves its import: an empty module stands in for it.
 */
function noServiceWorkerInPrerender(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'palme-no-sw-in-prerender',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}` ? 'export const useRegisterSW = () => { throw new Error("browser only"); };' : null,
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  envDir: '..',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild
    ? [react(), noServiceWorkerInPrerender()]
    : [react(), prerenderedHome(), ...clientPlugins(), appAfterFirstPaint()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      // The reading engine's hand pipeline and gate, which the capture guide runs on the device.
      '@engine': fileURLToPath(new URL('../functions/src/reading', import.meta.url)),
    },
  },
  // The device store's worker (src/lib/offline/deviceStore.worker.ts) is an ES module, like the app.
  worker: { format: 'es' },
  // The server bundle carries its libraries (React, the router, the query cache) inside it: the API
  // loads it at request time to draw shared readings, and a deployed function has no web packages.
  ssr: isSsrBuild ? { noExternal: true } : {},
  build: isSsrBuild
    ? { target: 'node22', sourcemap: false }
    : {
        target: 'es2022',
        sourcemap: true,
        // No <link rel="modulepreload"> per dependency of a page's code: Vite's helper appended ~25 of
        // them in one task as a drawn page loaded (13-29 ms of main thread, four times that in
        // Lighthouse's mobile estimate). The browser fetches those modules as it finds them instead;
        // style sheets still load with the page's code. Decision 0013.
        modulePreload: false,
        // One style sheet for the whole app (about 10 KB gzip), written into index.html below: the first
        // screen, and every page the server draws from it, paints with no request but the page itself.
        cssCodeSplit: false,
        rolldownOptions: {
          // vite-plugin-singlefile names every file it leaves out: here, every file but the style sheet.
          onLog(level, log, handler) {
            if (log.plugin === 'vite:singlefile' && log.message.includes('asset not inlined')) return;
            handler(level, log);
          },
        },
      },
}));

function clientPlugins() {
  return [
    // Only the style sheet goes into the page; the code stays in files, loaded after the first paint.
    viteSingleFile({ useRecommendedBuildConfig: false, inlinePattern: ['**/*.css'] }),
    VitePWA({
      // A new version waits for the user's "Reload to update"; UpdatePrompt registers the worker.
      registerType: 'prompt',
      strategies: 'generateSW',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Palme · palm readings',
        short_name: 'Palme',
        description: 'Photograph your palm and receive a reading you can keep, share and compare.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME,
        background_color: THEME,
        categories: ['lifestyle', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The built shell, precached. Link-preview cards are for crawlers, not for the app.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        // The capture guide's worker is large and only for those who open the camera: it and its model
        // files are kept on first use (below), not precached for everyone.
        globIgnores: ['og/**', '**/*.map', '**/handGuide.worker-*.js'],
        runtimeCaching: [
          {
            // A regular expression, not a function: the service worker gets it written out as text.
            urlPattern: new RegExp(GUIDE_FILES.map((file) => `(?:\\/assets${file.source})`).join('|')),
            // Names carry a content hash: a cached file never goes stale; a new version has a new name.
            handler: 'CacheFirst',
            options: { cacheName: GUIDE_CACHE, expiration: { maxEntries: 16 } },
          },
        ],
        navigateFallback: '/index.html',
        // The API, and Firebase's reserved /__/ paths, are never answered with the shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ];
}
