import { describe, expect, it } from 'vitest';
import {
  FRAMED,
  handInPalmUnits,
  OPEN_HAND,
  placeHand,
  skinPhoto,
  type Placement,
} from '../../../test/syntheticHand.js';
import { PALM_REFUSALS } from '../../contract/errors.js';
import { acceptHand, HandRefusedError, palmSide, type GateRefusal } from './handGate.js';
import type { DetectedHand } from './landmarks.js';

const photo = skinPhoto(960, 1280);
const hand = (placement: Partial<Placement> = {}, spec = OPEN_HAND, score = 0.97): DetectedHand => ({
  score,
  landmarks: placeHand(handInPalmUnits(spec), { ...FRAMED, ...placement }),
});

function refusal(hands: DetectedHand[], image = photo): GateRefusal | 'accepted' {
  try {
    acceptHand(hands, image);
    return 'accepted';
  } catch (err) {
    if (err instanceof HandRefusedError) return err.refusal;
    throw err;
  }
}

describe('the hand gate', () => {
  it('accepts one open palm that fills the frame, turned or mirrored', () => {
    expect(refusal([hand()])).toBe('accepted');
    expect(refusal([hand({ rotate: 35, mirror: true })])).toBe('accepted');
    expect(refusal([hand({ rotate: 90, at: [100, 640] })])).toBe('accepted');
  });

  it('reads a palm whose fingertips leave the frame, and says which were estimated', () => {
    const accepted = acceptHand([hand({ at: [480, 560], scale: 420 })], photo);
    expect(accepted.fingertipsOutside.length).toBeGreaterThan(0);
    expect(acceptHand([hand()], photo).fingertipsOutside).toEqual([]);
  });

  it('refuses what is not an open palm, each with what to change', () => {
    expect(refusal([])).toBe('no_hand');
    expect(refusal([hand({}, OPEN_HAND, 0.2)])).toBe('no_hand');
    expect(refusal([hand(), hand({ at: [300, 900], mirror: true })])).toBe('several_hands');
    expect(refusal([hand({ scale: 150 })])).toBe('too_small');
    expect(refusal([hand({ scale: 40 })])).toBe('no_hand');
    expect(refusal([hand({ scale: 150 }, { ...OPEN_HAND, curl: 0.8 })])).toBe('closed_hand');
    expect(refusal([hand({ at: [480, 1400] })])).toBe('palm_cut_off');
    expect(refusal([hand({}, { ...OPEN_HAND, curl: 0.8 })])).toBe('closed_hand');
    expect(refusal([hand({ tilt: 0, rotate: 0 }, { ...OPEN_HAND, palmRatio: 0.2 })])).toBe('not_facing');
  });

  it('tells the back of a hand from its palm, the same in a mirrored photo', () => {
    const palmSideOf = (h: DetectedHand) => palmSide(h);
    const right = { ...hand(), handedness: 0.97 };
    const left = { ...hand(), handedness: 0.03 };
    // One of the two handedness verdicts is the palm of these landmarks, the other their back.
    const [palmUp, backUp] = palmSideOf(right) < 0 ? [right, left] : [left, right];
    expect(refusal([palmUp])).toBe('accepted');
    expect(refusal([backUp])).toBe('back_of_hand');
    // Mirrored, the landmarks' chirality and the model's handedness both flip: still the palm.
    const mirrored = { ...hand({ mirror: true }), handedness: 1 - palmUp.handedness };
    expect(refusal([mirrored])).toBe('accepted');
    // A detector that cannot tell handedness, or a model unsure of it, never refuses for it.
    expect(refusal([hand()])).toBe('accepted');
    expect(refusal([{ ...backUp, handedness: backUp.handedness > 0.5 ? 0.6 : 0.4 }])).toBe('accepted');
  });

  it('keeps the biggest hand when a small one is far behind it, and one hand found twice is one hand', () => {
    expect(refusal([hand(), hand({ scale: 100, at: [150, 300] })])).toBe('accepted');
    expect(refusal([hand(), hand({ scale: 340, at: [490, 905], rotate: 4 })])).toBe('accepted');
  });

  it('reads a palm whose wrist is just cropped, but not one cut off at the knuckles', () => {
    expect(refusal([hand({ at: [480, 1300] })])).toBe('accepted');
    expect(refusal([hand({ at: [480, 1600] })])).toBe('palm_cut_off');
  });

  it('refuses a palm too dark, blown out or blurred', () => {
    expect(refusal([hand()], skinPhoto(960, 1280, 'dark'))).toBe('too_dark');
    expect(refusal([hand()], skinPhoto(960, 1280, 'blown'))).toBe('too_bright');
    expect(refusal([hand()], skinPhoto(960, 1280, 'flat'))).toBe('blurred');
  });

  it('reads light skin in warm light, whose red channel is at its top but whose creases show', () => {
    expect(refusal([hand()], skinPhoto(960, 1280, 'warm'))).toBe('accepted');
  });

  it('words every refusal as an instruction', () => {
    for (const message of Object.values(PALM_REFUSALS)) expect(message).toMatch(/\.$/);
  });
});
