/**
 * One camera frame judged as the server would judge the photo: the same hand pipeline, the same
 * gate (functions/src/reading/hand/), on the frame scaled as the server scales an upload. Pure: the
 * worker (handGuide.worker.ts) gives it the detector and the pixels.
 */
import type { GateRefusal } from '@contract/errors';
import { acceptHand, HandRefusedError, type HandDetector, type Point3, type RgbImage } from '@engine/guide';

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

export async function judgeFrame(detector: HandDetector, image: RgbImage): Promise<Judgement> {
  const hands = await detector.detect(image);
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
