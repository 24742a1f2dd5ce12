/**
 * The 21 hand landmarks of MediaPipe's hand model (wrist, then four joints per digit from the palm
 * out), as the detector port returns them, and the small geometry every hand measure is built on.
 */
import type { RgbImage } from '../types.js';

/** x and y in pixels of the analysed image; z a relative depth on roughly the same scale as x. */
export type Point3 = readonly [number, number, number];

export const LM = {
  wrist: 0,
  thumbCmc: 1,
  thumbMcp: 2,
  thumbIp: 3,
  thumbTip: 4,
  indexMcp: 5,
  middleMcp: 9,
  ringMcp: 13,
  pinkyMcp: 17,
} as const;

export type FingerName = 'index' | 'middle' | 'ring' | 'pinky';
/** Each finger's joints from the knuckle (MCP) to the tip. */
export const FINGERS: Record<FingerName, readonly [number, number, number, number]> = {
  index: [5, 6, 7, 8],
  middle: [9, 10, 11, 12],
  ring: [13, 14, 15, 16],
  pinky: [17, 18, 19, 20],
};
export const FINGER_NAMES = Object.keys(FINGERS) as FingerName[];
export const THUMB = [1, 2, 3, 4] as const;

export interface DetectedHand {
  /** The landmark model's confidence that this is a hand, 0..1. */
  score: number;
  landmarks: Point3[];
  /**
   * The landmark model's handedness, 0..1: the probability of a right hand as seen in a mirrored
   * (selfie) view. With the landmarks' chirality it tells the palm side from the back of the hand.
   */
  handedness?: number;
  /** The same landmarks in metres, centred on the hand, free of perspective, where the model gives them. */
  worldLandmarks?: Point3[];
}

/** Finds hands in a photo. The server's authority on "is there an open palm here". */
export interface HandDetector {
  /** Candidate hands in the photo; once `signal` is aborted, it stops at its next look (throwing its reason). */
  detect(image: RgbImage, signal?: AbortSignal): Promise<DetectedHand[]>;
}

export const distance3 = (a: Point3, b: Point3): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
export const distance2 = (a: Point3, b: Point3): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Length of a joint chain, joint to joint, in 3-D. */
export function chainLength(landmarks: readonly Point3[], joints: readonly number[]): number {
  let total = 0;
  for (let i = 1; i < joints.length; i++) total += distance3(landmarks[joints[i - 1]!]!, landmarks[joints[i]!]!);
  return total;
}

/** Wrist to the middle finger's knuckle, in 3-D: the palm's length, the unit of every hand measure. */
export const palmLength = (lm: readonly Point3[]): number => distance3(lm[LM.wrist]!, lm[LM.middleMcp]!);
