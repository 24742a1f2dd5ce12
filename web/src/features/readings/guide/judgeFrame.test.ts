import { describe, expect, it } from 'vitest';
import type { DetectedHand, HandDetector } from '@engine/guide';
import { FRAMED, handInPalmUnits, OPEN_HAND, placeHand, skinPhoto } from '../../../../../functions/test/syntheticHand';
import { judgeFrame } from './judgeFrame';

const frame = skinPhoto(960, 1280);
const finding = (hands: DetectedHand[]): HandDetector => ({ detect: () => Promise.resolve(hands) });
const hand = (spec = OPEN_HAND): DetectedHand => ({ score: 0.97, landmarks: placeHand(handInPalmUnits(spec), FRAMED) });

describe('a camera frame, judged as the server judges a photo', () => {
  it('is ready when the gate would read the palm, with the hand outlined in frame fractions', async () => {
    const judged = await judgeFrame(finding([hand()]), frame);
    expect(judged.verdict).toBe('ready');
    const outline = judged.outline!;
    expect(outline.length).toBeGreaterThanOrEqual(5);
    for (const [x, y] of outline) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
    }
    // The wrist (FRAMED puts it at 480, 900) is on the outline.
    expect(outline).toContainEqual([480 / 960, 900 / 1280]);
  });

  it("says the gate's refusal, and still outlines the hand it found", async () => {
    const judged = await judgeFrame(finding([hand({ ...OPEN_HAND, curl: 0.8 })]), frame);
    expect(judged.verdict).toBe('closed_hand');
    expect(judged.outline).not.toBeNull();
  });

  it('asks for a palm when nothing was found', async () => {
    expect(await judgeFrame(finding([]), frame)).toEqual({ verdict: 'no_hand', outline: null });
  });
});
