/**
 * The three principal lines (heart, head, life), traced on the rectified palm (palmRegion.ts).
 *
 * 1. **Only the palm**: a region from the landmarks (wrist, thumb base, the four knuckles, the
 *    little-finger edge), shrunk away from its outline, so that the hand's outline against a wall, the
 *    wall itself, a bracelet at the wrist and the finger roots are never searched.
 * 2. **Creases, not edges**: a crease is a narrow dark valley. On the log of the luminance (so that
 *    dark and light skin, dim and bright photos give the same contrast), the Hessian's larger
 *    eigenvalue at a few scales measures how sharply the skin dips across a line; a step (the edge of a
 *    shadow, the outline) also bends the luminance but has a slope that a valley's centre lacks, and
 *    that slope is subtracted. The response is divided by the palm's own typical response, so a
 *    crease is measured against that palm's skin texture.
 * 3. **Anatomy-anchored paths**: each line is the best path (dynamic programming, highest total
 *    crease response) through the band where palmistry places it, placed from where the dev set's line
 *    boxes lie in the palm's frame; the head line keeps clear of the heart line.
 * 4. **Only what is there**: of the path, the longest stretch that runs on a crease (short fades
 *    bridged) is the line. Its confidence is how it stands out (mean crease response times the share
 *    of it on a crease) placed among the dev set's lines found in their annotated boxes; a stretch too
 *    short, or fainter than nearly all of those lines, is "not clear in this photo" and not traced.
 *    The confidence says how clearly a crease is there, not that it is the named one: on the dev set
 *    it hardly separates traces in their box from traces beside it (docs/engine.md).
 */
import type { RgbImage } from '../types.js';
import { LM, type Point3 } from '../hand/landmarks.js';
import {
  GRID_SCALE,
  insidePolygon,
  palmFrame,
  rectifyPalm,
  toImage,
  toPalm,
  type PalmGrid,
} from '../hand/palmRegion.js';
import type { LineMeasure, LineName } from '../types.js';

export type { LineMeasure, LineName };

export const LINE_NAMES: LineName[] = ['heart', 'head', 'life'];

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
  /** The other coordinate's range at the start, halfway and at the end (interpolated in between). */
  start: [number, number];
  middle?: [number, number];
  end: [number, number];
}

function bandRange(band: Band, t: number): [number, number] {
  const mix = (a: [number, number], b: [number, number], f: number): [number, number] => [
    a[0] + f * (b[0] - a[0]),
    a[1] + f * (b[1] - a[1]),
  ];
  if (!band.middle) return mix(band.start, band.end, t);
  return t < 0.5 ? mix(band.start, band.middle, 2 * t) : mix(band.middle, band.end, 2 * t - 1);
}

/**
 * Bands from where the dev set's line boxes lie in the palm's frame (530 annotated palms): each band
 * runs between the median ends of its line's boxes, across the range their edges take.
 */
const BANDS: Record<LineName, Band> = {
  // From the little-finger edge, below the little finger, toward the index and middle fingers.
  heart: { along: 'columns', from: -0.48, to: 0.12, start: [0.6, 0.9], end: [0.72, 1.0] },
  // From between thumb and index, across the middle of the palm, sloping toward the little-finger side.
  head: { along: 'columns', from: 0.26, to: -0.18, start: [0.7, 0.95], end: [0.42, 0.75] },
  // From the same start, round the ball of the thumb, down toward the wrist.
  life: { along: 'rows', from: 0.84, to: 0.4, start: [0.15, 0.42], middle: [0.1, 0.4], end: [-0.04, 0.3] },
};

/** Scales (grid cells) at which creases are looked for: a palm crease is 1–4 cells wide at GRID_SCALE. */
const SCALES = [1, 1.6, 2.4];
/** How much of a valley's response its slope takes away: a step edge has slope, a valley's centre none. */
const SLOPE_WEIGHT = 0.3;
/** Distance (palm lengths) the search keeps from the palm region's outline. */
const MARGIN = 0.08;
/** How far a crease must stand out from the palm's typical response to count as traced. */
const CREASE_FACTOR = 1.6;
/**
 * How much a line stands out (its mean crease response times the share of it on a crease), at the
 * 0, 10, …, 100th percentiles of the dev set's lines traced in their annotated boxes: a line's
 * confidence is where it falls among them.
 */
const CONFIDENCE_QUANTILES: Record<LineName, number[]> = {
  heart: [1.17, 3.24, 3.74, 4.32, 4.63, 5.02, 5.46, 5.96, 6.52, 7.37, 19.89],
  head: [0.96, 2.2, 2.61, 3, 3.24, 3.53, 3.83, 4.23, 4.76, 5.45, 23.79],
  life: [0.73, 1.89, 2.4, 2.92, 3.36, 3.83, 4.27, 4.82, 5.54, 6.44, 16.5],
};
/**
 * Below this confidence a line is "not clear in this photo" and not traced: it stands out less than
 * all but the faintest few of the lines found in place on the dev palms, about what the best path
 * through bare skin texture reaches.
 */
const MIN_CONFIDENCE = 0.05;
/** Mean response (in the palm's typical response) at which a line's depth reads 1. */
const DEPTH_SCALE = 16;
/** Steps a trace may bridge where the crease fades for a moment. */
const MAX_GAP = 8;
/** Shortest traced part, in palm lengths, that counts as the line. */
export const MIN_LENGTH = 0.2;
/** Cells sideways a path may move per step, and what a sideways cell costs. */
const MAX_SLOPE = 2;
const SLOPE_COST = 0.05;
/** How sharply a step's gain falls as it turns away from the crease's own direction. */
const ALIGNMENT = 2;

/** The palm region in palm units: wrist, thumb base, knuckles, the little-finger edge. */
function palmRegionPolygon(lm: readonly Point3[]): Array<[number, number]> {
  const frame = palmFrame(lm);
  const at = (i: number) => toPalm(frame, lm[i]![0], lm[i]![1]);
  const ring = at(LM.ringMcp);
  const pinky = at(LM.pinkyMcp);
  // The palm's edge under the little finger lies beyond its knuckle, about a third of a knuckle gap.
  const edge: [number, number] = [
    pinky[0] + 0.35 * (pinky[0] - ring[0]),
    pinky[1] + 0.35 * (pinky[1] - ring[1]) - 0.04,
  ];
  return [
    [0, 0],
    at(LM.thumbCmc),
    at(LM.thumbMcp),
    at(LM.indexMcp),
    at(LM.middleMcp),
    ring,
    pinky,
    edge,
    [edge[0] * 0.9, 0.1],
  ];
}

function distanceToOutline(polygon: ReadonlyArray<readonly [number, number]>, x: number, y: number): number {
  let best = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [ax, ay] = polygon[j]!;
    const [bx, by] = polygon[i]!;
    const lengthSquared = (bx - ax) ** 2 + (by - ay) ** 2;
    const t =
      lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / lengthSquared));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

/** Which grid cells may be searched: inside the palm region, MARGIN from its outline, on the photo. */
function searchMask(grid: PalmGrid, polygon: ReadonlyArray<readonly [number, number]>): Uint8Array {
  const mask = new Uint8Array(grid.width * grid.height);
  for (let row = 0; row < grid.height; row++) {
    for (let col = 0; col < grid.width; col++) {
      const [u, v] = [grid.u(col), grid.v(row)];
      const i = row * grid.width + col;
      if (Number.isNaN(grid.lum[i]!) || !insidePolygon(polygon, u, v)) continue;
      if (distanceToOutline(polygon, u, v) >= MARGIN) mask[i] = 1;
    }
  }
  return mask;
}

/** Separable Gaussian blur (σ in cells), edges clamped. */
function gaussianBlur(values: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)));
  const total = kernel.reduce((s, w) => s + w, 0);
  const weights = kernel.map((w) => w / total);
  const pass = (input: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(input.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
          sum += weights[k + radius]! * input[yy * width + xx]!;
        }
        out[y * width + x] = sum;
      }
    }
    return out;
  };
  return pass(pass(values, true), false);
}

export interface CreaseMap {
  /** Response in units of the palm's typical response, 0 outside the search mask. */
  strength: Float32Array;
  /** The crease's direction at each cell (radians, in grid columns/rows; mod π). */
  angle: Float32Array;
}

/**
 * Crease response at every cell (0 outside the mask), in units of the palm's typical response: the
 * larger Hessian eigenvalue of the log luminance (positive across a dark valley), scale-normalised,
 * less its slope, best over SCALES.
 */
function creaseMap(grid: PalmGrid, mask: Uint8Array): CreaseMap {
  const { width, height } = grid;
  const logLum = new Float32Array(grid.lum.length);
  let fill = 0;
  let n = 0;
  for (let i = 0; i < logLum.length; i++) {
    if (mask[i]) {
      fill += grid.lum[i]!;
      n++;
    }
  }
  fill = n === 0 ? 0.5 : fill / n;
  for (let i = 0; i < logLum.length; i++) {
    const value = grid.lum[i]!;
    logLum[i] = Math.log((Number.isNaN(value) ? fill : value) + 0.03);
  }
  const response = new Float32Array(logLum.length);
  const angle = new Float32Array(logLum.length);
  for (const sigma of SCALES) {
    const s = gaussianBlur(logLum, width, height, sigma);
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        if (!mask[i]) continue;
        const dxx = s[i + 1]! - 2 * s[i]! + s[i - 1]!;
        const dyy = s[i + width]! - 2 * s[i]! + s[i - width]!;
        const dxy = (s[i + width + 1]! - s[i + width - 1]! - s[i - width + 1]! + s[i - width - 1]!) / 4;
        const gx = (s[i + 1]! - s[i - 1]!) / 2;
        const gy = (s[i + width]! - s[i - width]!) / 2;
        const half = Math.sqrt(((dxx - dyy) / 2) ** 2 + dxy * dxy);
        const larger = (dxx + dyy) / 2 + half;
        const value = sigma * sigma * larger - SLOPE_WEIGHT * sigma * Math.hypot(gx, gy);
        if (value > response[i]!) {
          response[i] = value;
          // The larger eigenvalue's eigenvector points across the valley; the crease runs perpendicular.
          angle[i] = 0.5 * Math.atan2(2 * dxy, dxx - dyy) + Math.PI / 2;
        }
      }
    }
  }
  const inPalm: number[] = [];
  for (let i = 0; i < response.length; i++) if (mask[i]) inPalm.push(response[i]!);
  inPalm.sort((a, b) => a - b);
  const typical = Math.max(1e-3, inPalm[Math.floor(inPalm.length * 0.75)] ?? 0);
  for (let i = 0; i < response.length; i++) response[i] = response[i]! / typical;
  return { strength: response, angle };
}

interface Path {
  cells: Array<[number, number]>; // [col, row]
  scores: number[];
}

/** The path through `band` with the highest total crease response, moving at most MAX_SLOPE cells sideways per step. */
function bestPath(grid: PalmGrid, crease: CreaseMap, band: Band, avoid?: Path): Path {
  const byColumns = band.along === 'columns';
  const stepIndex = (value: number) => (byColumns ? grid.col(value) : grid.row(value));
  const crossIndex = (value: number) => (byColumns ? grid.row(value) : grid.col(value));
  const first = stepIndex(band.from);
  const last = stepIndex(band.to);
  const direction = last >= first ? 1 : -1;
  const steps = Math.abs(last - first) + 1;
  const crossSize = byColumns ? grid.height : grid.width;
  const limits = Array.from({ length: steps }, (_, k) => {
    const t = steps === 1 ? 0 : k / (steps - 1);
    const range = bandRange(band, t);
    const a = crossIndex(range[0]);
    const b = crossIndex(range[1]);
    return [Math.max(0, Math.min(a, b)), Math.min(crossSize - 1, Math.max(a, b))] as const;
  });
  const avoidAt = new Map<number, number>();
  avoid?.cells.forEach(([c, r]) => avoidAt.set(byColumns ? c : r, byColumns ? r : c));
  const keepClear = Math.round(0.05 * GRID_SCALE);
  const cell = (k: number, x: number) => {
    const s = first + direction * k;
    return byColumns ? x * grid.width + s : s * grid.width + x;
  };
  const score: Float32Array[] = [];
  const from: Int16Array[] = [];
  for (let k = 0; k < steps; k++) {
    const [lo, hi] = limits[k]!;
    const here = new Float32Array(crossSize).fill(-Infinity);
    const back = new Int16Array(crossSize).fill(-1);
    const other = avoidAt.get(first + direction * k);
    for (let x = lo; x <= hi; x++) {
      const blocked = other !== undefined && Math.abs(other - x) <= keepClear;
      const i = cell(k, x);
      const gain = blocked ? -1 : Math.min(crease.strength[i]!, 3 * CREASE_FACTOR);
      if (k === 0) {
        here[x] = gain;
        continue;
      }
      let best = -Infinity;
      for (let dx = -MAX_SLOPE; dx <= MAX_SLOPE; dx++) {
        const prev = score[k - 1]![x + dx];
        if (prev === undefined) continue;
        // A step counts in full only along the crease it is on: crossing a crease is not following it.
        const stepAngle = byColumns ? Math.atan2(dx, direction) : Math.atan2(direction, dx);
        const along = blocked ? 1 : Math.abs(Math.cos(stepAngle - crease.angle[i]!)) ** ALIGNMENT;
        const value = prev - Math.abs(dx) * SLOPE_COST + (along - 1) * Math.max(0, gain);
        if (value > best) {
          best = value;
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
    scores.unshift(crease.strength[cell(k, x)]!);
    x = from[k]![x]!;
  }
  return { cells, scores };
}

/** Crease response along the path, averaged over a few steps: a crease holds up, noise flickers. */
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
  for (let k = 0; k < steady.length; k++) {
    if (steady[k]! < threshold) continue;
    if (start < 0 || k - lastStrong > MAX_GAP) start = k;
    lastStrong = k;
    if (!best || lastStrong - start > best[1] - best[0]) best = [start, lastStrong];
  }
  if (!best) return null;
  // The averaging runs a little past a crease's ends: trim back to where the crease itself is.
  let [from, to] = best;
  while (from < to && path.scores[from]! < threshold) from++;
  while (to > from && path.scores[to]! < threshold) to--;
  return { cells: path.cells.slice(from, to + 1), scores: path.scores.slice(from, to + 1) };
}

/** Where `value` falls among `quantiles` (evenly spaced percentiles), 0..1. */
function percentileOf(quantiles: readonly number[], value: number): number {
  if (quantiles.length < 2 || value <= quantiles[0]!) return 0;
  const last = quantiles.length - 1;
  if (value >= quantiles[last]!) return 1;
  let k = 0;
  while (value > quantiles[k + 1]!) k++;
  const [lo, hi] = [quantiles[k]!, quantiles[k + 1]!];
  return (k + (hi === lo ? 1 : (value - lo) / (hi - lo))) / last;
}

/** Mean u, mean v and the least-squares slope (dv/du; du/dv when the line runs along the palm). */
function lineFit(pts: ReadonlyArray<readonly [number, number]>, along: boolean): [number, number, number] {
  const n = pts.length;
  const mu = pts.reduce((s, p) => s + p[0], 0) / n;
  const mv = pts.reduce((s, p) => s + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [u, v] of pts) {
    const [x, y] = along ? [v - mv, u - mu] : [u - mu, v - mv];
    sxy += x * y;
    sxx += x * x;
  }
  return [mu, mv, sxx === 0 ? 0 : sxy / sxx];
}

function measureOf(grid: PalmGrid, name: LineName, stretch: Path): Required<LineMeasure> {
  const pts = stretch.cells.map(([c, r]) => [grid.u(c), grid.v(r)] as const);
  let length = 0;
  const along = [0];
  for (let i = 1; i < pts.length; i++) {
    length += Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]);
    along.push(length);
  }
  const halfway =
    pts[
      Math.max(
        0,
        along.findIndex((d) => d >= length / 2),
      )
    ]!;
  const [a, b] = [pts[0]!, pts[pts.length - 1]!];
  const chord = Math.hypot(b[0] - a[0], b[1] - a[1]);
  let sagitta = 0;
  for (const p of pts) {
    const d = chord === 0 ? 0 : Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / chord;
    sagitta = Math.max(sagitta, d);
  }
  const mean = stretch.scores.reduce((s, v) => s + v, 0) / stretch.scores.length;
  // How much the stretch stands out: its mean response times the share of it on a crease.
  const standOut = (mean * stretch.scores.filter((v) => v >= CREASE_FACTOR).length) / stretch.scores.length;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    length: round(length),
    depth: round(Math.min(1, mean / DEPTH_SCALE)),
    curvature: round(chord === 0 ? 0 : sagitta / chord),
    confidence: round(percentileOf(CONFIDENCE_QUANTILES[name], standOut)),
    course: [a[0], a[1], halfway[0], halfway[1], b[0], b[1]].map(round),
    fit: lineFit(pts, BANDS[name].along === 'rows').map(round),
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

/** What the tracer saw, for the engine report: the crease map, the search mask, each line's path. */
export interface LineTrace {
  grid: PalmGrid;
  mask: Uint8Array;
  crease: CreaseMap;
  lines: TracedLines;
  /** Each line's stretch in grid cells [col, row] (traced or not), its length and confidence. */
  paths: Record<LineName, { cells: Array<[number, number]>; length: number; confidence: number } | null>;
}

export function traceLinesInDetail(
  image: RgbImage,
  lm: readonly Point3[],
  grid = rectifyPalm(image, palmFrame(lm)),
): LineTrace {
  const mask = searchMask(grid, palmRegionPolygon(lm));
  const crease = creaseMap(grid, mask);
  const paths = {} as LineTrace['paths'];
  const trace = (name: LineName, avoid?: Path): { line: TracedLine | null; path: Path } => {
    const path = bestPath(grid, crease, BANDS[name], avoid);
    const stretch = creaseStretch(path, CREASE_FACTOR);
    paths[name] = null;
    if (!stretch) return { line: null, path };
    const measure = measureOf(grid, name, stretch);
    paths[name] = { cells: stretch.cells, length: measure.length, confidence: measure.confidence };
    if (measure.length < MIN_LENGTH || measure.confidence < MIN_CONFIDENCE) return { line: null, path };
    return { line: { ...measure, points: polyline(grid, lm, stretch) }, path: stretch };
  };
  const heart = trace('heart');
  // The head line is its own crease, not the heart line's lower edge.
  const head = trace('head', heart.line ? heart.path : undefined);
  const life = trace('life');
  return { grid, mask, crease, paths, lines: { heart: heart.line, head: head.line, life: life.line } };
}

export function tracePalmLines(image: RgbImage, lm: readonly Point3[], grid?: PalmGrid): TracedLines {
  return traceLinesInDetail(image, lm, grid).lines;
}
