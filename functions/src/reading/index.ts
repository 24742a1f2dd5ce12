/**
 * The reading engine's front door, for everything that runs in Node: the API's wiring (index.ts),
 * the engine report (scripts/engineReport.ts) and the build's model copy. Nothing outside the
 * engine imports its modules but through this entry, the browser's (guide.ts) or the types leaf
 * (types.ts); lint holds it (eslint.config.js). Inside, four folders, each leaning only on the leaf
 * and the folders above it in this list (lint holds that too), and the modules that put them together:
 *
 *   types.ts          what everything shares (leaf: imports nothing of the engine)
 *   photo/            decoding, sizes and the stored copy of a photo (sharp)
 *   hand/             the hand found: landmarks, the detector, the gate, the palm's region, its shape
 *   lines/            the heart, head and life lines traced on the palm
 *   words/            the reading and compatibility words, from the measures
 *   measureHand.ts    a hand's measures from the gate's hand and its lines
 *   handProfile.ts    one person's hand, pooled over their own photos
 *   readingEngine.ts  the engine the domain's port names (domain/readingEngine.ts)
 */
export type * from './types.js';
export { UnreadablePalmError } from './unreadablePalm.js';
export { analysePhoto, createReadingEngine, DECODE_LIMITS, type PhotoAnalysis } from './readingEngine.js';
export { createMediapipeHandDetector } from './hand/mediapipeHands.js';
export { HAND_MODELS_DIR, HAND_MODEL_FILES } from './hand/handModelFiles.js';
export type { DetectedHand, HandDetector, Point3 } from './hand/landmarks.js';

// What the engine report measures and draws: the archetype of a shape, the palm's outline and the
// lines in detail, a hand profile over several photos, and the words of a reading.
export { archetypeOfShape } from './hand/handGeometry.js';
export { handProfile } from './handProfile.js';
export { palmPolygon } from './hand/palmRegion.js';
export { LINE_NAMES, MIN_LENGTH, traceLinesInDetail } from './lines/palmLines.js';
export { generatePalmReading } from './words/generatePalmReading.js';
export { traitsOf } from './words/traits.js';

// The capture guide's models, quantized per channel by the web build (scripts/quantizeHandModels.ts)
// and held to judge as the server's own do.
export { createHandPipeline, type HandFollower } from './hand/handPipeline.js';
export { acceptHand, HandRefusedError } from './hand/handGate.js';
export { distance2, palmLength } from './hand/landmarks.js';
export { nodeTensorflow, readModelFiles } from './hand/mediapipeHands.js';
export {
  dequantizeModel,
  MIN_QUANTIZED,
  quantizeModel,
  storedWeights,
  type ModelJson,
} from './hand/channelQuantization.js';

// The server's models as ONNX, made by the functions build from the package's TensorFlow.js files
// (scripts/onnxHandModels.ts) and checked against them.
export { DETECTOR_SIZE, LANDMARK_SIZE, tfjsHandModels, type HandModels } from './hand/handPipeline.js';
export { loadOnnxHandModels, ONNX_INPUT, ONNX_OUTPUTS } from './hand/onnxModels.js';
export { withPointwiseUpsampling, type ModelArtifacts } from './hand/pointwiseUpsampling.js';
export type { WeightSpec } from './hand/channelQuantization.js';
