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
 * their medians. Each line's bands sit at the terciles of that line as traced on the dev set's real
 * palms (530 palms: 528 heart, 511 head, 488 life lines; docs/engine.md): a heart line is long or deep
 * among heart lines, not among head lines, which run longer and shallower.
 */
export const TRAIT_BANDS = {
  ...SHAPE_QUARTILES,
  lines: {
    heart: { length: [0.6, 0.66], depth: [0.3, 0.38], curvature: [0.13, 0.18] },
    head: { length: [0.6, 0.7], depth: [0.23, 0.29], curvature: [0.15, 0.21] },
    life: { length: [0.53, 0.61], depth: [0.23, 0.31], curvature: [0.11, 0.18] },
  } satisfies Record<LineName, Record<'length' | 'depth' | 'curvature', [number, number]>>,
} as const;

function lineTraits(name: LineName, line: LineMeasure | null): LineTraits | null {
  if (!line) return null;
  const b = TRAIT_BANDS.lines[name];
  return {
    length: level(line.length, ...b.length),
    depth: level(line.depth, ...b.depth),
    curve: level(line.curvature, ...b.curvature),
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
    lines: Object.fromEntries(LINE_NAMES.map((name) => [name, lineTraits(name, m.lines[name])])) as HandTraits['lines'],
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
