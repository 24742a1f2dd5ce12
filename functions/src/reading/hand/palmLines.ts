/**
 * The three principal lines (heart, head, life), traced on the rectified palm (palmRegion.ts).
 * Creases are darker than the skin around them: a ridge map (a wide local mean minus a narrow one,
 * over the local brightness, so dark and light skin read alike) scores every cell, and each line is
 * the best path through the band where palmistry places it, found by dynamic programming. Only the
 * part of that path that really runs along a crease counts; a line with too little of it is "not
 * traced" rather than invented.
 */
import type { RgbImage } from '../palmMeasures.js';
import type { Point3 } from './landmarks.js';
import { boxMean, palmFrame, rectifyPalm, toImage, type PalmGrid } from './palmRegion.js';

export type LineName = 'heart' | 'head' | 'life';
export const LINE_NAMES: LineName[] = ['heart', 'head', 'life'];

export interface LineMeasure {
  /** Traced length in palm lengths. */
  length: number;
  /** Mean darkness of the crease against the skin around it, 0..1. */
  depth: number;
  /** Largest distance of the line from its chord over the chord's length: 0 straight, ~0.3 a deep arc. */
  curvature: number;
}

export interface TracedLine extends LineMeasure {
  /** The line in the analysed image's pixels. */
  points: Array<[number, number]>;
}

export type TracedLines = Record<LineName, TracedLine | null>;

/** Where each line runs, in palm units (u across, index side positive; v from wrist 0 to knuckles 1). */
interface Band {
  /** 'columns': the path crosses the palm (one v per u); 'rows': it runs along it (one u per v). */
  along: 'columns' | 'rows';
  from: number;
  to: number;
  /** The other coordinate's range at the start and at the end (interpolated in between). */
  start: [number, number];
  end: [number, number];
}

const BANDS: Record<LineName, Band> = {
  // Below the finger roots, from the little-finger edge toward the index and middle fingers.
  heart: { along: 'columns', from: -0.48, to: 0.32, start: [0.7, 0.93], end: [0.72, 0.97] },
  // From between thumb and index, across the middle of the palm, sloping toward the wrist.
  head: { along: 'columns', from: 0.42, to: -0.46, start: [0.5, 0.76], end: [0.3, 0.72] },
  // Around the ball of the thumb, from near the head line's start down to the wrist.
  life: { along: 'rows', from: 0.72, to: 0.06, start: [0.18, 0.5], end: [-0.02, 0.34] },
};

/** How far a crease must stand out from the palm's typical ridge response to count as traced. */
const RIDGE_FACTOR = 2;
/** Columns/rows a trace may bridge where the crease fades for a moment. */
const MAX_GAP = 4;
/** Shortest traced part, in palm lengths, that counts as the line. */
const MIN_LENGTH = 0.3;

function ridgeMap(grid: PalmGrid): Float32Array {
  const narrow = boxMean(grid.lum, grid.width, grid.height, 1);
  const wide = boxMean(grid.lum, grid.width, grid.height, 5);
  const ridge = new Float32Array(grid.lum.length);
  for (let i = 0; i < ridge.length; i++) {
    const value = (wide[i]! - narrow[i]!) / Math.max(0.08, wide[i]!);
    ridge[i] = Number.isNaN(value) ? 0 : Math.max(0, value);
  }
  return ridge;
}

interface Path {
  cells: Array<[number, number]>; // [col, row]
  scores: number[];
}

/** The path through `band` with the highest total ridge response, moving at most one cell sideways per step. */
function bestPath(grid: PalmGrid, ridge: Float32Array, band: Band, avoid?: Path): Path {
  const byColumns = band.along === 'columns';
  const stepIndex = (value: number) => (byColumns ? grid.col(value) : grid.row(value));
  const crossIndex = (value: number) => (byColumns ? grid.row(value) : grid.col(value));
  const first = stepIndex(band.from);
  const last = stepIndex(band.to);
  const direction = last >= first ? 1 : -1;
  const steps = Math.abs(last - first) + 1;
  const limits = Array.from({ length: steps }, (_, k) => {
    const t = steps === 1 ? 0 : k / (steps - 1);
    const a = crossIndex(band.start[0] + t * (band.end[0] - band.start[0]));
    const b = crossIndex(band.start[1] + t * (band.end[1] - band.start[1]));
    return [Math.max(0, Math.min(a, b)), Math.min((byColumns ? grid.height : grid.width) - 1, Math.max(a, b))];
  });
  const avoidAt = new Map<number, number>();
  avoid?.cells.forEach(([c, r]) => avoidAt.set(byColumns ? c : r, byColumns ? r : c));
  const cell = (k: number, x: number) => {
    const s = first + direction * k;
    return byColumns ? x * grid.width + s : s * grid.width + x;
  };
  const score: Float32Array[] = [];
  const from: Int16Array[] = [];
  for (let k = 0; k < steps; k++) {
    const [lo, hi] = limits[k]!;
    const size = (byColumns ? grid.height : grid.width) + 1;
    const here = new Float32Array(size).fill(-Infinity);
    const back = new Int16Array(size).fill(-1);
    for (let x = lo!; x <= hi!; x++) {
      const blocked = avoidAt.has(first + direction * k) && Math.abs(avoidAt.get(first + direction * k)! - x) <= 6;
      const gain = blocked ? -1 : ridge[cell(k, x)]!;
      if (k === 0) {
        here[x] = gain;
        continue;
      }
      let best = -Infinity;
      for (let dx = -1; dx <= 1; dx++) {
        const prev = score[k - 1]![x + dx];
        if (prev !== undefined && prev - Math.abs(dx) * 0.002 > best) {
          best = prev - Math.abs(dx) * 0.002;
          back[x] = x + dx;
        }
      }
      here[x] = best + gain;
    }
    score.push(here);
    from.push(back);
  }
  let x = 0;
  let best = -Infinity;
  score[steps - 1]!.forEach((value, i) => {
    if (value > best) {
      best = value;
      x = i;
    }
  });
  const cells: Array<[number, number]> = [];
  const scores: number[] = [];
  for (let k = steps - 1; k >= 0 && x >= 0; k--) {
    const s = first + direction * k;
    cells.unshift(byColumns ? [s, x] : [x, s]);
    scores.unshift(ridge[cell(k, x)]!);
    x = from[k]![x]!;
  }
  return { cells, scores };
}

/** Ridge response along the path, averaged over a few steps: a crease holds up, noise flickers. */
function smoothed(scores: number[], radius = 3): number[] {
  return scores.map((_, k) => {
    const window = scores.slice(Math.max(0, k - radius), k + radius + 1);
    return window.reduce((s, v) => s + v, 0) / window.length;
  });
}

/** The longest stretch of the path that runs along a crease (short fades bridged). */
function creaseStretch(path: Path, threshold: number): Path | null {
  const steady = smoothed(path.scores);
  let best: [number, number] | null = null;
  let start = -1;
  let lastStrong = -1;
  for (let k = 0; k <= path.scores.length; k++) {
    const strong = k < steady.length && steady[k]! >= threshold;
    if (strong) {
      if (start < 0 || k - lastStrong > MAX_GAP) start = k;
      lastStrong = k;
      if (!best || lastStrong - start > best[1] - best[0]) best = [start, lastStrong];
    }
  }
  if (!best) return null;
  // The averaging runs a little past a crease's ends: trim back to where the crease itself is.
  let [from, to] = best;
  while (from < to && path.scores[from]! < threshold) from++;
  while (to > from && path.scores[to]! < threshold) to--;
  return { cells: path.cells.slice(from, to + 1), scores: path.scores.slice(from, to + 1) };
}

function measureOf(grid: PalmGrid, stretch: Path, typical: number): LineMeasure {
  const pts = stretch.cells.map(([c, r]) => [grid.u(c), grid.v(r)] as const);
  let length = 0;
  for (let i = 1; i < pts.length; i++) length += Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]);
  const [a, b] = [pts[0]!, pts[pts.length - 1]!];
  const chord = Math.hypot(b[0] - a[0], b[1] - a[1]);
  let sagitta = 0;
  for (const p of pts) {
    const d = chord === 0 ? 0 : Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / chord;
    sagitta = Math.max(sagitta, d);
  }
  const mean = stretch.scores.reduce((s, v) => s + v, 0) / stretch.scores.length;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    length: round(length),
    depth: round(Math.min(1, mean / Math.max(1e-6, typical * 10))),
    curvature: round(chord === 0 ? 0 : sagitta / chord),
  };
}

/** Every `every`-th cell, and the last, as image points. */
function polyline(grid: PalmGrid, lm: readonly Point3[], stretch: Path, every = 5): Array<[number, number]> {
  const frame = palmFrame(lm);
  const picked = stretch.cells.filter((_, i) => i % every === 0 || i === stretch.cells.length - 1);
  return picked.map(([c, r]) => {
    const [x, y] = toImage(frame, grid.u(c), grid.v(r));
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  });
}

export function tracePalmLines(
  image: RgbImage,
  lm: readonly Point3[],
  grid = rectifyPalm(image, palmFrame(lm)),
): TracedLines {
  const ridge = ridgeMap(grid);
  // The palm's typical ridge response: creases must stand well above it.
  const inPalm: number[] = [];
  for (let row = grid.row(0.9); row <= grid.row(0.1); row++) {
    for (let col = grid.col(-0.4); col <= grid.col(0.4); col++) inPalm.push(ridge[row * grid.width + col]!);
  }
  inPalm.sort((a, b) => a - b);
  const typical = Math.max(1e-4, inPalm[Math.floor(inPalm.length * 0.75)] ?? 0);
  const threshold = typical * RIDGE_FACTOR;

  const trace = (name: LineName, avoid?: Path): { line: TracedLine | null; path: Path } => {
    const path = bestPath(grid, ridge, BANDS[name], avoid);
    const stretch = creaseStretch(path, threshold);
    if (!stretch) return { line: null, path };
    const measure = measureOf(grid, stretch, typical);
    if (measure.length < MIN_LENGTH) return { line: null, path };
    return { line: { ...measure, points: polyline(grid, lm, stretch) }, path: stretch };
  };
  const heart = trace('heart');
  // The head line is its own crease, not the heart line's lower edge.
  const head = trace('head', heart.line ? heart.path : undefined);
  const life = trace('life');
  return { heart: heart.line, head: head.line, life: life.line };
}
