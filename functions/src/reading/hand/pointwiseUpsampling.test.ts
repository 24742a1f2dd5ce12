/**
 * The palm detector rewritten as it loads (pointwiseUpsampling.ts) gives the package's model's own
 * outputs: same boxes, same scores, same keypoints, on an input with every value of its range.
 */
import { fileURLToPath } from 'node:url';
import type * as TF from '@tensorflow/tfjs-core';
import { describe, expect, it } from 'vitest';
import { storedWeights, type WeightSpec } from './channelQuantization.js';
import { HAND_MODELS_DIR, HAND_MODEL_FILES } from './handModelFiles.js';
import { nodeTensorflow, readModelFiles } from './mediapipeHands.js';
import { withPointwiseUpsampling, type ModelArtifacts } from './pointwiseUpsampling.js';
import { relativeError } from '../../../test/modelOutputs.js';

async function artifacts(name: string): Promise<ModelArtifacts> {
  const { json, bin } = await readModelFiles(fileURLToPath(HAND_MODELS_DIR), name);
  return {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights) as WeightSpec[],
    weightData: bin,
  };
}

interface Node {
  name: string;
  op: string;
  input?: string[];
}
const nodesOf = (model: ModelArtifacts) => (model.modelTopology as { node: Node[] }).node;
const ops = (model: ModelArtifacts) => nodesOf(model).map((n) => n.op);
const transposed = (model: ModelArtifacts) => ops(model).filter((op) => op === 'Conv2DBackpropInput').length;

describe('the palm detector with its upsampling as 1×1 convolutions', () => {
  it('gives the same outputs as the package model, without a transposed convolution', async () => {
    const { tf, loadGraphModel } = await nodeTensorflow();
    const original = await artifacts(HAND_MODEL_FILES.palm);
    const rewritten = withPointwiseUpsampling(tf, original);
    expect(transposed(original)).toBe(2);
    expect(transposed(rewritten)).toBe(0);
    expect(ops(rewritten).filter((op) => op === 'DepthToSpace')).toHaveLength(2);

    const load = (model: ModelArtifacts) => loadGraphModel(tf.io.fromMemory(model as TF.io.ModelArtifacts));
    const [before, after] = await Promise.all([load(original), load(rewritten)]);
    const input = tf.randomUniform([1, 256, 256, 3], -1, 1, 'float32', 7);
    const a = (before.predict(input) as TF.Tensor).dataSync();
    const b = (after.predict(input) as TF.Tensor).dataSync();
    expect(Math.max(...Array.from(a, Math.abs))).toBeGreaterThan(1);
    expect(relativeError(a, b)).toBeLessThan(1e-4);
    tf.dispose(input);
    before.dispose();
    after.dispose();
  });

  it('leaves a model without transposed convolutions as it is', async () => {
    const { tf } = await nodeTensorflow();
    const landmarks = await artifacts(HAND_MODEL_FILES.landmarks);
    expect(withPointwiseUpsampling(tf, landmarks)).toBe(landmarks);
  });

  it('leaves a transposed convolution it cannot rewrite exactly: an output not twice its input, a constant read elsewhere', async () => {
    const { tf } = await nodeTensorflow();
    const original = await artifacts(HAND_MODEL_FILES.palm);
    const [first, second] = nodesOf(original).filter((n) => n.op === 'Conv2DBackpropInput');

    // The first asks for an output one row short of twice its input, which SAME padding allows.
    const stored = storedWeights(original.weightSpecs, original.weightData);
    const shape = stored[original.weightSpecs.findIndex((spec) => spec.name === first!.input![0])]!;
    const weightData = original.weightData.slice(0);
    const view = new DataView(weightData, shape.byteOffset, 16);
    view.setInt32(4, view.getInt32(4, true) - 1, true);
    const odd = withPointwiseUpsampling(tf, { ...original, weightData });
    expect(transposed(odd)).toBe(1);
    expect(nodesOf(odd).find((n) => n.name === first!.name)?.op).toBe('Conv2DBackpropInput');

    // The second's filter is also read by another node, which would lose it.
    const topology = structuredClone(original.modelTopology) as { node: Node[] };
    topology.node.push({ name: 'another_reader', op: 'Identity', input: [second!.input![1]!] });
    const shared = withPointwiseUpsampling(tf, { ...original, modelTopology: topology });
    expect(transposed(shared)).toBe(1);
    expect(nodesOf(shared).find((n) => n.name === second!.name)?.op).toBe('Conv2DBackpropInput');
    expect(nodesOf(shared).some((n) => n.name === second!.input![1])).toBe(true);
  });
});
