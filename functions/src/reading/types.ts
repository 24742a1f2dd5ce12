/**
 * The reading engine's types: the leaf of the engine's module tree, importing nothing of the engine.
 * Everything else names them from here: the domain's ports (domain/readingEngine.ts, entities.ts),
 * the use cases through those ports, and the engine's own modules (which re-export the ones they own
 * the meaning of, for their readers).
 */
import type { Archetype } from '../contract/enums.js';

export interface RgbImage {
  width: number;
  height: number;
  /** Interleaved RGB, 3 bytes per pixel. */
  data: Uint8Array;
}

export type Level = 'low' | 'mid' | 'high';

export interface HandMeasures {
  version: 2;
  shape: HandShape;
  /** Each principal line's measures, or null where it is not clear in the photo (not traced). */
  lines: Record<LineName, LineMeasure | null>;
  /** Some fingertips were outside the photo: finger lengths are the model's estimate. */
  fingertipsEstimated: boolean;
  /** The index, ring and little-finger knuckles in palm units, [u, v] each (absent on readings measured before). */
  knuckles?: number[];
  /** Coarse levels of the shape: a new photo of the same hand keeps them (and so its headline texts). */
  levels: { palm: Level; fingers: Level };
  /** The seed of the stable texts: archetype and coarse levels, never exact measures. */
  signature: string;
}

/** Photo statistics of readings made before version 2 (kept so those readings still get their daily parts and still pair for compatibility). */
export interface PhotoMeasuresV1 {
  version: 1;
  aspect: number;
  coverage: number;
  brightness: number;
  contrast: number;
  lineDensity: number;
  lineDirection: number;
  texture: number;
  warmth: number;
  signature: string;
}

export type PalmMeasures = HandMeasures | PhotoMeasuresV1;

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

export type LineName = 'heart' | 'head' | 'life';

export interface LineMeasure {
  /** Traced length in palm lengths. */
  length: number;
  /** How far the crease stands out from the palm's skin texture, 0..1. */
  depth: number;
  /** Largest distance of the line from its chord over the chord's length: 0 straight, ~0.3 a deep arc. */
  curvature: number;
  /**
   * How clearly the line runs on a crease, 0..1: the share of the dev set's lines of the same name,
   * traced in their boxes, that stand out less (see CONFIDENCE_QUANTILES). Absent on readings measured
   * before lines had a confidence.
   */
  confidence?: number;
  /**
   * Where the line runs in palm units (u across, index side positive; v from the wrist 0 to the
   * middle knuckle 1): its start, the point halfway along it and its end, [u0, v0, u½, v½, u1, v1],
   * in the direction its band is traced (heart: from the little-finger edge; head: from the thumb
   * side; life: from below the index toward the wrist). Absent on readings measured before.
   */
  course?: number[];
  /**
   * The line as a whole, less moved by where a trace happens to stop than its ends: its mean u and
   * mean v over every point, and its least-squares slope (dv per du for lines across the palm, du per
   * dv for the life line, which runs along it). Absent on readings measured before.
   */
  fit?: number[];
}

/** The palm: long and narrow, a little long, near square, broad and square. */
export type PalmKey = 'long' | 'longish' | 'squarish' | 'square';

/** The middle finger against the palm: short, a little short, a little long, long. */
export type FingerKey = 'short' | 'shortish' | 'longish' | 'long';

/** Index against ring finger: ring clearly longer (the Apollo hand), ring longer, level, index longer. */
export type ApolloKey = 'apollo' | 'ring' | 'level' | 'index';

/** The thumb's length against the palm, at the quartiles of real hands. */
export type ThumbKey = 'short' | 'shortish' | 'longish' | 'long';

/** How far the thumb is held from the index finger, in five bands. */
export type ThumbSetKey = 'close' | 'near' | 'natural' | 'open' | 'wide';

/** The shape traits: what the headline words are written from, and (palm, fingers, apollo) the archetype. */
export interface ShapeKeys {
  palm: PalmKey;
  fingers: FingerKey;
  apollo: ApolloKey;
  thumb: ThumbKey;
  thumbSet: ThumbSetKey;
}

export type PalmReadingType = 'FIRST_PALM_READING' | 'FULL_ANALYSIS';

/**
 * Whose hand a reading is of. A person's own palm is read from their hand profile
 * (reading/handProfile.ts: its shape traits pooled over their own photos, this one included), and
 * the reading says from how many photos, and what moved when the archetype changed with this photo.
 * Someone else's palm is read from its photo alone.
 */
export type ReadingHand =
  { palmOf: 'self'; keys: ShapeKeys; photos: number; archetypeBefore: Archetype | null } | { palmOf: 'other' };

/**
 * One of the two people: their hand profile (their own hand, pooled over their own photos:
 * reading/handProfile.ts) with the heart line of one photo of that hand where it was traced (the
 * reading they shared, or their newest of their own palm: a line belongs to a photo, not to the
 * pooled shape), or for someone without a profile (readings made before profiles), the measures of
 * their palm reading.
 */
export type CompatibilityParty = { archetype: Archetype; name: string } & (
  { profile: { shape: HandShape; keys: ShapeKeys }; heart?: LineMeasure | null } | { measures: PalmMeasures }
);

export interface HandProfile {
  /** The pooled shape (each measure's median over the photos kept). */
  shape: HandShape;
  /** The shape traits the profile reads, and its archetype. */
  keys: ShapeKeys;
  archetype: Archetype;
  /** Photos the profile was pooled from (those left out as strays not counted). */
  photos: number;
}
