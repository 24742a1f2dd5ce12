/**
 * What the texts are written from: coarse levels of what the engine measured. Shape traits (palm,
 * fingers, index against ring, thumb length, how the thumb is held) are ratios and angles of landmark
 * distances, so a resized or re-encoded copy, a rotation or a mirrored front-camera photo of the same
 * hand keeps them; they seed and write the headline texts, with the heart line (traced or not, and its
 * reach where clearly short or long). The lines' length, depth and curve move across their bands from
 * one copy of a photo to the next a quarter of the time or more: they seed only the daily parts and
 * compatibility (handSeed), never the headline words (docs/decisions/0017-words-from-traits-that-hold.md).
 */
import type { Archetype } from '../../contract/enums.js';
import { fingerLength, SHAPE_QUARTILES, SHAPE_THRESHOLDS, type HandShape } from '../hand/handGeometry.js';
import { LINE_NAMES, type LineMeasure, type LineName } from '../lines/palmLines.js';
import { level } from '../levels.js';
import type { HandMeasures, Level } from '../types.js';
import type { ApolloKey, FingerKey, PalmKey, ShapeKeys, ThumbKey, ThumbSetKey } from '../types.js';

export type { ApolloKey, FingerKey, PalmKey, ShapeKeys, ThumbKey, ThumbSetKey };

/** The heart line's reach where it is clearly short or clearly long; null in between, untraced or faint. */
export type HeartReach = 'short' | 'long' | null;

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
  heartReach: HeartReach;
  /** How wide the life line runs into the palm around the thumb; null where it is untraced or unmeasured. */
  lifeSweep: LifeSweep;
  /** How high the heart line ends, under the fingers; null where it is untraced, unmeasured or in between. */
  heartEnd: HeartEnd;
  lines: Record<LineName, LineTraits | null>;
}

/**
 * The life line's sweep: the mean place of all its points across the palm (u, thumb side positive),
 * against the dev set's median. Unlike its length, depth or bend, it holds on copies of a photo: on
 * every 16th dev photo and its four copies (re-encoded, mirrored, turned, halved), 91% of copies read
 * the same side of the median (246 pairs; docs/engine.md).
 */
export type LifeSweep = 'wide' | 'close' | null;
export const LIFE_SWEEP_MEDIAN = 0.129;

/**
 * Where the heart line ends in height (v of its end, the wrist 0 and the middle knuckle 1): high under
 * the fingers, from the dev set's upper quartile; low, lower than most, below its lower
 * quartile; unsaid in between. Of the lines' places and courses measured on every 16th dev photo and its
 * four copies, it is the one that holds besides the life line's sweep: 91% of copies in the same band
 * (299 pairs), 2% on the other side (a high line read low); the head line's end height, its slope and
 * whether head and life lines start together keep their bands on 74–85% (docs/engine.md).
 */
export type HeartEnd = 'high' | 'low' | null;
export const HEART_END_QUARTILES = [0.758, 0.825] as const;

/**
 * Shape bands at the quartiles of real hands (handGeometry.ts), around the archetype thresholds at
 * their medians. Each line's bands sit at the terciles of that line as traced on the dev set's real
 * palms (530 palms: 528 heart, 511 head, 488 life lines; docs/engine.md): a heart line is long or deep
 * among heart lines, not among head lines, which run longer and shallower.
 */
export const TRAIT_BANDS = {
  ...SHAPE_QUARTILES,
  /** Thumb length over palm length: the dev set's quartiles (phone photos weighing 85%). */
  thumb: [0.921, 0.956, 0.993],
  /**
   * Degrees between thumb and index finger, near the dev set's quintiles (phone photos weighing 85%:
   * 5.7°, 8.5°, 17.7°, 34.1°): close under 6°, near under 10°, natural under 20°, open under 35°,
   * wide beyond. A photo re-encoded, mirrored or halved moves it by a quarter of a degree.
   */
  thumbSet: [6, 10, 20, 35],
  /**
   * The heart line's length where its reach is said: below the dev set's 7th percentile (short),
   * from its 93rd (long), and only of a clear line. Between two copies of one photo the heart line's
   * length moves by a fifth of the spread between hands (the head and life lines' by half): only its
   * clear extremes hold; and a faint trace is often a piece of the crease (on the one-hand series,
   * three of nine photos traced it at under half its length, each with a confidence under 0.1).
   */
  heartReach: { short: 0.52, long: 0.73 },
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

/** The shape measures the shape traits are banded on (fingerLength: the finger ratio for the palm's shape). */
export type ShapeMeasure = 'palmRatio' | 'fingerLength' | 'indexRingRatio' | 'thumbRatio' | 'thumbSpread';

interface Band<K extends string> {
  measure: ShapeMeasure;
  /** Edges in rising order; an inclusive edge counts a value equal to it as below it. */
  edges: ReadonlyArray<{ at: number; inclusive?: boolean }>;
  keys: readonly K[];
}

const edges = (...at: number[]) => at.map((value) => ({ at: value }));

/** Each shape trait's bands: the archetype thresholds at the middle, the quartiles (or quintiles) around. */
export const SHAPE_BANDS: { [T in keyof ShapeKeys]: Band<ShapeKeys[T]> } = {
  palm: {
    measure: 'palmRatio',
    edges: edges(TRAIT_BANDS.palm.low, SHAPE_THRESHOLDS.squarePalm, TRAIT_BANDS.palm.high),
    keys: ['long', 'longish', 'squarish', 'square'],
  },
  fingers: {
    measure: 'fingerLength',
    edges: edges(TRAIT_BANDS.fingers.low, SHAPE_THRESHOLDS.longFingers, TRAIT_BANDS.fingers.high),
    keys: ['short', 'shortish', 'longish', 'long'],
  },
  apollo: {
    measure: 'indexRingRatio',
    edges: [
      { at: SHAPE_THRESHOLDS.apolloIndexRing, inclusive: true },
      ...edges(TRAIT_BANDS.indexRing.ringLonger, TRAIT_BANDS.indexRing.indexLonger),
    ],
    keys: ['apollo', 'ring', 'level', 'index'],
  },
  thumb: { measure: 'thumbRatio', edges: edges(...TRAIT_BANDS.thumb), keys: ['short', 'shortish', 'longish', 'long'] },
  thumbSet: {
    measure: 'thumbSpread',
    edges: edges(...TRAIT_BANDS.thumbSet),
    keys: ['close', 'near', 'natural', 'open', 'wide'],
  },
};

export const shapeMeasure = (shape: HandShape, measure: ShapeMeasure): number =>
  measure === 'fingerLength' ? fingerLength(shape) : shape[measure];

/**
 * The band of `value` among `edges` (0 below the first). Given the band it was in before, an edge
 * of that band is crossed only `margin` past it: the band is kept while the value stays within it.
 */
export function bandOf(
  value: number,
  bandEdges: Band<string>['edges'],
  previous: number | null,
  margin: number,
): number {
  return bandEdges.filter((edge, i) => {
    const at = previous === null ? edge.at : i >= previous ? edge.at + margin : edge.at - margin;
    return edge.inclusive ? value > at : value >= at;
  }).length;
}

/**
 * The shape traits of a shape. Given the traits read before (a hand profile's), each stays in its
 * band unless its measure has left the band by that measure's margin.
 */
export function shapeKeys(
  shape: HandShape,
  previous: ShapeKeys | null = null,
  margins: Partial<Record<ShapeMeasure, number>> = {},
): ShapeKeys {
  const keyOf = <T extends keyof ShapeKeys>(trait: T): ShapeKeys[T] => {
    const band = SHAPE_BANDS[trait] as Band<ShapeKeys[T]>;
    const last = previous ? band.keys.indexOf(previous[trait]) : -1;
    const value = shapeMeasure(shape, band.measure);
    return band.keys[bandOf(value, band.edges, last < 0 ? null : last, margins[band.measure] ?? 0)]!;
  };
  return {
    palm: keyOf('palm'),
    fingers: keyOf('fingers'),
    apollo: keyOf('apollo'),
    thumb: keyOf('thumb'),
    thumbSet: keyOf('thumbSet'),
  };
}

/** The archetype shape traits give (handGeometry.ts archetypeOfShape, from the bands): Apollo first, then palm and fingers. */
export function archetypeOfKeys(keys: ShapeKeys): Archetype {
  if (keys.apollo === 'apollo') return 'LOVER';
  const square = keys.palm === 'square' || keys.palm === 'squarish';
  const long = keys.fingers === 'long' || keys.fingers === 'longish';
  if (square) return long ? 'VISIONARY' : 'BUILDER';
  return long ? 'ORACLE' : 'FREE_SPIRIT';
}

function heartEndOf(heart: LineMeasure | null): HeartEnd {
  const endV = heart?.course?.[5];
  if (endV === undefined) return null;
  const [low, high] = HEART_END_QUARTILES;
  return endV < low ? 'low' : endV >= high ? 'high' : null;
}

function lifeSweepOf(life: LineMeasure | null): LifeSweep {
  const meanU = life?.fit?.[0];
  if (meanU === undefined) return null;
  // Further from the thumb side (smaller u) is a wider sweep into the palm.
  return meanU < LIFE_SWEEP_MEDIAN ? 'wide' : 'close';
}

/**
 * The traits of a measured hand. `keys`, where given, are the shape traits of the person's hand
 * profile (reading/handProfile.ts), which a reading of their own palm is written from; the lines are
 * always this photo's.
 */
export function traitsOf(m: HandMeasures, keys: ShapeKeys = shapeKeys(m.shape)): HandTraits {
  const b = TRAIT_BANDS;
  const heart = m.lines.heart;
  // A reach is said of a clear line only: a faint trace is as often a piece of the crease as all of it.
  const clearHeart = heart && (heart.confidence ?? 1) >= CLEAR_LINE_CONFIDENCE ? heart : null;
  return {
    archetype: archetypeOfKeys(keys),
    ...keys,
    heartReach: !clearHeart
      ? null
      : clearHeart.length < b.heartReach.short
        ? 'short'
        : clearHeart.length >= b.heartReach.long
          ? 'long'
          : null,
    lifeSweep: lifeSweepOf(m.lines.life),
    heartEnd: heartEndOf(m.lines.heart),
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
 * levels, then the thumb's length and set (added later, at the end: a reading stores its seed, and
 * the daily parts read the traits back from it by place — dailyTraits in generatePalmReading.ts).
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
    t.thumb,
    t.thumbSet,
  );

export type ShapeTrait = 'palm' | 'fingers' | 'thumb' | 'thumbSet';
export const SHAPE_TRAITS: readonly ShapeTrait[] = ['palm', 'fingers', 'thumb', 'thumbSet'];

/** Where the hand sits on a grid of shape traits: each trait's level index and level count (Chooser.spread). */
export function placeOf(t: Pick<HandTraits, ShapeTrait>, traits: readonly ShapeTrait[]): Array<[number, number]> {
  return traits.map((trait) => {
    const keys: readonly string[] = SHAPE_BANDS[trait].keys;
    return [keys.indexOf(t[trait]), keys.length];
  });
}
