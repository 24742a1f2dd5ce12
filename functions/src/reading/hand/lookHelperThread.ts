/**
 * A look helper's thread (lookHelpers.ts): the server's models, loaded and run once before it says it
 * is ready, then running the looks it is sent on the image the reading thread shares with it.
 */
import { parentPort } from 'node:worker_threads';
import { runLook, type LookJob } from './handPipeline.js';
import { loadNodeModels } from './mediapipeHands.js';
import type { RgbImage } from '../types.js';

const port = parentPort!;
const models = await loadNodeModels();
port.on('message', ({ id, image, job }: { id: number; image: RgbImage; job: LookJob }) => {
  runLook(models, image, job).then(
    (outputs) => port.postMessage({ id, outputs }),
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// Each model's first run sets up its kernels and memory (a few hundred milliseconds): done before the
// helper says it is ready, so that no photo waits for it.
const blank: RgbImage = { width: 1, height: 1, data: new Uint8Array(3) };
const anywhere = { cx: 0, cy: 0, size: 1, angle: 0 };
await runLook(models, blank, { kind: 'palms', roi: anywhere });
await runLook(models, blank, { kind: 'landmarks', roi: anywhere, mirror: false });
port.postMessage({ ready: true });
