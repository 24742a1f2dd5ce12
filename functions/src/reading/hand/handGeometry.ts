/**
 * The hand's shape from its landmarks, and the archetype it gives, after classical palmistry's hand
 * shapes. Every measure is a ratio of 3-D landmark distances, so the hand's size in the photo, its
 * distance and (mostly) its tilt do not change it; skin colour and background never enter.
 *
 * | palmistry                                   | measured as                              | archetype   |
 * |---------------------------------------------|------------------------------------------|-------------|
 * | Apollo-led: ring finger clearly longer than | index / ring finger length ≤ 0.92         | LOVER       |
 * |   the index (the finger of the heart's art) |                                          |             |
 * | Earth: square palm, short fingers           | palm ratio ≥ 0.72, finger ratio < 1.0     | BUILDER     |
 * | Air: square palm, long fingers              | palm ratio ≥ 0.72, finger ratio ≥ 1.0     | VISIONARY   |
 * | Water: long palm, long fingers              | palm ratio < 0.72, finger ratio ≥ 1.0     | ORACLE      |
 * | Fire: long palm, short fingers              | palm ratio < 0.72, finger ratio < 1.0     | FREE_SPIRIT |
 *
 * Where the numbers come from. Palm ratio is the breadth across the knuckles (index to little-finger
 * knuckle) over the palm's length (wrist to the middle finger's knuckle); finger ratio is the middle
 * finger's length (knuckle to tip, along its joints) over the same palm length. In anthropometric
 * surveys of adult hands (e.g. the ANSUR II survey; Kulaksiz & Gözil 2002) hand breadth over palm
 * length and middle-finger over palm length each vary with a coefficient of variation of about 5%
 * around a central value, and the index-to-ring length ratio (2D:4D) has a mean near 0.96 with an
 * SD near 0.03 (Manning 2002). Landmarks sit at joint centres rather than at the skin creases those
 * surveys use, so the centres are taken in landmark space: MediaPipe's own expected landmarks of real
 * hands (its test data's world landmarks) give a palm ratio of 0.70–0.73, a middle finger of 1.0 palm
 * lengths and an index/ring ratio of 0.90–1.0. The shape thresholds sit at those centres, so each of
 * the four shapes takes about a quarter of hands; the Apollo threshold sits about 1.3 SD below the
 * 2D:4D mean, about one hand in ten.
 */
import type { Archetype } from '../../contract/enums.js';
import { chainLength, distance3, FINGERS, LM, palmLength, THUMB, type Point3 } from './landmarks.js';

export const SHAPE_THRESHOLDS = {
  squarePalm: 0.72,
  longFingers: 1.0,
  apolloIndexRing: 0.92,
} as const;

export interface HandShape {
  /** Breadth across the knuckles / palm length. */
  palmRatio: number;
  /** Middle finger length / palm length. */
  fingerRatio: number;
  /** Index finger length / ring finger length. */
  indexRingRatio: number;
  /** Thumb length / palm length. */
  thumbRatio: number;
  /** Angle between the thumb and the index finger, degrees: how wide the thumb is set. */
  thumbSpread: number;
}

const round = (value: number, places = 3): number => Math.round(value * 10 ** places) / 10 ** places;

function angleBetween(a: Point3, b: Point3, c: Point3, d: Point3): number {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v = [d[0] - c[0], d[1] - c[1], d[2] - c[2]];
  const dot = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const norm = Math.hypot(...u) * Math.hypot(...v);
  return norm === 0 ? 0 : (Math.acos(Math.max(-1, Math.min(1, dot / norm))) * 180) / Math.PI;
}

export function handShapeOf(lm: readonly Point3[]): HandShape {
  const palm = palmLength(lm);
  return {
    palmRatio: round(distance3(lm[LM.indexMcp]!, lm[LM.pinkyMcp]!) / palm),
    fingerRatio: round(chainLength(lm, FINGERS.middle) / palm),
    indexRingRatio: round(chainLength(lm, FINGERS.index) / chainLength(lm, FINGERS.ring)),
    thumbRatio: round(chainLength(lm, THUMB) / palm),
    thumbSpread: round(angleBetween(lm[LM.thumbMcp]!, lm[LM.thumbTip]!, lm[LM.indexMcp]!, lm[8]!), 1),
  };
}

export type PalmShapeName = 'square' | 'long';
export type FingerLengthName = 'long' | 'short';

export const palmShapeName = (s: Pick<HandShape, 'palmRatio'>): PalmShapeName =>
  s.palmRatio >= SHAPE_THRESHOLDS.squarePalm ? 'square' : 'long';
export const fingerLengthName = (s: Pick<HandShape, 'fingerRatio'>): FingerLengthName =>
  s.fingerRatio >= SHAPE_THRESHOLDS.longFingers ? 'long' : 'short';

export function archetypeOfShape(s: HandShape): Archetype {
  if (s.indexRingRatio <= SHAPE_THRESHOLDS.apolloIndexRing) return 'LOVER';
  const palm = palmShapeName(s);
  const fingers = fingerLengthName(s);
  if (palm === 'square') return fingers === 'short' ? 'BUILDER' : 'VISIONARY';
  return fingers === 'long' ? 'ORACLE' : 'FREE_SPIRIT';
}
