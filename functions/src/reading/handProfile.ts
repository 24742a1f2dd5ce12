/**
 * One person, one hand: the shape of a person's own hand pooled over their own photos, and the shape
 * traits (and so the archetype) it reads as. One photo measures the hand through one pose, and pose
 * moves the shape measures by a third to a half of the spread between hands (decision 0017): two
 * photos of one hand taken a minute apart can fall on either side of a band. Pooled, the pose
 * averages out; and a trait the profile has read keeps its band until the pooled evidence has
 * clearly left it (past the band's edge by a margin that narrows as photos add up), so a hand near
 * an edge is not read one way, then the other (docs/decisions/0018-one-person-one-hand.md).
 *
 * Pure: the use case keeps the photos' shapes with the user and asks for the profile after each
 * change (a new photo of one's own palm, a reading deleted).
 */
import type { HandShape } from './hand/handGeometry.js';
import { archetypeOfKeys, shapeKeys, shapeMeasure, type ShapeKeys, type ShapeMeasure } from './words/traits.js';
import type { HandProfile } from './types.js';

export type { HandProfile };

/**
 * How far one photo of a hand strays from the hand's own value on each measure, one standard
 * deviation: the pose noise. Measured on the dev set's one-hand series (nine phone photos of one
 * hand: thumb held wide or tucked, hand tilted, fingers together or apart): palm ratio 0.017, finger
 * length 0.017, index:ring 0.018, thumb 0.029, thumb spread 7.1°; taken a little wider here, for
 * poses the series does not show. The margins and the test for a stray photo are in these units.
 */
export const POSE_NOISE: Record<ShapeMeasure, number> = {
  palmRatio: 0.018,
  fingerLength: 0.018,
  indexRingRatio: 0.02,
  thumbRatio: 0.03,
  thumbSpread: 7.5,
};

type Measure = ShapeMeasure;
const MEASURES = Object.keys(POSE_NOISE) as Measure[];

/**
 * A trait leaves the band the profile read it in only when the pooled value is past the band's edge
 * by this many standard errors of the pooled value (the pose noise over √photos).
 */
export const KEEP_MARGIN = 2.5;

/** A photo this far from the others (root mean square, in pose-noise units) is left out of the pool. */
export const STRAY_DISTANCE = 2.5;

const valueOf = shapeMeasure;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each photo's distance from the photos' medians, in pose-noise units (root mean square over the measures). */
function distances(shapes: readonly HandShape[]): number[] {
  const centre = Object.fromEntries(MEASURES.map((m) => [m, median(shapes.map((s) => valueOf(s, m)))]));
  return shapes.map((s) =>
    Math.sqrt(
      MEASURES.reduce((sum, m) => sum + ((valueOf(s, m) - centre[m]!) / POSE_NOISE[m]) ** 2, 0) / MEASURES.length,
    ),
  );
}

/**
 * The photos that agree: from three photos on, any far from the others' medians (a photo of a pose
 * the measures cannot follow) is left out, never more than half of them.
 */
export function keptPhotos(shapes: readonly HandShape[]): HandShape[] {
  if (shapes.length < 3) return [...shapes];
  const d = distances(shapes);
  const order = d.map((value, i) => ({ value, i })).sort((a, b) => b.value - a.value);
  const out = new Set(
    order
      .filter((entry) => entry.value > STRAY_DISTANCE)
      .slice(0, Math.floor(shapes.length / 2))
      .map((entry) => entry.i),
  );
  return shapes.filter((_, i) => !out.has(i));
}

/** The pooled shape: each measure's median over the photos kept. */
export function pooledShape(shapes: readonly HandShape[]): HandShape {
  const keys = Object.keys(shapes[0]!) as Array<keyof HandShape>;
  return Object.fromEntries(keys.map((k) => [k, median(shapes.map((s) => s[k]))])) as unknown as HandShape;
}

/**
 * The profile after its photos changed: `shapes` are the person's own photos, oldest first;
 * `previous` the traits the profile read before (null for a first photo, or to read the photos
 * afresh). With one photo, the photo's own traits.
 */
export function handProfile(shapes: readonly HandShape[], previous: ShapeKeys | null): HandProfile {
  if (shapes.length === 0) throw new Error('a hand profile needs a photo');
  const kept = keptPhotos(shapes);
  const shape = pooledShape(kept);
  const margins = Object.fromEntries(
    MEASURES.map((m) => [m, (KEEP_MARGIN * POSE_NOISE[m]) / Math.sqrt(kept.length)]),
  ) as Record<Measure, number>;
  const keys = shapeKeys(shape, kept.length > 1 ? previous : null, margins);
  return { shape, keys, archetype: archetypeOfKeys(keys), photos: kept.length };
}
