/**
 * A synthetic population of measured hands for the words check, drawn from the real-palm dev set's
 * measured distributions (`npm run engine-report` on every 2nd photo of ../shared/palms: 551 hands
 * read; the numbers below are all that is kept of them). Each measure is drawn from a normal with
 * the dev set's mean and SD (palm and finger ratio correlated 0.72, as measured); each line is traced
 * as often as on the dev set. "Another photo of the same hand" adds the photo-to-photo noise measured
 * on the same photos re-encoded, mirrored, turned and halved (per measure SD, and how often a line is
 * traced on one and not the other).
 */
import { LINE_NAMES, type LineMeasure, type LineName } from '../src/reading/lines/palmLines.js';
import type { HandShape } from '../src/reading/hand/handGeometry.js';
import type { HandMeasures } from '../src/reading/types.js';

type Stat = { mean: number; sd: number; noise: number };

export const SHAPE_STATS: Record<keyof HandShape, Stat> = {
  palmRatio: { mean: 0.6161, sd: 0.0396, noise: 0.0039 },
  fingerRatio: { mean: 0.9446, sd: 0.0576, noise: 0.0047 },
  indexRingRatio: { mean: 0.9732, sd: 0.0265, noise: 0.002 },
  thumbRatio: { mean: 0.949, sd: 0.0503, noise: 0.0027 },
  thumbSpread: { mean: 24.79, sd: 16.37, noise: 0.33 },
};
export const PALM_FINGER_CORRELATION = 0.723;

/**
 * The shape measures of phone photos alone (97 different hands of every 4th dev photo): a person
 * photographing their own palm holds the thumb in against the hand (spread 11° against 25° over all
 * photos) and the phone close, which shortens the fingers for the palm. Real readings come in such
 * clusters; the words must not repeat within one.
 */
export const PHONE_SHAPE_STATS: Record<keyof HandShape, Stat> = {
  palmRatio: { ...SHAPE_STATS.palmRatio, mean: 0.599, sd: 0.04 },
  fingerRatio: { ...SHAPE_STATS.fingerRatio, mean: 0.899, sd: 0.052 },
  indexRingRatio: { ...SHAPE_STATS.indexRingRatio, mean: 0.983, sd: 0.028 },
  thumbRatio: { ...SHAPE_STATS.thumbRatio, mean: 0.959, sd: 0.058 },
  thumbSpread: { ...SHAPE_STATS.thumbSpread, mean: 11.15, sd: 10.9 },
};

export const LINE_STATS: Record<
  LineName,
  { traced: number; presenceFlip: number } & Record<'length' | 'depth' | 'curvature' | 'confidence', Stat>
> = {
  heart: {
    traced: 0.985,
    presenceFlip: 0.009,
    length: { mean: 0.63, sd: 0.068, noise: 0.021 },
    depth: { mean: 0.357, sd: 0.118, noise: 0.017 },
    curvature: { mean: 0.151, sd: 0.058, noise: 0.028 },
    confidence: { mean: 0.511, sd: 0.277, noise: 0.053 },
  },
  head: {
    traced: 0.951,
    presenceFlip: 0.041,
    length: { mean: 0.612, sd: 0.151, noise: 0.091 },
    depth: { mean: 0.276, sd: 0.093, noise: 0.034 },
    curvature: { mean: 0.188, sd: 0.074, noise: 0.05 },
    confidence: { mean: 0.497, sd: 0.268, noise: 0.125 },
  },
  life: {
    traced: 0.886,
    presenceFlip: 0.084,
    length: { mean: 0.541, sd: 0.144, noise: 0.074 },
    depth: { mean: 0.291, sd: 0.105, noise: 0.025 },
    curvature: { mean: 0.172, sd: 0.111, noise: 0.047 },
    confidence: { mean: 0.511, sd: 0.275, noise: 0.08 },
  },
};

/** A small seeded PRNG, so the population is the same on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function normal(rnd: () => number, mean = 0, sd = 1): number {
  return mean + sd * Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export function measuresOf(shape: HandShape, lines: HandMeasures['lines']): HandMeasures {
  return {
    version: 2,
    shape,
    lines,
    fingertipsEstimated: false,
    levels: { palm: 'mid', fingers: 'mid' },
    signature: '',
  };
}

/** `count` different people's hands, as the engine measures them (shapes: all photos', or phone photos'). */
export function populationHands(count: number, seed = 1, shapes = SHAPE_STATS): HandMeasures[] {
  const rnd = random(seed);
  const s = shapes;
  return Array.from({ length: count }, () => {
    const palm = normal(rnd);
    const fingers = PALM_FINGER_CORRELATION * palm + Math.sqrt(1 - PALM_FINGER_CORRELATION ** 2) * normal(rnd);
    const shape: HandShape = {
      palmRatio: s.palmRatio.mean + s.palmRatio.sd * palm,
      fingerRatio: s.fingerRatio.mean + s.fingerRatio.sd * fingers,
      indexRingRatio: normal(rnd, s.indexRingRatio.mean, s.indexRingRatio.sd),
      thumbRatio: normal(rnd, s.thumbRatio.mean, s.thumbRatio.sd),
      thumbSpread: Math.max(0, normal(rnd, s.thumbSpread.mean, s.thumbSpread.sd)),
    };
    const line = (name: LineName): LineMeasure | null => {
      const l = LINE_STATS[name];
      if (rnd() >= l.traced) return null;
      const measure = {
        length: Math.max(0.2, normal(rnd, l.length.mean, l.length.sd)),
        depth: clamp01(normal(rnd, l.depth.mean, l.depth.sd)),
        curvature: Math.max(0, normal(rnd, l.curvature.mean, l.curvature.sd)),
        confidence: clamp01(normal(rnd, l.confidence.mean, l.confidence.sd)),
      };
      // The life line's mean place across the palm (dev set: mean 0.143, sd 0.05) and the heart
      // line's end height (mean 0.798, sd 0.051), drawn from the line's own measures so the
      // population's other draws stay as they were.
      if (name === 'head') return measure;
      const spread = (((Math.sin(measure.length * 12.9898 + measure.depth * 78.233) * 43758.5453) % 1) + 1) % 1;
      if (name === 'heart')
        return { ...measure, course: [-0.3, 0.75, -0.1, 0.78, 0.117, 0.798 + 0.051 * 3.46 * (spread - 0.5)] };
      return { ...measure, fit: [0.143 + 0.05 * 3.46 * (spread - 0.5), 0.6, 0.4] };
    };
    return measuresOf(shape, { heart: line('heart'), head: line('head'), life: line('life') });
  });
}

/** Another photo of the same hand: each measure moved by the photo-to-photo noise measured on the dev set. */
export function anotherPhoto(m: HandMeasures, rnd: () => number): HandMeasures {
  const shape = Object.fromEntries(
    Object.entries(m.shape).map(([k, v]) => [k, v + normal(rnd, 0, SHAPE_STATS[k as keyof HandShape].noise)]),
  ) as unknown as HandShape;
  const lines = Object.fromEntries(
    LINE_NAMES.map((name) => {
      const l = LINE_STATS[name];
      const line = m.lines[name];
      if (rnd() < l.presenceFlip) {
        // Traced on one photo and not the other.
        return [name, line ? null : populationHands(1, Math.floor(rnd() * 1e9))[0]!.lines[name]];
      }
      if (!line) return [name, null];
      return [
        name,
        {
          length: Math.max(0.2, line.length + normal(rnd, 0, l.length.noise)),
          depth: clamp01(line.depth + normal(rnd, 0, l.depth.noise)),
          curvature: Math.max(0, line.curvature + normal(rnd, 0, l.curvature.noise)),
          confidence: clamp01((line.confidence ?? 0.5) + normal(rnd, 0, l.confidence.noise)),
          // The life line's mean place moves by 0.027 between copies of a photo (dev set).
          ...(line.fit ? { fit: [line.fit[0]! + normal(rnd, 0, 0.027), ...line.fit.slice(1)] } : {}),
          // The heart line's end height stays put on four copies in five and moves by 0.031 (rms) in all.
          ...(line.course
            ? { course: [...line.course.slice(0, 5), line.course[5]! + (rnd() < 0.8 ? 0 : normal(rnd, 0, 0.07))] }
            : {}),
        },
      ];
    }),
  ) as HandMeasures['lines'];
  return measuresOf(shape, lines);
}
