/**
 * The hand's shape from its landmarks, and the archetype it gives, after classical palmistry's hand
 * shapes. Every measure is a ratio of 3-D landmark distances, so the hand's size in the photo, its
 * distance and (mostly) its tilt do not change it; skin colour and background never enter.
 *
 * | palmistry                                   | measured as                               | archetype   |
 * |---------------------------------------------|-------------------------------------------|-------------|
 * | Apollo-led: ring finger clearly longer than | index / ring finger length ≤ 0.958        | LOVER       |
 * |   the index (the finger of the heart's art) |                                           |             |
 * | Earth: square palm, short fingers           | palm ratio ≥ 0.603, finger length < 0.916 | BUILDER     |
 * | Air: square palm, long fingers              | palm ratio ≥ 0.603, finger length ≥ 0.916 | VISIONARY   |
 * | Water: long palm, long fingers              | palm ratio < 0.603, finger length ≥ 0.916 | ORACLE      |
 * | Fire: long palm, short fingers              | palm ratio < 0.603, finger length < 0.916 | FREE_SPIRIT |
 *
 * Palm ratio is the breadth across the knuckles (index to little-finger knuckle) over the palm's
 * length (wrist to the middle finger's knuckle); finger ratio is the middle finger's length (knuckle
 * to tip, along its joints) over the same palm length (see handShapeOf for which landmarks each is
 * taken from); finger length is the finger ratio judged against palms of the same shape (see
 * fingerLength).
 *
 * Where the numbers come from: the real detector (mediapipeHands.ts) on every 2nd photo of the
 * real-palm dev set (../shared/palms, 555 hands read: 196 phone photos, 359 DSLR; `npm run
 * engine-report`). The two kinds differ: phone photos' palm ratio has its median at 0.599 and
 * finger ratio at 0.904, DSLR photos' (hands flat on a table, another population) at 0.627 and
 * 0.968. Palme reads phone photos, so the percentiles are taken with phone photos weighing 85% and
 * DSLR photos 15%: Apollo at the 20th percentile of index:ring, square palm and long fingers at the
 * medians, the text bands at the quartiles. That splits phone hands Free Spirit 29%, Visionary 14%,
 * Lover 18%, Builder 22%, Oracle 17%, and the whole dev set 12 / 35 / 28 / 10 / 16% (at the pooled
 * medians instead, phone hands were 55% Free Spirit). Photos of one hand differ by a seventh to a
 * tenth of the spread between hands on each measure (docs/engine.md); a hand right at a threshold
 * can still read either side of it.
 */
import type { Archetype } from '../../contract/enums.js';
import { chainLength, distance3, FINGERS, LM, palmLength, THUMB, type Point3 } from './landmarks.js';
import type { HandShape } from '../types.js';

export type { HandShape };

export const SHAPE_THRESHOLDS = {
  squarePalm: 0.603,
  longFingers: 0.916,
  apolloIndexRing: 0.958,
  /**
   * How much of the palm ratio's departure from the square-palm threshold is taken off the finger
   * ratio before fingers are called long (see fingerLength).
   */
  fingerForPalm: 0.75,
} as const;

/**
 * The dev set's quartiles (see above): the coarse levels stored with a reading and the text traits
 * (traits.ts) band each measure there, so a quarter of real hands falls on each side of each band.
 */
export const SHAPE_QUARTILES = {
  palm: { low: 0.572, high: 0.631 },
  /** Of fingerLength, not of the bare finger ratio. */
  fingers: { low: 0.885, high: 0.948 },
  /** Index:ring above the Apollo threshold: ring longer below the median, index longer above p75. */
  indexRing: { ringLonger: 0.981, indexLonger: 1.001 },
} as const;

const round = (value: number, places = 3): number => Math.round(value * 10 ** places) / 10 ** places;

function angleBetween(a: Point3, b: Point3, c: Point3, d: Point3): number {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v = [d[0] - c[0], d[1] - c[1], d[2] - c[2]];
  const dot = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const norm = Math.hypot(...u) * Math.hypot(...v);
  return norm === 0 ? 0 : (Math.acos(Math.max(-1, Math.min(1, dot / norm))) * 180) / Math.PI;
}

/**
 * The hand's shape from its landmarks in the photo and, where the detector gives them, its world
 * landmarks (metres, free of perspective). Each measure is taken where it is steadiest for one hand
 * and most spread between hands (measured on the dev set: the spread between hands over the spread
 * between nine photos of one hand): the palm's breadth from the photo's landmarks (3.6, against 1.4
 * from world landmarks), the middle finger from the world landmarks (4.1, against 2.2: a finger bent
 * toward the camera is foreshortened in the photo), index:ring as the mean of both (3.0).
 */
export function handShapeOf(lm: readonly Point3[], world?: readonly Point3[]): HandShape {
  const palm = palmLength(lm);
  const indexRing = (points: readonly Point3[]) =>
    chainLength(points, FINGERS.index) / chainLength(points, FINGERS.ring);
  return {
    palmRatio: round(distance3(lm[LM.indexMcp]!, lm[LM.pinkyMcp]!) / palm),
    fingerRatio: round(
      world ? chainLength(world, FINGERS.middle) / palmLength(world) : chainLength(lm, FINGERS.middle) / palm,
    ),
    indexRingRatio: round(world ? (indexRing(lm) + indexRing(world)) / 2 : indexRing(lm)),
    thumbRatio: round(chainLength(lm, THUMB) / palm),
    thumbSpread: round(angleBetween(lm[LM.thumbMcp]!, lm[LM.thumbTip]!, lm[LM.indexMcp]!, lm[8]!), 1),
  };
}

export type PalmShapeName = 'square' | 'long';
export type FingerLengthName = 'long' | 'short';

export const palmShapeName = (s: Pick<HandShape, 'palmRatio'>): PalmShapeName =>
  s.palmRatio >= SHAPE_THRESHOLDS.squarePalm ? 'square' : 'long';
/**
 * The middle finger's length for a palm of this shape: the finger ratio, less part of how far the
 * palm ratio lies from the square-palm threshold. Both ratios are over the palm's length, so they
 * rise together (correlation 0.71 over the dev set, 0.50 on its phone photos: docs/engine.md): judged on the bare finger ratio,
 * nearly every square palm had long fingers and nearly every long palm short ones, and the Earth and
 * Water hands (Builder, Oracle) were rare.
 */
export const fingerLength = (s: Pick<HandShape, 'fingerRatio' | 'palmRatio'>): number =>
  s.fingerRatio - SHAPE_THRESHOLDS.fingerForPalm * (s.palmRatio - SHAPE_THRESHOLDS.squarePalm);

export const fingerLengthName = (s: Pick<HandShape, 'fingerRatio' | 'palmRatio'>): FingerLengthName =>
  fingerLength(s) >= SHAPE_THRESHOLDS.longFingers ? 'long' : 'short';

export function archetypeOfShape(s: HandShape): Archetype {
  if (s.indexRingRatio <= SHAPE_THRESHOLDS.apolloIndexRing) return 'LOVER';
  const palm = palmShapeName(s);
  const fingers = fingerLengthName(s);
  if (palm === 'square') return fingers === 'short' ? 'BUILDER' : 'VISIONARY';
  return fingers === 'long' ? 'ORACLE' : 'FREE_SPIRIT';
}
