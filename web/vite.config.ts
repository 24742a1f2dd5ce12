import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#100c24';

export default defineConfig({
  envDir: '..',
  plugins: [
    react(),
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
        globIgnores: ['og/**', '**/*.map'],
        navigateFallback: '/index.html',
        // The API, and Firebase's reserved /__/ paths, are never answered with the shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
