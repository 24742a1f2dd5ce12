/**
 * The capture guide's own thread: TensorFlow.js (WebAssembly), MediaPipe Hands' models and the
 * server's own pipeline and gate, judging one camera frame at a time (a hand in view followed from
 * frame to frame with one look of the lite landmark model, the frame to be captured read whole, with
 * the server's full model: judgeFrame.ts). Loaded only when the camera opens (useHandGuide.ts): the
 * palm detector and the lite model are fetched then, the full model once the first frame is judged;
 * the service worker keeps them on first use. "ready" tells the page the module loaded.
 */
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { expose } from 'comlink';
import {
  ANALYSIS_LONG_SIDE,
  createHandPipeline,
  tfjsHandModels,
  dequantizeModel,
  loadOnce,
  HAND_MODEL_FILES,
  type ModelJson,
  type HandModels,
  type RgbImage,
  withPointwiseUpsampling,
} from '@engine/guide';
import palmModel from '../../../../.hand-models/handdetect.json?url';
import palmWeights from '../../../../.hand-models/handdetect.bin?url';
import landmarkModel from '../../../../.hand-models/handlandmark-full.json?url';
import landmarkWeights from '../../../../.hand-models/handlandmark-full.bin?url';
import liteModel from '../../../../.hand-models/handlandmark-lite.json?url';
import liteWeights from '../../../../.hand-models/handlandmark-lite.bin?url';
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreaded from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import { createFrameJudge, type Judgement } from './judgeFrame';

/** The models as the web build quantized them (scripts/quantizeHandModels.ts): about half the package's bytes. */
const FILES = {
  [HAND_MODEL_FILES.palm]: { model: palmModel, weights: palmWeights },
  [HAND_MODEL_FILES.landmarks]: { model: landmarkModel, weights: landmarkWeights },
  [HAND_MODEL_FILES.trackingLandmarks]: { model: liteModel, weights: liteWeights },
};

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

const backend = loadOnce(async () => {
  setWasmPaths({
    'tfjs-backend-wasm.wasm': wasmPlain,
    'tfjs-backend-wasm-simd.wasm': wasmSimd,
    'tfjs-backend-wasm-threaded-simd.wasm': wasmThreaded,
  });
  await tf.setBackend('wasm');
  await tf.ready();
});

/** Each model, fetched and de-quantized once (a failed fetch is tried again next time). */
const model = Object.fromEntries(
  Object.entries(FILES).map(([name, files]) => [
    name,
    loadOnce(async () => {
      const [json, bin] = await Promise.all([
        fetched(files.model).then((r) => r.json() as Promise<ModelJson>),
        fetched(files.weights).then((r) => r.arrayBuffer()),
        backend(),
      ]);
      return loadGraphModel(
        tf.io.fromMemory(withPointwiseUpsampling(tf, dequantizeModel(json, bin)) as tf.io.ModelArtifacts),
      );
    }),
  ]),
) as Record<keyof typeof FILES, () => Promise<GraphModel>>;

/** The models a photo is read with: what the frame to be captured is judged with. */
async function wholeModels(): Promise<HandModels> {
  const [palm, landmarks] = await Promise.all([model[HAND_MODEL_FILES.palm](), model[HAND_MODEL_FILES.landmarks]()]);
  return tfjsHandModels(tf, palm, landmarks);
}

/** The models the guide follows a hand with, frame after frame: the lite landmark model. */
async function trackingModels(): Promise<HandModels> {
  const [palm, landmarks] = await Promise.all([
    model[HAND_MODEL_FILES.palm](),
    model[HAND_MODEL_FILES.trackingLandmarks](),
  ]);
  return tfjsHandModels(tf, palm, landmarks);
}

const detector = createHandPipeline(wholeModels, trackingModels);
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
  /**
   * Loads the models frames are judged with (once); resolves when the first frame can be judged.
   * `ahead`: the camera is not open yet, so the models also run once on a blank frame meanwhile.
   */
  warmUp: (ahead: boolean): Promise<void> => detector.load('tracking', ahead),
  /**
   * A frame of the video: the hand of the frame before followed, or looked for. Once a frame has its
   * verdict, the full landmark model the photo will be judged with loads behind the frames.
   */
  judge: async (frame: ImageBitmap): Promise<Judgement> => {
    const judgement = await frames.judge(pixelsOf(frame));
    detector.load('whole').catch(() => undefined);
    return judgement;
  },
  /** A new run of frames (the camera opened or switched): no hand followed from the last. */
  forget: async (): Promise<void> => frames.forget(),
  /** The frame that will be the photo, judged as the server will judge it. */
  judgeFully: (frame: ImageBitmap): Promise<Judgement> => frames.judgeFully(pixelsOf(frame)),
};
export type HandGuide = typeof guide;

expose(guide);
postMessage('ready');
