/**
 * The palm detector rewritten as it loads (pointwiseUpsampling.ts) gives the package's model's own
 * outputs: same boxes, same scores, same keypoints, on an input with every value of its range.
 */
import { fileURLToPath } from 'node:url';
import type * as TF from '@tensorflow/tfjs-core';
import { describe, expect, it } from 'vitest';
import type { WeightSpec } from './channelQuantization.js';
import { HAND_MODELS_DIR, HAND_MODEL_FILES } from './handModelFiles.js';
import { nodeTensorflow, readModelFiles } from './mediapipeHands.js';
import { withPointwiseUpsampling, type ModelArtifacts } from './pointwiseUpsampling.js';

async function artifacts(name: string): Promise<ModelArtifacts> {
  const { json, bin } = await readModelFiles(fileURLToPath(HAND_MODELS_DIR), name);
  return {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights) as WeightSpec[],
    weightData: bin,
  };
}

const ops = (model: ModelArtifacts) => (model.modelTopology as { node: { op: string }[] }).node.map((n) => n.op);

describe('the palm detector with its upsampling as 1×1 convolutions', () => {
  it('gives the same outputs as the package model, without a transposed convolution', async () => {
    const { tf, loadGraphModel } = await nodeTensorflow();
    const original = await artifacts(HAND_MODEL_FILES.palm);
    const rewritten = withPointwiseUpsampling(tf, original);
    expect(ops(original).filter((op) => op === 'Conv2DBackpropInput')).toHaveLength(2);
    expect(ops(rewritten)).not.toContain('Conv2DBackpropInput');
    expect(ops(rewritten).filter((op) => op === 'DepthToSpace')).toHaveLength(2);

    const load = (model: ModelArtifacts) => loadGraphModel(tf.io.fromMemory(model as TF.io.ModelArtifacts));
    const [before, after] = await Promise.all([load(original), load(rewritten)]);
    const input = tf.randomUniform([1, 256, 256, 3], -1, 1, 'float32', 7);
    const a = (before.predict(input) as TF.Tensor).dataSync();
    const b = (after.predict(input) as TF.Tensor).dataSync();
    expect(b.length).toBe(a.length);
    let largest = 0;
    let worst = 0;
    for (let i = 0; i < a.length; i++) {
      largest = Math.max(largest, Math.abs(a[i]!));
      worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
    }
    expect(largest).toBeGreaterThan(1);
    expect(worst).toBeLessThan(1e-4 * largest);
    tf.dispose(input);
    before.dispose();
    after.dispose();
  });

  it('leaves a model without transposed convolutions as it is', async () => {
    const { tf } = await nodeTensorflow();
    const landmarks = await artifacts(HAND_MODEL_FILES.landmarks);
    expect(withPointwiseUpsampling(tf, landmarks)).toBe(landmarks);
  });
});
