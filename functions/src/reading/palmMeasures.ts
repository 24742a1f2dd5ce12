/**
 * Measures of a palm photo, computed from its pixels (pure: no decoding here). They drive the
 * archetype, the texts and compatibility, and are stored with the reading.
 */
export interface PalmMeasures {
  version: 1;
  /** Width / height of the hand region's bounding box: square palms are wide, long palms narrow. */
  aspect: number;
  /** Share of the frame the hand region covers, 0..1. */
  coverage: number;
  /** Mean luminance of the whole frame, 0..1. */
  brightness: number;
  /** Standard deviation of luminance over the frame, 0..1. */
  contrast: number;
  /** Mean edge strength inside the hand after a blur, 0..1: many deep lines score high. */
  lineDensity: number;
  /** -1..1: lines running across the palm (+) versus along the fingers (-). */
  lineDirection: number;
  /** Mean fine detail (Laplacian) inside the hand, 0..1: creased or grainy skin scores high. */
  texture: number;
  /** Mean red minus blue inside the hand, -1..1: rosy skin scores high. */
  warmth: number;
  /** A coarse 8x8 luminance signature, hex: two different photos practically never share it. */
  signature: string;
}

export interface RgbImage {
  width: number;
  height: number;
  /** Interleaved RGB, 3 bytes per pixel. */
  data: Uint8Array;
}

/** Why a photo cannot be read, with a sentence for people. */
export class UnreadablePalmError extends Error {
  constructor(
    readonly reason: 'too_small' | 'too_dark' | 'too_bright' | 'uniform',
    message: string,
  ) {
    super(message);
    this.name = 'UnreadablePalmError';
  }
}

/** Smallest side (px) of a photo we will read. */
export const MIN_PHOTO_SIDE = 240;

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

function luminance(data: Uint8Array, width: number, height: number): Float32Array {
  const lum = new Float32Array(width * height);
  for (let i = 0; i < lum.length; i++) {
    lum[i] = (0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!) / 255;
  }
  return lum;
}

/** Skin colour rule (Kovac et al.) on RGB. */
function isSkin(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return r > 95 && g > 40 && b > 20 && max - min > 15 && Math.abs(r - g) > 15 && r > g && r > b;
}

/** Otsu's threshold on a 0..1 luminance array. */
function otsuThreshold(lum: Float32Array): number {
  const bins = new Array<number>(64).fill(0);
  for (const v of lum) bins[Math.min(63, Math.floor(v * 64))]!++;
  const total = lum.length;
  let sumAll = 0;
  bins.forEach((count, i) => (sumAll += i * count));
  let sumBack = 0;
  let weightBack = 0;
  let best = 0;
  let threshold = 32;
  for (let i = 0; i < 64; i++) {
    weightBack += bins[i]!;
    if (weightBack === 0) continue;
    const weightFore = total - weightBack;
    if (weightFore === 0) break;
    sumBack += i * bins[i]!;
    const meanBack = sumBack / weightBack;
    const meanFore = (sumAll - sumBack) / weightFore;
    const between = weightBack * weightFore * (meanBack - meanFore) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return (threshold + 1) / 64;
}

/** The hand: skin-coloured pixels, or the bright side of Otsu's split when colour says too little. */
function handMask(image: RgbImage, lum: Float32Array): Uint8Array {
  const { data } = image;
  const skin = new Uint8Array(lum.length);
  let skinCount = 0;
  for (let i = 0; i < lum.length; i++) {
    if (isSkin(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!)) {
      skin[i] = 1;
      skinCount++;
    }
  }
  if (skinCount / lum.length >= 0.05) return skin;
  const threshold = otsuThreshold(lum);
  const bright = new Uint8Array(lum.length);
  let brightCount = 0;
  for (let i = 0; i < lum.length; i++) {
    if (lum[i]! > threshold) {
      bright[i] = 1;
      brightCount++;
    }
  }
  const share = brightCount / lum.length;
  return share >= 0.05 && share <= 0.95 ? bright : new Uint8Array(lum.length).fill(1);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * (sorted.length - 1))))]!;
}

function integralOf(mask: Uint8Array, width: number, height: number): Int32Array {
  const integral = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  return integral;
}

/**
 * Morphology with a square window: 'erode' keeps pixels whose whole window is set, 'dilate' sets
 * pixels with any set neighbour. Windows are clipped at the border.
 */
function morph(mask: Uint8Array, width: number, height: number, radius: number, op: 'erode' | 'dilate'): Uint8Array {
  const integral = integralOf(mask, width, height);
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        integral[y1 * (width + 1) + x1]! -
        integral[y0 * (width + 1) + x1]! -
        integral[y1 * (width + 1) + x0]! +
        integral[y0 * (width + 1) + x0]!;
      const area = (x1 - x0) * (y1 - y0);
      out[y * width + x] = op === 'erode' ? (sum === area ? 1 : 0) : sum > 0 ? 1 : 0;
    }
  }
  return out;
}

function blur3(lum: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(lum.length);
  const k = [1, 2, 1];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let acc = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) acc += k[dx + 1]! * k[dy + 1]! * lum[(y + dy) * width + x + dx]!;
      }
      out[y * width + x] = acc / 16;
    }
  }
  return out;
}

function signatureOf(lum: Float32Array, width: number, height: number): string {
  let hex = '';
  for (let gy = 0; gy < 8; gy++) {
    for (let gx = 0; gx < 8; gx++) {
      let sum = 0;
      let n = 0;
      for (let y = Math.floor((gy * height) / 8); y < Math.floor(((gy + 1) * height) / 8); y++) {
        for (let x = Math.floor((gx * width) / 8); x < Math.floor(((gx + 1) * width) / 8); x++) {
          sum += lum[y * width + x]!;
          n++;
        }
      }
      hex += Math.min(15, Math.floor((sum / Math.max(1, n)) * 16)).toString(16);
    }
  }
  return hex;
}

/**
 * Measures a palm photo already scaled down for analysis. Throws UnreadablePalmError for photos
 * that are too dark, too bright or nearly uniform. `originalShortSide` is the stored photo's smaller side.
 */
export function measurePalm(image: RgbImage, originalShortSide: number): PalmMeasures {
  const { width, height, data } = image;
  if (originalShortSide < MIN_PHOTO_SIDE) {
    throw new UnreadablePalmError(
      'too_small',
      `This photo is too small to read. Please use a photo at least ${MIN_PHOTO_SIDE} pixels on each side.`,
    );
  }
  const lum = luminance(data, width, height);
  let sum = 0;
  for (const v of lum) sum += v;
  const brightness = sum / lum.length;
  let variance = 0;
  for (const v of lum) variance += (v - brightness) ** 2;
  const contrast = Math.sqrt(variance / lum.length);

  if (brightness < 0.08) {
    throw new UnreadablePalmError(
      'too_dark',
      'This photo is too dark to read your palm. Find some light and try again.',
    );
  }
  if (brightness > 0.95) {
    throw new UnreadablePalmError(
      'too_bright',
      'This photo is too bright to read your palm. Avoid direct light and try again.',
    );
  }
  if (contrast < 0.025) {
    throw new UnreadablePalmError(
      'uniform',
      "We couldn't find a palm in this photo: it looks almost blank. Hold your open hand close to the camera and try again.",
    );
  }

  const mask = handMask(image, lum);
  const xs: number[] = [];
  const ys: number[] = [];
  let warmthSum = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    xs.push(i % width);
    ys.push(Math.floor(i / width));
    warmthSum += (data[i * 3]! - data[i * 3 + 2]!) / 255;
  }
  xs.sort((a, b) => a - b);
  ys.sort((a, b) => a - b);
  const boxWidth = Math.max(1, percentile(xs, 0.98) - percentile(xs, 0.02));
  const boxHeight = Math.max(1, percentile(ys, 0.98) - percentile(ys, 0.02));

  // Close the mask so dark palm lines (not skin-coloured themselves) count as hand, then keep
  // only pixels well inside it, so the hand's outline does not count as a palm line.
  const closed = morph(morph(mask, width, height, 3, 'dilate'), width, height, 3, 'erode');
  const inner = morph(closed, width, height, 3, 'erode');
  const blurred = blur3(lum, width, height);
  let handLum = 0;
  let handCount = 0;
  for (let i = 0; i < closed.length; i++) {
    if (!closed[i]) continue;
    handLum += lum[i]!;
    handCount++;
  }
  // Lines are judged against the skin around them, so dark and light skin read alike.
  const skinLevel = Math.max(0.1, handCount === 0 ? brightness : handLum / handCount);
  let gradSum = 0;
  let gxSum = 0;
  let gySum = 0;
  let lapSum = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!inner[i]) continue;
      const p = (dx: number, dy: number): number => blurred[(y + dy) * width + x + dx]!;
      const gx = p(1, -1) + 2 * p(1, 0) + p(1, 1) - p(-1, -1) - 2 * p(-1, 0) - p(-1, 1);
      const gy = p(-1, 1) + 2 * p(0, 1) + p(1, 1) - p(-1, -1) - 2 * p(0, -1) - p(1, -1);
      gradSum += Math.hypot(gx, gy);
      gxSum += Math.abs(gx);
      gySum += Math.abs(gy);
      lapSum += Math.abs(4 * lum[i]! - lum[i - 1]! - lum[i + 1]! - lum[i - width]! - lum[i + width]!);
      n++;
    }
  }
  const count = Math.max(1, n);
  return {
    version: 1,
    aspect: round(boxWidth / boxHeight),
    coverage: round(xs.length / mask.length),
    brightness: round(brightness),
    contrast: round(contrast),
    lineDensity: round(Math.min(1, gradSum / count / skinLevel / 2)),
    lineDirection: round(gxSum + gySum === 0 ? 0 : (gySum - gxSum) / (gxSum + gySum)),
    texture: round(Math.min(1, lapSum / count / skinLevel)),
    warmth: round(xs.length === 0 ? 0 : warmthSum / xs.length),
    signature: signatureOf(lum, width, height),
  };
}
