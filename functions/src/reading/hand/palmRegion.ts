/**
 * The palm as a flat, upright picture: a frame fixed to the hand (origin at the wrist, one palm
 * length to the middle knuckle, the index side always to the right), sampled from the photo's
 * luminance. Left and right hands, mirrored selfies, rotated and nearer or farther photos of one
 * hand all come out alike, so what is measured on it is the hand's, not the photo's.
 */
import type { RgbImage } from '../types.js';
import { LM, type Point3 } from './landmarks.js';

/** Grid samples per palm length. */
export const GRID_SCALE = 120;
/** The palm's extent in palm units: u across (index side positive), v from the wrist (0) to the knuckles (1). */
export const U_RANGE = [-0.55, 0.55] as const;
export const V_RANGE = [0, 1] as const;

export interface PalmFrame {
  origin: readonly [number, number];
  /** Image vector of one palm unit along v (wrist → middle knuckle) and along u (→ index side). */
  along: readonly [number, number];
  across: readonly [number, number];
}

export function palmFrame(lm: readonly Point3[]): PalmFrame {
  const wrist = lm[LM.wrist]!;
  const middle = lm[LM.middleMcp]!;
  const along: [number, number] = [middle[0] - wrist[0], middle[1] - wrist[1]];
  let across: [number, number] = [-along[1], along[0]];
  const index = lm[LM.indexMcp]!;
  const pinky = lm[LM.pinkyMcp]!;
  const side = (index[0] - pinky[0]) * across[0] + (index[1] - pinky[1]) * across[1];
  if (side < 0) across = [-across[0], -across[1]];
  return { origin: [wrist[0], wrist[1]], along, across };
}

export function toImage(frame: PalmFrame, u: number, v: number): [number, number] {
  return [
    frame.origin[0] + v * frame.along[0] + u * frame.across[0],
    frame.origin[1] + v * frame.along[1] + u * frame.across[1],
  ];
}

/** Image point → palm units [u, v] (the inverse of toImage). */
export function toPalm(frame: PalmFrame, x: number, y: number): [number, number] {
  const [ax, ay] = frame.along;
  const [cx, cy] = frame.across;
  const det = ax * cy - ay * cx;
  const dx = x - frame.origin[0];
  const dy = y - frame.origin[1];
  return [(ax * dy - ay * dx) / det, (dx * cy - dy * cx) / det];
}

export interface PalmGrid {
  width: number;
  height: number;
  /** Luminance 0..1, row 0 at the knuckles (v = 1); NaN outside the photo. */
  lum: Float32Array;
  u(col: number): number;
  v(row: number): number;
  col(u: number): number;
  row(v: number): number;
}

export function luminanceAt(image: RgbImage, x: number, y: number): number {
  if (x < 0 || y < 0 || x > image.width - 1 || y > image.height - 1) return Number.NaN;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(image.width - 1, x0 + 1);
  const y1 = Math.min(image.height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const at = (px: number, py: number) => {
    const i = (py * image.width + px) * 3;
    return (0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!) / 255;
  };
  return (
    at(x0, y0) * (1 - fx) * (1 - fy) + at(x1, y0) * fx * (1 - fy) + at(x0, y1) * (1 - fx) * fy + at(x1, y1) * fx * fy
  );
}

export function rectifyPalm(image: RgbImage, frame: PalmFrame): PalmGrid {
  const width = Math.round((U_RANGE[1] - U_RANGE[0]) * GRID_SCALE);
  const height = Math.round((V_RANGE[1] - V_RANGE[0]) * GRID_SCALE);
  const u = (col: number) => U_RANGE[0] + col / GRID_SCALE;
  const v = (row: number) => V_RANGE[1] - row / GRID_SCALE;
  const lum = new Float32Array(width * height);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const [x, y] = toImage(frame, u(col), v(row));
      lum[row * width + col] = luminanceAt(image, x, y);
    }
  }
  return {
    width,
    height,
    lum,
    u,
    v,
    col: (value) => Math.round((value - U_RANGE[0]) * GRID_SCALE),
    row: (value) => Math.round((V_RANGE[1] - value) * GRID_SCALE),
  };
}

/** The palm's outline in image coordinates: wrist, thumb base, the four knuckles, the wrist's little-finger side. */
export function palmPolygon(lm: readonly Point3[]): Array<[number, number]> {
  const frame = palmFrame(lm);
  const pick = (i: number): [number, number] => [lm[i]![0], lm[i]![1]];
  return [
    pick(LM.wrist),
    pick(LM.thumbCmc),
    pick(LM.indexMcp),
    pick(LM.middleMcp),
    pick(LM.ringMcp),
    pick(LM.pinkyMcp),
    toImage(frame, -0.4, 0.1),
  ];
}

export function insidePolygon(polygon: ReadonlyArray<readonly [number, number]>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Mean of a square window (radius r) at every cell, ignoring NaN cells. */
export function boxMean(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const w1 = width + 1;
  const sum = new Float64Array(w1 * (height + 1));
  const count = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    let rowCount = 0;
    for (let x = 0; x < width; x++) {
      const value = values[y * width + x]!;
      if (!Number.isNaN(value)) {
        rowSum += value;
        rowCount++;
      }
      sum[(y + 1) * w1 + x + 1] = sum[y * w1 + x + 1]! + rowSum;
      count[(y + 1) * w1 + x + 1] = count[y * w1 + x + 1]! + rowCount;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const s = sum[y1 * w1 + x1]! - sum[y0 * w1 + x1]! - sum[y1 * w1 + x0]! + sum[y0 * w1 + x0]!;
      const n = count[y1 * w1 + x1]! - count[y0 * w1 + x1]! - count[y1 * w1 + x0]! + count[y0 * w1 + x0]!;
      out[y * width + x] = n === 0 ? Number.NaN : s / n;
    }
  }
  return out;
}

export interface PalmQuality {
  /** Mean luminance on the palm, 0..1. */
  brightness: number;
  /** Share of palm pixels blown out to white (every channel at its top). */
  clipped: number;
  /**
   * Fine detail: mean absolute difference between the palm and a 5×5 blur of it, at GRID_SCALE
   * samples per palm length, over the palm's brightness. Creases and skin texture keep it well
   * above zero; a palm out of focus or shaken flattens it.
   */
  sharpness: number;
}

export function palmQuality(
  image: RgbImage,
  lm: readonly Point3[],
  grid = rectifyPalm(image, palmFrame(lm)),
): PalmQuality {
  // Brightness on the photo's own pixels inside the palm's outline; detail on the rectified palm.
  const polygon = palmPolygon(lm);
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  const step = Math.max(1, Math.floor((Math.max(...xs) - Math.min(...xs)) / 80));
  let sum = 0;
  let clipped = 0;
  let n = 0;
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(image.height - 1, Math.max(...ys)); y += step) {
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x <= Math.min(image.width - 1, Math.max(...xs)); x += step) {
      if (!insidePolygon(polygon, x, y)) continue;
      const i = (y * image.width + x) * 3;
      const lum = (0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!) / 255;
      sum += lum;
      // White, not just one channel at its top: light skin in warm light saturates red and keeps its creases.
      if (Math.min(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!) >= 250) clipped++;
      n++;
    }
  }
  const brightness = n === 0 ? 0 : sum / n;
  return { brightness, clipped: n === 0 ? 0 : clipped / n, sharpness: gridSharpness(grid) };
}

/** Sharpness (see PalmQuality) on the rectified palm's central part. */
export function gridSharpness(grid: PalmGrid): number {
  const blurred = boxMean(grid.lum, grid.width, grid.height, 2);
  let detail = 0;
  let level = 0;
  let n = 0;
  for (let row = grid.row(0.85); row <= grid.row(0.15); row++) {
    for (let col = grid.col(-0.3); col <= grid.col(0.3); col++) {
      const i = row * grid.width + col;
      const value = grid.lum[i]!;
      if (Number.isNaN(value) || Number.isNaN(blurred[i]!)) continue;
      detail += Math.abs(value - blurred[i]!);
      level += value;
      n++;
    }
  }
  return n === 0 ? 0 : detail / n / Math.max(0.1, level / n);
}
