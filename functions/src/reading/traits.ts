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
/** The thumb's length against the palm, at the dev set's terciles. */
export type ThumbKey = 'short' | 'mid' | 'long';
/** How far the thumb is held from the index finger. */
export type ThumbSetKey = 'close' | 'natural' | 'wide';

/**
 * A traced line's levels. A line that stands out less than a fifth of the dev set's lines found in
 * place is not `clear`: its course is clear enough to speak of its reach, not of its depth or bend.
 */
export interface LineTraits {
  length: Level;
  depth: Level;
  curve: Level;
  clear: boolean;
}

/** Below this confidence a traced line's depth and curve are not spoken of. */
const CLEAR_LINE_CONFIDENCE = 0.2;

export interface HandTraits {
  archetype: Archetype;
  palm: PalmKey;
  fingers: FingerKey;
  apollo: ApolloKey;
  thumb: ThumbKey;
  thumbSet: ThumbSetKey;
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
  /** Thumb length over palm length: the dev set's terciles (phone photos weighing 85%). */
  thumb: { low: 0.932, high: 0.973 },
  /**
   * Degrees between thumb and index finger: held close under 10° (most phone photos), wide from 35°
   * (a thumb held well out; the upper quartile of all dev photos).
   */
  thumbSet: { close: 10, wide: 35 },
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
    clear: (line.confidence ?? 1) >= CLEAR_LINE_CONFIDENCE,
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
  const thumbLevel = level(shape.thumbRatio, b.thumb.low, b.thumb.high);
  return {
    archetype: archetypeOfShape(shape),
    palm,
    fingers,
    apollo,
    thumb: thumbLevel === 'low' ? 'short' : thumbLevel === 'high' ? 'long' : 'mid',
    thumbSet:
      shape.thumbSpread < b.thumbSet.close ? 'close' : shape.thumbSpread >= b.thumbSet.wide ? 'wide' : 'natural',
    lines: Object.fromEntries(LINE_NAMES.map((name) => [name, lineTraits(name, m.lines[name])])) as HandTraits['lines'],
  };
}

/**
 * The seed of a part of the reading: the coarse traits it is written from, never exact measures, so
 * the same hand photographed again keeps the words, and a hand that differs in those traits reads
 * differently.
 */
export const seedOf = (...traits: ReadonlyArray<string | null>): string => traits.map((t) => t ?? '-').join('|');

/**
 * The seed of the daily parts and of a pair's compatibility words: the shape and every traced line's
 * levels (kept as it was when readings were first stored with it: a shared reading's stored seed must
 * match its owner's).
 */
export const handSeed = (t: HandTraits): string =>
  seedOf(
    t.archetype,
    t.palm,
    t.fingers,
    t.apollo,
    ...LINE_NAMES.map((name) => {
      const l = t.lines[name];
      return l ? `${l.length}${l.depth}${l.curve}` : null;
    }),
  );
