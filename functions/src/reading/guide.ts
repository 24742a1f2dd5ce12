/**
 * The engine's door for the browser: what the capture guide's worker runs on a camera frame (the
 * same hand pipeline and gate as the server, so the device judges what the server will). Nothing
 * here reaches Node or sharp; the Node door is index.ts.
 */
export type { RgbImage } from './types.js';
export { ANALYSIS_LONG_SIDE } from './photo/photoSize.js';
export {
  createHandPipeline,
  tfjsHandModels,
  loadOnce,
  HAND_MODEL_FILES,
  PIPELINE,
  type HandFollower,
  type HandModels,
} from './hand/handPipeline.js';
export { acceptHand, HandRefusedError } from './hand/handGate.js';
export type { DetectedHand, HandDetector, Point3 } from './hand/landmarks.js';
export { dequantizeModel, type ModelJson } from './hand/channelQuantization.js';
export { withPointwiseUpsampling } from './hand/pointwiseUpsampling.js';
