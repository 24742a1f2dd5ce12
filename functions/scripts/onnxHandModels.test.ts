/**
 * The server's ONNX models (onnxHandModels.ts) give what the package's TensorFlow.js models give, on
 * inputs with every value of their range: the same palm boxes and scores, the same landmarks,
 * presence, handedness and world landmarks, to float rounding.
 */
import { fileURLToPath } from 'node:url';
import type * as TF from '@tensorflow/tfjs-core';
import { describe, expect, it } from 'vitest';
import { relativeError } from '../test/modelOutputs.js';
import { artifactsIn, onnxModelOf } from './onnxHandModels.js';
import {
  HAND_MODEL_FILES,
  HAND_MODELS_DIR,
  type HandModels,
  loadOnnxHandModels,
  nodeTensorflow,
  tfjsHandModels,
  withPointwiseUpsampling,
} from '../src/reading/index.js';

const dir = fileURLToPath(HAND_MODELS_DIR);

/** The package's models on TensorFlow.js, as the capture guide runs them. */
async function tensorflowModels(): Promise<HandModels> {
  const { tf, loadGraphModel } = await nodeTensorflow();
  const load = async (name: string) =>
    loadGraphModel(tf.io.fromMemory(withPointwiseUpsampling(tf, await artifactsIn(dir, name)) as TF.io.ModelArtifacts));
  return tfjsHandModels(tf, await load(HAND_MODEL_FILES.palm), await load(HAND_MODEL_FILES.landmarks));
}

/** Values spread over [low, high], the same every run. */
function input(size: number, low: number, high: number, seed: number): Float32Array {
  const values = new Float32Array(size * size * 3);
  let state = seed;
  for (let i = 0; i < values.length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    values[i] = low + ((high - low) * state) / 2 ** 31;
  }
  return values;
}

describe('the server hand models on ONNX', () => {
  it("give the package models' outputs to float rounding", async () => {
    const [reference, onnx] = await Promise.all([tensorflowModels(), loadOnnxHandModels(dir)]);
    for (const seed of [1, 2]) {
      const look = input(256, -1, 1, seed);
      expect(relativeError(await reference.palms(look), await onnx.palms(look))).toBeLessThan(1e-5);
      const crop = input(224, 0, 1, seed);
      const [a, b] = [await reference.landmarks(crop), await onnx.landmarks(crop)];
      expect(relativeError(a.coords, b.coords)).toBeLessThan(1e-5);
      expect(relativeError(a.world, b.world)).toBeLessThan(1e-4);
      expect(Math.abs(a.presence - b.presence)).toBeLessThan(1e-5);
      expect(Math.abs(a.handedness - b.handedness)).toBeLessThan(1e-5);
    }
  });

  it('refuses a model with an op it does not translate, naming the node', async () => {
    const { tf } = await nodeTensorflow();
    const model = await artifactsIn(dir, HAND_MODEL_FILES.landmarks);
    const topology = model.modelTopology as { node: Array<{ name: string; op: string }> };
    const odd = {
      ...model,
      modelTopology: {
        ...topology,
        node: topology.node.map((n) => (n.op === 'Sigmoid' ? { ...n, op: 'Softsign' } : n)),
      },
    };
    expect(() => onnxModelOf(tf, odd, 224, ['Identity'])).toThrow(/Softsign/);
  });
});
