/**
 * Camera frames judged as the server would judge the photo: the same gate (functions/src/reading/hand/),
 * on the frame scaled as the server scales an upload. While a hand stays in view it is followed from
 * frame to frame with one look of the landmark model (MediaPipe's tracking); the palm detector looks
 * for it again only once it is lost, and the frame to be captured gets the server's whole pipeline.
 * Pure: the worker (handGuide.worker.ts) gives it the detector and the pixels.
 */
import type { GateRefusal } from '@contract/errors';
import {
  acceptHand,
  HandRefusedError,
  PIPELINE,
  type DetectedHand,
  type HandFollower,
  type Point3,
  type RgbImage,
} from '@engine/guide';

export interface Judgement {
  /** 'ready' when the server would read this frame; otherwise the gate's refusal. */
  verdict: GateRefusal | 'ready';
  /** The hand judged (a refused one too), as the outline of its landmarks in frame fractions (0..1). */
  outline: Array<[number, number]> | null;
}

/** The convex outline of the landmarks (Andrew's monotone chain), as fractions of the frame. */
export function outlineOf(landmarks: readonly Point3[], width: number, height: number): Array<[number, number]> {
  const points = landmarks
    .map((p): [number, number] => [p[0] / width, p[1] / height])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Array<[number, number]>) => {
    const hull: Array<[number, number]> = [];
    for (const p of list) {
      while (hull.length >= 2 && cross(hull[hull.length - 2]!, hull[hull.length - 1]!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(points), ...half([...points].reverse())];
}

/**
 * The frames of one camera, judged in turn: `judge` follows the hand of the frame before (one look)
 * and looks for one afresh (`find`: MediaPipe's detection, without a photo's settling and look
 * around) when there was none or it is lost; `judgeFully` runs the server's whole pipeline on the
 * frame that will be the photo (a second hand, the settled crop, all the server would see).
 */
export function createFrameJudge(detector: HandFollower) {
  let followed: DetectedHand | null = null;
  const judged = (image: RgbImage, hands: DetectedHand[]) => {
    const judgement = judgeHands(hands, image);
    // One hand is followed; while several are in view, each frame looks for them all.
    followed =
      judgement.verdict === 'several_hands' ? null : (hands.find((hand) => hand.score >= PIPELINE.minPresence) ?? null);
    return judgement;
  };
  return {
    async judge(image: RgbImage): Promise<Judgement> {
      const found = followed && (await detector.follow(image, followed));
      return judged(image, found ? [found] : await detector.find(image));
    },
    async judgeFully(image: RgbImage): Promise<Judgement> {
      const whole = judged(image, await detector.detect(image));
      // Refused whole: the next frames look afresh rather than follow the hand the guide saw ready.
      if (whole.verdict !== 'ready') followed = null;
      return whole;
    },
    /** A new run of frames (another camera): nothing followed from the last. */
    forget(): void {
      followed = null;
    },
  };
}

function judgeHands(hands: DetectedHand[], image: RgbImage): Judgement {
  try {
    const accepted = acceptHand(hands, image);
    return { verdict: 'ready', outline: outlineOf(accepted.landmarks, image.width, image.height) };
  } catch (error) {
    if (!(error instanceof HandRefusedError)) throw error;
    return {
      verdict: error.refusal,
      // The hand the gate refused, as it judged it (none when it found no hand).
      outline: error.hand ? outlineOf(error.hand.landmarks, image.width, image.height) : null,
    };
  }
}
