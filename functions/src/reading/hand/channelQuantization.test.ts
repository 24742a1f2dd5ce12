import { describe, expect, it } from 'vitest';
import { dequantizeModel, quantizeModel, type DecodedWeight, type ModelJson } from './channelQuantization.js';

/** A convolution whose output channels differ a thousandfold in size, a depthwise one, a bias, an index. */
function model(): { json: ModelJson; weights: DecodedWeight[] } {
  const conv = new Float32Array(3 * 3 * 16 * 8).map((_, i) => Math.sin(i) * 10 ** ((i % 8) - 4));
  const depthwise = new Float32Array(3 * 3 * 128 * 1).map((_, i) => Math.cos(i) * (1 + (i % 128)));
  const bias = new Float32Array([0.5, -1.25]);
  const index = new Int32Array([3, 1]);
  const weights: DecodedWeight[] = [
    {
      spec: { name: 'conv', shape: [3, 3, 16, 8], dtype: 'float32' },
      values: conv,
      stored: new Uint8Array(conv.buffer),
    },
    {
      spec: { name: 'depthwise', shape: [3, 3, 128, 1], dtype: 'float32' },
      values: depthwise,
      stored: new Uint8Array(depthwise.buffer),
    },
    { spec: { name: 'bias', shape: [2], dtype: 'float32' }, values: bias, stored: new Uint8Array(bias.buffer) },
    { spec: { name: 'index', shape: [2], dtype: 'int32' }, values: index, stored: new Uint8Array(index.buffer) },
  ];
  return { json: { modelTopology: { node: [] }, weightsManifest: [{ paths: ['m.bin'], weights: [] }] }, weights };
}

describe('per-channel weight quantization', () => {
  it('gives back every value within half a step of its own channel, the small channels too', () => {
    const { json, weights } = model();
    const quantized = quantizeModel(json, weights, 'q.bin');
    expect(quantized.json.weightsManifest[0]!.paths).toEqual(['q.bin']);
    const back = dequantizeModel(quantized.json, quantized.bin.slice().buffer);
    expect(back.weightSpecs.map((w) => w.name)).toEqual(['conv', 'depthwise', 'bias', 'index']);
    expect(back.weightSpecs.every((w) => !w.channelQuantization)).toBe(true);
    const conv = new Float32Array(back.weightData, 0, 1152);
    for (let i = 0; i < 1152; i++) {
      // Channel i % 8 spans ±10^(c-4): 255 steps of its own range, not of the largest channel's.
      const step = (2 * 10 ** ((i % 8) - 4)) / 255;
      expect(Math.abs(conv[i]! - weights[0]!.values[i]!)).toBeLessThanOrEqual(step / 2 + 1e-9);
    }
    const depthwise = new Float32Array(back.weightData, 1152 * 4, 3 * 3 * 128);
    for (let i = 0; i < depthwise.length; i++) {
      const step = (2 * (1 + (i % 128))) / 255;
      expect(Math.abs(depthwise[i]! - weights[1]!.values[i]!)).toBeLessThanOrEqual(step / 2 + 1e-6);
    }
    // Small and integer tensors pass through byte for byte.
    const rest = new Uint8Array(back.weightData, (1152 + 1152) * 4);
    expect([...rest]).toEqual([...weights[2]!.stored, ...weights[3]!.stored]);
  });

  it('stores a large tensor in a byte a value, with two float32s a channel', () => {
    const { json, weights } = model();
    const { bin } = quantizeModel(json, weights, 'q.bin');
    expect(bin.byteLength).toBe(1152 + 8 * 8 + (1152 + 128 * 8) + 8 + 8);
  });

  it('refuses a weights file that does not match its manifest', () => {
    const { json, weights } = model();
    const { json: q, bin } = quantizeModel(json, weights, 'q.bin');
    expect(() => dequantizeModel(q, bin.slice(0, bin.byteLength - 1).buffer)).toThrow(
      /past the end of the weights file/,
    );
    const longer = new Uint8Array(bin.byteLength + 4);
    longer.set(bin);
    expect(() => dequantizeModel(q, longer.buffer)).toThrow(/longer than its manifest/);
  });
});
