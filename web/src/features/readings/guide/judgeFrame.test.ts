import { describe, expect, it } from 'vitest';
import type { DetectedHand, HandFollower } from '@engine/guide';
import { FRAMED, handInPalmUnits, OPEN_HAND, placeHand, skinPhoto } from '../../../../../functions/test/syntheticHand';
import { createFrameJudge } from './judgeFrame';

const frame = skinPhoto(960, 1280);
const hand = (spec = OPEN_HAND): DetectedHand => ({ score: 0.97, landmarks: placeHand(handInPalmUnits(spec), FRAMED) });

/**
 * A detector that finds `found` in every frame (the quick `find` of a video frame and the whole
 * `detect` of a photo alike) and follows with `followed` (null: the hand is lost); counts its calls.
 */
function detector(found: DetectedHand[], followed: (DetectedHand | null)[] = []) {
  const calls = { find: 0, detect: 0, follow: 0, followedFrom: [] as DetectedHand[] };
  const follower: HandFollower = {
    load: () => Promise.resolve(),
    find: () => {
      calls.find++;
      return Promise.resolve(found);
    },
    detect: () => {
      calls.detect++;
      return Promise.resolve(found);
    },
    follow: (_image, previous) => {
      calls.followedFrom.push(previous);
      return Promise.resolve(followed[calls.follow++] ?? null);
    },
  };
  return { follower, calls };
}

describe('a camera frame, judged as the server judges a photo', () => {
  it('is ready when the gate would read the palm, with the hand outlined in frame fractions', async () => {
    const judged = await createFrameJudge(detector([hand()]).follower).judge(frame);
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
    const judged = await createFrameJudge(detector([hand({ ...OPEN_HAND, curl: 0.8 })]).follower).judge(frame);
    expect(judged.verdict).toBe('closed_hand');
    expect(judged.outline).not.toBeNull();
  });

  it('asks for a palm when nothing was found', async () => {
    expect(await createFrameJudge(detector([]).follower).judge(frame)).toEqual({ verdict: 'no_hand', outline: null });
  });
});

describe('a hand followed from frame to frame', () => {
  it('follows the hand of the frame before with one look, and judges where it went', async () => {
    const fist = hand({ ...OPEN_HAND, curl: 0.8 });
    const { follower, calls } = detector([hand()], [fist]);
    const judge = createFrameJudge(follower);
    expect((await judge.judge(frame)).verdict).toBe('ready');
    // The next frame: the palm detector is not asked again; the hand is followed from where it was.
    expect((await judge.judge(frame)).verdict).toBe('closed_hand');
    expect(calls).toMatchObject({ find: 1, detect: 0, follow: 1 });
    expect(calls.followedFrom[0]!.landmarks).toEqual(hand().landmarks);
  });

  it('looks for the hand afresh once it is lost, and not while no hand was found', async () => {
    const { follower, calls } = detector([hand()], [null]);
    const judge = createFrameJudge(follower);
    await judge.judge(frame);
    // Lost on the second frame: the palm detector looks for it in that same frame.
    expect((await judge.judge(frame)).verdict).toBe('ready');
    expect(calls).toMatchObject({ find: 2, follow: 1 });

    const none = detector([]);
    const empty = createFrameJudge(none.follower);
    await empty.judge(frame);
    await empty.judge(frame);
    expect(none.calls).toMatchObject({ find: 2, follow: 0 });
  });

  it('looks afresh after a whole reading refuses the frame, while several hands are in view', async () => {
    const beside: DetectedHand = {
      score: 0.95,
      landmarks: placeHand(handInPalmUnits(OPEN_HAND), { ...FRAMED, at: [300, 1200] }),
    };
    const { follower, calls } = detector([hand(), beside], [hand(), hand()]);
    const judge = createFrameJudge(follower);
    await judge.judge(frame);
    expect((await judge.judgeFully(frame)).verdict).toBe('several_hands');
    // The next frames are searched (both hands seen), not followed (one hand, "ready" again).
    expect((await judge.judge(frame)).verdict).toBe('several_hands');
    expect((await judge.judge(frame)).verdict).toBe('several_hands');
    expect(calls).toMatchObject({ find: 3, follow: 0 });
  });

  it('looks afresh after the camera changes', async () => {
    const { follower, calls } = detector([hand()], [hand()]);
    const judge = createFrameJudge(follower);
    await judge.judge(frame);
    judge.forget();
    await judge.judge(frame);
    expect(calls).toMatchObject({ find: 2, follow: 0 });
  });

  it('runs the whole pipeline on the frame that will be the photo, and the gate sees every hand in it', async () => {
    const beside: DetectedHand = {
      score: 0.95,
      landmarks: placeHand(handInPalmUnits(OPEN_HAND), { ...FRAMED, at: [300, 1200] }),
    };
    // The first frame shows one hand, followed on the next; the frame to be captured shows two.
    const { follower, calls } = detector([hand()], [hand()]);
    const judge = createFrameJudge(follower);
    await judge.judge(frame);
    await judge.judge(frame);
    expect(calls).toMatchObject({ find: 1, detect: 0, follow: 1 });
    follower.detect = () => {
      calls.detect++;
      return Promise.resolve([hand(), beside]);
    };
    expect((await judge.judgeFully(frame)).verdict).toBe('several_hands');
    expect(calls).toMatchObject({ find: 1, detect: 1, follow: 1 });
  });
});
