/** The reading engine as the API uses it: photo in, measures and readings out. */
import type { CompatibilityContent, PalmReadingContent } from '../contract/readingContent.js';
import { generateCompatibility, type CompatibilityParty } from './generateCompatibility.js';
import { generatePalmReading, withDailyParts, type PalmReadingType } from './generatePalmReading.js';
import { measurePalm, type PalmMeasures } from './palmMeasures.js';
import { analysisPixels, normalizePalmPhoto } from './palmPhoto.js';

export interface PreparedPhoto {
  /** The clean JPEG to store. */
  jpeg: Buffer;
  width: number;
  height: number;
  measures: PalmMeasures;
}

export interface ReadingEngine {
  /** Checks, re-encodes and measures a photo. Throws PhotoRejectedError or UnreadablePalmError. */
  preparePhoto(bytes: Buffer): Promise<PreparedPhoto>;
  palmReading(measures: PalmMeasures, readingType: PalmReadingType, date: string): PalmReadingContent;
  compatibility(user: CompatibilityParty, partner: CompatibilityParty): CompatibilityContent;
  /** A stored palm reading's content with the daily parts of `date`. */
  withDailyParts<T extends Record<string, unknown>>(content: T, measures: PalmMeasures, date: string): T;
}

export const readingEngine: ReadingEngine = {
  async preparePhoto(bytes) {
    const photo = await normalizePalmPhoto(bytes);
    const measures = measurePalm(await analysisPixels(photo.jpeg), Math.min(photo.width, photo.height));
    return { ...photo, measures };
  },
  palmReading: generatePalmReading,
  compatibility: generateCompatibility,
  withDailyParts,
};
