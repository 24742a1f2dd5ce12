/**
 * What the engine measures of a palm, stored with the reading. Readings made since the engine reads
 * the hand carry HandMeasures (version 2); older ones carry the photo statistics of version 1, kept
 * only so those readings still get their daily parts and still pair for compatibility.
 */
import { DomainError } from '../domain/DomainError.js';
import { MIN_PHOTO_SIDE, PALM_REFUSALS, type PalmRefusal } from '../contract/errors.js';
import type { HandShape } from './hand/handGeometry.js';
import type { LineMeasure, LineName } from './hand/palmLines.js';

/**
 * Longest side of the image the hand is found and measured on: large enough for real phone framings.
 * The capture guide scales camera frames to it too, so the device judges what the server will.
 */
export const ANALYSIS_LONG_SIDE = 960;

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

/** Photo statistics of readings made before version 2 (see the module comment). */
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

/** Why a photo cannot be read, with the catalogue's sentence for it (contract/errors.ts PALM_REFUSALS). */
export class UnreadablePalmError extends DomainError {
  constructor(
    /** 'photo_too_small': too few pixels to read at all; otherwise what the hand gate found. */
    readonly reason: PalmRefusal,
  ) {
    super('unreadablePalm', { message: PALM_REFUSALS[reason] });
    this.name = 'UnreadablePalmError';
  }
}

export { MIN_PHOTO_SIDE };

export function level(value: number, low: number, high: number): Level {
  if (value < low) return 'low';
  return value < high ? 'mid' : 'high';
}
