/**
 * The capture guide's files as the service worker keeps them (vite.config.ts runtimeCaching): fetched
 * when the camera first opens, then kept on the device in their own cache.
 */
export const GUIDE_CACHE = 'palme-hand-guide';

/** The files the guide's first verdict needs: its worker, the WebAssembly backend, the palm and lite models. */
export const GUIDE_FIRST_FILES: readonly RegExp[] = [
  /\/handGuide\.worker-[^/]+\.js$/,
  /\/tfjs-backend-wasm[^/]*\.wasm$/,
  /\/handdetect-[^/]+\.bin$/,
  /\/handlandmark-lite-[^/]+\.bin$/,
];

/** Every file of the guide, kept on first use: those and the full landmark model a photo is judged with. */
export const GUIDE_FILES: readonly RegExp[] = [
  /\/handGuide\.worker-[^/]+\.js$/,
  /\/tfjs-backend-wasm[^/]*\.wasm$/,
  /\/handdetect-[^/]+\.(json|bin)$/,
  /\/handlandmark-(full|lite)-[^/]+\.(json|bin)$/,
];
