/**
 * What the engine measures of a palm, stored with the reading. Readings made since the engine reads
 * the hand carry HandMeasures (version 2); older ones carry the photo statistics of version 1, kept
 * only so those readings still get their daily parts and still pair for compatibility.
 */
import { DomainError } from '../domain/DomainError.js';
import { MIN_PHOTO_SIDE, PALM_REFUSALS, type PalmRefusal } from '../contract/errors.js';
import type { HandMeasures, Level, PalmMeasures, PhotoMeasuresV1, RgbImage } from './types.js';

export type { HandMeasures, Level, PalmMeasures, PhotoMeasuresV1, RgbImage };

/**
 * Longest side of the image the hand is found and measured on: large enough for real phone framings.
 * The capture guide scales camera frames to it too, so the device judges what the server will.
 */
export const ANALYSIS_LONG_SIDE = 960;

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
