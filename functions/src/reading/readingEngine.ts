/** The reading engine (the port is domain/readingEngine.ts): photo in, the hand's measures, its lines and readings out. */
import type { PreparedPhoto, ReadingEngine } from '../domain/readingEngine.js';
import { generateCompatibility } from './words/generateCompatibility.js';
import { dailySeed, generatePalmReading, withDailyParts, withDailySeed } from './words/generatePalmReading.js';
import { handProfile } from './handProfile.js';
import { drawPreviewCard } from './photo/previewCard.js';
import { acceptHand, type AcceptedHand } from './hand/handGate.js';
import type { DetectedHand, HandDetector } from './hand/landmarks.js';
import { linesForPhoto, measureHand } from './measureHand.js';
import type { TracedLines } from './lines/palmLines.js';
import { MIN_PHOTO_SIDE } from './photo/photoSize.js';
import { UnreadablePalmError } from './unreadablePalm.js';
import type { HandMeasures, RgbImage } from './types.js';
import pLimit from 'p-limit';
import { DomainError } from '../domain/DomainError.js';
import { analysisPixels, cropPhoto, normalizePalmPhoto, type NormalizedPhoto } from './photo/palmPhoto.js';

/** What the engine saw in a photo: the engine report (scripts/engineReport.ts) shows every part of it. */
export interface PhotoAnalysis {
  photo: NormalizedPhoto;
  /** The analysis image the hand was found and measured on. */
  image: RgbImage;
  /** Every candidate the detector returned, in the analysis image's pixels. */
  hands: DetectedHand[];
  /** The read hand, or why the photo was refused. */
  outcome:
    | { read: true; hand: AcceptedHand; measures: HandMeasures; lines: TracedLines }
    | { read: false; error: UnreadablePalmError };
}

/**
 * Decodes, finds and measures the hand; a refusal is part of the answer. What the header alone refuses
 * throws: a file that is no photo (PhotoRejectedError), a photo too small to read (UnreadablePalmError).
 */
export async function analysePhoto(
  detector: HandDetector,
  bytes: Buffer,
  signal?: AbortSignal,
): Promise<PhotoAnalysis> {
  const photo = await normalizePalmPhoto(bytes);
  signal?.throwIfAborted();
  const image = await analysisPixels(photo.jpeg);
  if (Math.min(photo.width, photo.height) < MIN_PHOTO_SIDE) {
    const error = new UnreadablePalmError('photo_too_small');
    return { photo, image, hands: [], outcome: { read: false, error } };
  }
  signal?.throwIfAborted();
  const hands = await detector.detect(image, signal);
  try {
    const hand = acceptHand(hands, image);
    return { photo, image, hands, outcome: { read: true, hand, ...measureHand(image, hand) } };
  } catch (error) {
    if (error instanceof UnreadablePalmError) return { photo, image, hands, outcome: { read: false, error } };
    throw error;
  }
}

async function preparePhoto(detector: HandDetector, bytes: Buffer, signal?: AbortSignal): Promise<PreparedPhoto> {
  const { photo, image, outcome } = await analysePhoto(detector, bytes, signal);
  if (!outcome.read) throw outcome.error;
  const scale = photo.width / image.width;
  return {
    ...photo,
    measures: outcome.measures,
    palmLines: {
      width: photo.width,
      height: photo.height,
      ...linesForPhoto(outcome.lines, scale),
      hand: handBox(outcome.hand, scale, photo),
    },
  };
}

/** Room around the hand's landmarks in a crop to the palm, as a share of the hand's longer side. */
export const HAND_BOX_MARGIN = 0.1;

/**
 * The box around the hand in the stored photo's pixels, [x, y, width, height]: its landmarks (wrist,
 * knuckles, fingertips) with a little room, so a photo shared cropped to the palm shows the hand and
 * not the room, the face or the wrist's tattoo.
 */
export function handBox(
  hand: Pick<AcceptedHand, 'landmarks'>,
  scale: number,
  photo: { width: number; height: number },
): [number, number, number, number] {
  const xs = hand.landmarks.map(([x]) => x * scale);
  const ys = hand.landmarks.map(([, y]) => y * scale);
  const margin = HAND_BOX_MARGIN * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const left = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const top = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const right = Math.min(photo.width, Math.ceil(Math.max(...xs) + margin));
  const bottom = Math.min(photo.height, Math.ceil(Math.max(...ys) + margin));
  return [left, top, Math.max(1, right - left), Math.max(1, bottom - top)];
}

/**
 * Photos decoded at once by one instance, and photos allowed to wait for a turn: a decode of a
 * 24 MP photo takes a few hundred MB, and the function has 2 GiB (with the models loaded twice, for
 * two threads: lookHelpers.ts). More than that waiting is refused at once (503 with Retry-After)
 * rather than queued without end.
 */
export const DECODE_LIMITS = { concurrent: 2, waiting: 6 } as const;

export function createReadingEngine(
  detector: HandDetector,
  limits: { concurrent: number; waiting: number } = DECODE_LIMITS,
): ReadingEngine {
  const turn = pLimit(limits.concurrent);
  const sendersReading = new Set<string>();
  return {
    preparePhoto(bytes, signal) {
      if (turn.pendingCount >= limits.waiting) return Promise.reject(new DomainError('photoQueueFull'));
      return turn(() => {
        // Given up on while it waited for its turn: never started.
        signal?.throwIfAborted();
        return preparePhoto(detector, bytes, signal);
      });
    },
    async oneAtATime(sender, work) {
      if (sendersReading.has(sender)) throw new DomainError('photoInProgress');
      sendersReading.add(sender);
      try {
        return await work();
      } finally {
        sendersReading.delete(sender);
      }
    },
    cropPhoto,
    previewCard: drawPreviewCard,
    palmReading: generatePalmReading,
    handProfile,
    compatibility: generateCompatibility,
    withDailyParts,
    dailySeed,
    withDailySeed: (content, seed, date) => withDailySeed(content, seed, date),
  };
}
