/**
 * The hand gate: from what the detector found to one open palm we can read, or a refusal that tells
 * the person what to change. A detector alone is not a gate (loose detectors score a pizza as a
 * hand), so every candidate must also have a hand's geometry: an open hand with extended fingers and
 * plausible proportions, its palm inside the frame, facing the camera, large enough, lit and sharp.
 */
import type { GateRefusal } from '../../contract/errors.js';
import type { RgbImage } from '../types.js';
import { UnreadablePalmError } from '../unreadablePalm.js';
import {
  chainLength,
  distance2,
  distance3,
  FINGER_NAMES,
  FINGERS,
  LM,
  palmLength,
  type DetectedHand,
  type FingerName,
  type Point3,
} from './landmarks.js';
import { palmQuality } from './palmRegion.js';

export const GATE = {
  /**
   * The landmark model's hand presence below which a candidate is not a hand. On real photos it is
   * bimodal: 0.9–1.0 on hands, under 0.1 on what the palm detector mistook for one (docs/engine.md).
   */
  minScore: 0.5,
  /**
   * Palm side: how sure the landmark model's handedness must be, against the landmarks' chirality,
   * before a hand is called the back of a hand (see palmSide). 0 is a coin toss, 0.5 certainty.
   */
  minBackCertainty: 0.2,
  /** A second hand counts when its palm is at least this share of the first's. */
  secondHandShare: 0.5,
  /** Palm length (wrist to middle knuckle, in the image plane) over the photo's long side. */
  minPalmShare: 0.15,
  /**
   * Below this share a "hand" is not what the photo shows (a hand in a crowd, or a face's shadow the
   * model took for one): no hand, rather than "move closer".
   */
  minSubjectShare: 0.07,
  /** A finger is extended when its tip is this much farther from the wrist than its middle joint... */
  minTipReach: 1.12,
  /** ...and its joints nearly line up: knuckle-to-tip distance over the length along the joints. */
  minStraightness: 0.8,
  /** How many of the four fingers must be extended. */
  minExtendedFingers: 3,
  /** Knuckle breadth over palm length in the image plane: below it, the hand is seen from the side. */
  minFacingRatio: 0.4,
  /** How far outside the frame (share of palm length) a knuckle or the thumb's base may be estimated... */
  palmOutsideTolerance: 0.05,
  /**
   * ...and the wrist point, which lies below the heel of the palm: a palm filling the frame crops it.
   * On the dev set, close-ups of whole palms put it up to a third of a palm length below the photo.
   */
  wristOutsideTolerance: 0.35,
  /** Two detections whose palm centres are closer than this (share of palm length) are one hand. */
  sameHandDistance: 0.5,
  /** Mean luminance on the palm, 0..1. */
  minBrightness: 0.13,
  maxBrightness: 0.93,
  /** Share of the palm blown out to white (see palmRegion.ts). */
  maxClipped: 0.5,
  /**
   * Fine detail on the palm, relative to its brightness (see palmRegion.ts). Real palms of the dev
   * set, soft phone photos included, measured 0.0059 at the least (1st percentile 0.0077); a palm out
   * of focus or shaken measures a fraction of that.
   */
  minSharpness: 0.005,
} as const;

export type { GateRefusal };

export class HandRefusedError extends UnreadablePalmError {
  constructor(
    readonly refusal: GateRefusal,
    /** The hand the refusal is about (the biggest, for "several hands"), when there is one. */
    readonly hand?: DetectedHand,
  ) {
    super(refusal);
    this.name = 'HandRefusedError';
  }
}

export interface AcceptedHand {
  /** The best-scored readable detection's landmarks. */
  landmarks: Point3[];
  /** The same landmarks in metres, where the detector gives them (see handShapeOf). */
  worldLandmarks?: Point3[];
  score: number;
  /** Fingers whose tips lie outside the photo: their length is the model's estimate. */
  fingertipsOutside: FingerName[];
}

const palmSize2d = (lm: readonly Point3[]) => distance2(lm[LM.wrist]!, lm[LM.middleMcp]!);
const centre = (lm: readonly Point3[]) =>
  [(lm[LM.wrist]![0] + lm[LM.middleMcp]![0]) / 2, (lm[LM.wrist]![1] + lm[LM.middleMcp]![1]) / 2, 0] as const;

function isExtended(lm: readonly Point3[], finger: FingerName): boolean {
  const [mcp, pip, , tip] = FINGERS[finger];
  const wrist = lm[LM.wrist]!;
  const reach = distance3(wrist, lm[tip]!) / Math.max(1e-6, distance3(wrist, lm[pip]!));
  const straightness = distance3(lm[mcp]!, lm[tip]!) / Math.max(1e-6, chainLength(lm, FINGERS[finger]));
  return reach >= GATE.minTipReach && straightness >= GATE.minStraightness;
}

/**
 * Which side of the hand faces the camera, from −0.5 (surely the palm) to 0.5 (surely the back).
 * The landmark model tells a right hand from a left one by how it looks (nails, knuckles, creases);
 * the landmarks' chirality (does the index knuckle lie clockwise or counter-clockwise of the little
 * finger's, seen from the wrist) flips when the hand turns over. A right hand showing its palm has
 * one chirality, the same hand showing its back the other: where the two disagree with a palm's
 * combination, it is the back. Mirroring the photo flips both, so a selfie reads the same. On the
 * dev set every confidently read palm had the palm's combination; both hands of
 * backs-of-two-hands.jpg had the other. Unknown handedness (a detector without it) is 0.
 */
export function palmSide(hand: DetectedHand): number {
  if (hand.handedness === undefined) return 0;
  const lm = hand.landmarks;
  const [w, i, p] = [lm[LM.wrist]!, lm[LM.indexMcp]!, lm[LM.pinkyMcp]!];
  const chirality = Math.sign((i[0] - w[0]) * (p[1] - w[1]) - (i[1] - w[1]) * (p[0] - w[0]));
  return (hand.handedness - 0.5) * chirality;
}

const inside = (p: Point3, image: RgbImage, margin: number) =>
  p[0] >= -margin && p[1] >= -margin && p[0] <= image.width - 1 + margin && p[1] <= image.height - 1 + margin;

/** One candidate on its own: readable, or why not. */
function judge(hand: DetectedHand, image: RgbImage): AcceptedHand | GateRefusal {
  const lm = hand.landmarks;
  const size = palmSize2d(lm);
  const longSide = Math.max(image.width, image.height);
  if (size < GATE.minSubjectShare * longSide) return 'no_hand';
  // What the hand is comes before where it is: a closed hand is told to open first.
  if (FINGER_NAMES.filter((f) => isExtended(lm, f)).length < GATE.minExtendedFingers) return 'closed_hand';
  if (size < GATE.minPalmShare * longSide) return 'too_small';
  const margin = GATE.palmOutsideTolerance * palmLength(lm);
  const palmPoints = [LM.thumbCmc, LM.indexMcp, LM.middleMcp, LM.ringMcp, LM.pinkyMcp];
  const wristInside = inside(lm[LM.wrist]!, image, GATE.wristOutsideTolerance * palmLength(lm));
  if (!wristInside || !palmPoints.every((i) => inside(lm[i]!, image, margin))) return 'palm_cut_off';
  if (distance2(lm[LM.indexMcp]!, lm[LM.pinkyMcp]!) / size < GATE.minFacingRatio) return 'not_facing';
  if (palmSide(hand) > GATE.minBackCertainty) return 'back_of_hand';
  const quality = palmQuality(image, lm);
  if (quality.brightness < GATE.minBrightness) return 'too_dark';
  if (quality.brightness > GATE.maxBrightness || quality.clipped > GATE.maxClipped) return 'too_bright';
  if (quality.sharpness < GATE.minSharpness) return 'blurred';
  const fingertipsOutside = FINGER_NAMES.filter((f) => !inside(lm[FINGERS[f][3]]!, image, 0));
  return { landmarks: [...lm], worldLandmarks: hand.worldLandmarks, score: hand.score, fingertipsOutside };
}

/**
 * Picks the one readable open palm in `hands`, or throws HandRefusedError saying what to change.
 * Detections of one hand (a detector may find it twice, at two scales or from several passes) are
 * grouped, and a hand counts as readable when any of its detections is.
 */
export function acceptHand(hands: readonly DetectedHand[], image: RgbImage): AcceptedHand {
  const candidates = hands
    .filter((h) => h.score >= GATE.minScore && h.landmarks.length === 21)
    .sort((a, b) => palmSize2d(b.landmarks) - palmSize2d(a.landmarks));
  if (candidates.length === 0) throw new HandRefusedError('no_hand');
  const groups: DetectedHand[][] = [];
  for (const hand of candidates) {
    const group = groups.find(
      (g) =>
        distance2(centre(g[0]!.landmarks), centre(hand.landmarks)) <
        GATE.sameHandDistance * palmSize2d(g[0]!.landmarks),
    );
    if (group) group.push(hand);
    else groups.push([hand]);
  }
  const [first, second] = groups.map((g) => palmSize2d(g[0]!.landmarks));
  const longSide = Math.max(image.width, image.height);
  if (second !== undefined && second >= GATE.minPalmShare * longSide && second >= GATE.secondHandShare * first!) {
    throw new HandRefusedError('several_hands', groups[0]![0]);
  }
  const members = groups[0]!.sort((a, b) => b.score - a.score);
  const verdicts = members.map((h) => judge(h, image));
  const accepted = verdicts.find((v): v is AcceptedHand => typeof v !== 'string');
  if (!accepted) throw new HandRefusedError(verdicts[0] as GateRefusal, members[0]);
  return accepted;
}
