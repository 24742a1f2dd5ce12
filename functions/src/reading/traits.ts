/**
 * What the texts are written from: coarse levels of what the engine measured. Shape traits (palm,
 * fingers, index against ring) are ratios of landmark distances, so a new photo, a resized or
 * re-encoded copy, a rotation or a mirrored front-camera photo of the same hand keeps them; they seed
 * the headline texts. Line traits (length, depth, curve of each traced line) are noisier from photo to
 * photo; they shape the life areas, and only where the line was traced.
 */
import type { Archetype } from '../contract/enums.js';
import {
  archetypeOfShape,
  palmShapeName,
  fingerLength,
  fingerLengthName,
  SHAPE_QUARTILES,
  SHAPE_THRESHOLDS,
} from './hand/handGeometry.js';
import { LINE_NAMES, type LineMeasure, type LineName } from './hand/palmLines.js';
import { level, type HandMeasures, type Level } from './palmMeasures.js';

/** The palm: long and narrow, a little long, near square, broad and square. */
export type PalmKey = 'long' | 'longish' | 'squarish' | 'square';
/** The middle finger against the palm: short, a little short, a little long, long. */
export type FingerKey = 'short' | 'shortish' | 'longish' | 'long';
/** Index against ring finger: ring clearly longer (the Apollo hand), ring longer, level, index longer. */
export type ApolloKey = 'apollo' | 'ring' | 'level' | 'index';

export interface LineTraits {
  length: Level;
  depth: Level;
  curve: Level;
}

export interface HandTraits {
  archetype: Archetype;
  palm: PalmKey;
  fingers: FingerKey;
  apollo: ApolloKey;
  lines: Record<LineName, LineTraits | null>;
}

/**
 * Shape bands at the quartiles of real hands (handGeometry.ts), around the archetype thresholds at
 * their medians; the line bands sit at the terciles of the lines traced on the dev set's real palms
 * (about 1,500 heart, head and life lines on 530 palms; docs/engine.md).
 */
export const TRAIT_BANDS = {
  ...SHAPE_QUARTILES,
  lineLength: { low: 0.59, high: 0.7 },
  lineDepth: { low: 0.24, high: 0.32 },
  lineCurve: { low: 0.14, high: 0.21 },
} as const;

function lineTraits(line: LineMeasure | null): LineTraits | null {
  if (!line) return null;
  const b = TRAIT_BANDS;
  return {
    length: level(line.length, b.lineLength.low, b.lineLength.high),
    depth: level(line.depth, b.lineDepth.low, b.lineDepth.high),
    curve: level(line.curvature, b.lineCurve.low, b.lineCurve.high),
  };
}

export function traitsOf(m: HandMeasures): HandTraits {
  const { shape } = m;
  const b = TRAIT_BANDS;
  const square = palmShapeName(shape) === 'square';
  const palm: PalmKey = square
    ? shape.palmRatio >= b.palm.high
      ? 'square'
      : 'squarish'
    : shape.palmRatio < b.palm.low
      ? 'long'
      : 'longish';
  const long = fingerLengthName(shape) === 'long';
  const fingerScore = fingerLength(shape);
  const fingers: FingerKey = long
    ? fingerScore >= b.fingers.high
      ? 'long'
      : 'longish'
    : fingerScore < b.fingers.low
      ? 'short'
      : 'shortish';
  const ratio = shape.indexRingRatio;
  const apollo: ApolloKey =
    ratio <= SHAPE_THRESHOLDS.apolloIndexRing
      ? 'apollo'
      : ratio < b.indexRing.ringLonger
        ? 'ring'
        : ratio < b.indexRing.indexLonger
          ? 'level'
          : 'index';
  return {
    archetype: archetypeOfShape(shape),
    palm,
    fingers,
    apollo,
    lines: Object.fromEntries(LINE_NAMES.map((name) => [name, lineTraits(m.lines[name])])) as HandTraits['lines'],
  };
}

/**
 * The seed of the headline texts: the reader, the archetype and the shape's two coarsest traits
 * (palm, fingers), never exact measures. The same person's new photo of the same hand keeps its
 * words; two people with hands alike still read in their own words.
 */
export const headlineSeed = (t: HandTraits, reader: string): string =>
  [reader, t.archetype, t.palm, t.fingers].join('|');

/** The seed of everything else that stays with the hand: its shape and the traced lines' levels. */
export const handSeed = (t: HandTraits): string =>
  [
    t.archetype,
    t.palm,
    t.fingers,
    t.apollo,
    ...LINE_NAMES.map((name) => {
      const l = t.lines[name];
      return l ? `${l.length}${l.depth}${l.curve}` : '-';
    }),
  ].join('|');
