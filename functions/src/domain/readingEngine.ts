/**
 * The reading engine port: what the use cases ask of it (reading/readingEngine.ts is the engine).
 * Photo in, the hand's measures, its lines and readings out.
 */
import type { Archetype } from '../contract/enums.js';
import type { PalmLines } from '../contract/reading.js';
import type { CompatibilityContent, PalmReadingContent } from '../contract/readingContent.js';
import type {
  CompatibilityParty,
  HandMeasures,
  HandProfile,
  HandShape,
  LineMeasure,
  PalmMeasures,
  PalmReadingType,
  ReadingHand,
  ShapeKeys,
} from '../reading/types.js';

/** The engine's types a use case names, through this port. */
export type { CompatibilityParty, HandMeasures, LineMeasure, PalmMeasures, PalmReadingType, ReadingHand };

export interface PreparedPhoto {
  /** The clean JPEG to store. */
  jpeg: Buffer;
  width: number;
  height: number;
  measures: HandMeasures;
  /** The traced principal lines, in the stored photo's pixels. */
  palmLines: PalmLines;
}

export interface ReadingEngine {
  /**
   * Checks, re-encodes and reads a photo: finds the one open palm in it (or throws
   * UnreadablePalmError saying what to change; PhotoRejectedError for files that are not photos).
   * Once `signal` is aborted (nobody waits for the answer any more), it stops at its next stage.
   */
  preparePhoto(bytes: Buffer, signal?: AbortSignal): Promise<PreparedPhoto>;
  /**
   * Runs `work` (reading one upload and its photo) for `sender`, one at a time per sender: another
   * while theirs runs is refused at once (photoInProgress), before its body is read. One person's
   * burst then holds one decode slot, never the slots everyone else waits for.
   */
  oneAtATime<T>(sender: string, work: () => Promise<T>): Promise<T>;
  /** A stored photo cut to `box` ([x, y, width, height] in its pixels), as a JPEG: the palm a share link shows. */
  cropPhoto(jpeg: Buffer, box: readonly [number, number, number, number]): Promise<Buffer>;
  /**
   * A shared reading's link-preview card (JPEG, 1200×630): its archetype's card with the palm as shared
   * (`box`: cropped to the hand; null: whole) and its traced lines (in the pixels of the palm as shown).
   */
  previewCard(input: {
    archetype: Archetype | null;
    photo: Buffer;
    box: readonly [number, number, number, number] | null;
    lines: PalmLines | null;
  }): Promise<Buffer>;
  /**
   * The reading of a measured hand on `date`, the reader's own day: its words come from the hand's
   * traits; for the reader's own palm (`hand`), the shape traits of their hand profile.
   */
  palmReading(
    measures: PalmMeasures,
    readingType: PalmReadingType,
    date: string,
    hand?: ReadingHand,
  ): PalmReadingContent;
  /**
   * A person's own hand pooled over the shapes of their own palm photos (oldest first), each trait
   * kept in the band `previous` read it in until the pooled evidence clearly leaves it.
   */
  handProfile(shapes: readonly HandShape[], previous: ShapeKeys | null): HandProfile;
  compatibility(user: CompatibilityParty, partner: CompatibilityParty): CompatibilityContent;
  /** A stored palm reading's content with the daily parts of `date`. */
  withDailyParts(content: PalmReadingContent, measures: PalmMeasures, date: string): PalmReadingContent;
  /** What the daily parts are drawn from (coarse traits, no measures): kept with a public reading. */
  dailySeed(measures: PalmMeasures, hand?: ReadingHand): string;
  /** The same daily parts as withDailyParts, from the stored seed. */
  withDailySeed(content: PalmReadingContent, seed: string, date: string): PalmReadingContent;
}
