/**
 * Drawn palms end to end: the reading engine of in-process API tests, and the environment that
 * makes the local stack's API (in the Functions emulator) read drawn palms too. The detector is
 * bundled into the throwaway test folder, outside functions/lib, so no test code is ever deployed.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { createReadingEngine } from '../src/reading/readingEngine.js';
import { createHandDetector } from './drawnHandDetector.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The reading engine of the API tests: everything real but the detector. */
// Room for every concurrent upload the API tests make (production waits for at most 6: DECODE_LIMITS).
export const newDrawnPalmEngine = () => createReadingEngine(createHandDetector(), { concurrent: 2, waiting: 100 });
export const drawnPalmEngine = newDrawnPalmEngine();

/**
 * Bundles the stack's detector (stackHandDetector.ts: drawn palms by the stand-in, real photos by the
 * real model) into `outDir` and returns the stack environment that loads it (npm test, npm run
 * bench; never npm start, whose API always reads photos with the real model alone).
 */
export function drawnPalmsEnv(outDir: string): { PALME_HAND_DETECTOR_MODULE: string } {
  const outfile = resolve(join(outDir, 'stackHandDetector.mjs'));
  mkdirSync(dirname(outfile), { recursive: true });
  buildSync({
    entryPoints: [join(HERE, 'stackHandDetector.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // The real model's packages load from the repository's node_modules, as the API's own build does
    // (onnxruntime-node's native binding cannot be bundled at all),
    // and its files from functions/models/ (handModelFiles.ts): the bundle's modules find what they
    // look up beside themselves as if they stood where their sources do.
    external: ['@tensorflow/*', '@vladmandic/*', 'onnxruntime-node'],
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(join(HERE, '../src/reading/hand/mediapipeHands.ts')).href),
    },
    logLevel: 'warning',
  });
  return { PALME_HAND_DETECTOR_MODULE: outfile };
}
