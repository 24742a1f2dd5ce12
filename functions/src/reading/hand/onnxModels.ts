/**
 * The server's two hand models on onnxruntime-node: the ONNX files the functions build makes from
 * the package's TensorFlow.js files (scripts/onnxHandModels.ts) into functions/models/, run on the
 * CPU build the npm package ships (no download, no GPU). One session per model and thread, each on
 * one core: a photo's looks are already shared between threads (lookHelpers.ts).
 */
import path from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { DETECTOR_SIZE, HAND_MODEL_FILES, LANDMARK_SIZE, type HandModels } from './handPipeline.js';

/** The models' input: the look as TensorFlow lays it out, 1 × size × size × 3. */
export const ONNX_INPUT = 'nhwc_input';

/** Each model's outputs, named as in its TensorFlow.js graph. */
export const ONNX_OUTPUTS = {
  [HAND_MODEL_FILES.palm]: ['Identity'],
  [HAND_MODEL_FILES.landmarks]: ['Identity', 'Identity_1', 'Identity_2', 'Identity_3'],
} as const;

/** The two models from their `.onnx` files in `dir`. */
export async function loadOnnxHandModels(dir: string): Promise<HandModels> {
  const ort = await import('onnxruntime-node');
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  };
  const open = async (name: string) => {
    const file = path.join(dir, `${name}.onnx`);
    try {
      return await ort.InferenceSession.create(file, options);
    } catch (error) {
      throw new Error(
        `hand model ${file} could not be loaded (the functions build makes it: npm run build -w functions)`,
        {
          cause: error,
        },
      );
    }
  };
  const [palm, landmarks] = await Promise.all([open(HAND_MODEL_FILES.palm), open(HAND_MODEL_FILES.landmarks)]);
  const run = async (session: InferenceSession, size: number, input: Float32Array) => {
    const feed: Record<string, Tensor> = { [ONNX_INPUT]: new ort.Tensor('float32', input, [1, size, size, 3]) };
    const outputs = await session.run(feed);
    return (name: string) => outputs[name]!.data as Float32Array;
  };
  return {
    async palms(input) {
      return (await run(palm, DETECTOR_SIZE, input))('Identity');
    },
    async landmarks(input) {
      const out = await run(landmarks, LANDMARK_SIZE, input);
      return {
        coords: out('Identity'),
        presence: out('Identity_1')[0]!,
        handedness: out('Identity_2')[0]!,
        world: out('Identity_3'),
      };
    },
  };
}
