/**
 * When the capture guide takes the photo, frame by frame (useHandGuide.ts runs it): once followed
 * frames would be read, the hand holds still for HOLD_MS (at least two frames, none moved from the
 * first by more than STILL); then the frame is read whole, as the server will read it, and taken only
 * if that says "ready". A whole reading that refuses it (a second hand the following did not see, a
 * crop that cuts the palm) is said for REFUSED_MS: frames followed meanwhile that look ready neither
 * hide it nor start a hold, so the ring does not fill again over a refusal. Pure: no clock, no worker.
 */
import type { GateRefusal } from '@contract/errors';
import type { Judgement } from './judgeFrame';

/** How far the palm may move from the first ready frame of a hold (share of the frame) and still be still. */
const STILL = 0.04;
/** How long the hand holds still before the photo is taken: long enough to see it coming. */
export const HOLD_MS = 1200;
/** How long a whole reading's refusal of the photo stays said over followed frames that look ready. */
export const REFUSED_MS = 1500;

export interface HoldState {
  /** The hold under way: its first ready frame, when it began, and how many ready frames it has. */
  hold: { first: Judgement; since: number; frames: number } | null;
  /** The last whole reading's refusal, said until `until`. */
  refused: { verdict: GateRefusal; until: number } | null;
}

export const NO_HOLD: HoldState = { hold: null, refused: null };

function centreOf(outline: Array<[number, number]>): [number, number] {
  const sum = outline.reduce((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
  return [sum[0] / outline.length, sum[1] / outline.length];
}

const stillBetween = (a: Judgement, b: Judgement) => {
  if (!a.outline || !b.outline) return false;
  const [ax, ay] = centreOf(a.outline);
  const [bx, by] = centreOf(b.outline);
  return Math.hypot(ax - bx, ay - by) < STILL;
};

/**
 * A followed frame's judgement at `now` (ms): the state after it, what the screen says of it, and
 * whether the frame is the one to read whole (the hold is complete).
 */
export function afterFrame(
  state: HoldState,
  judged: Judgement,
  now: number,
): { state: HoldState; shown: Judgement; readWhole: boolean } {
  const refused = state.refused && now < state.refused.until ? state.refused : null;
  const shown = refused && judged.verdict === 'ready' ? { ...judged, verdict: refused.verdict } : judged;
  let hold = state.hold;
  if (shown.verdict !== 'ready') hold = null;
  else if (hold && stillBetween(hold.first, judged)) hold = { ...hold, frames: hold.frames + 1 };
  else hold = { first: judged, since: now, frames: 1 };
  const readWhole = hold !== null && hold.frames >= 2 && now - hold.since >= HOLD_MS;
  return { state: { hold, refused }, shown, readWhole };
}

/** The whole reading of the frame to be taken: taken when ready; otherwise its refusal is said, the hold over. */
export function afterWholeReading(
  state: HoldState,
  whole: Judgement,
  now: number,
): { state: HoldState; take: boolean } {
  if (whole.verdict === 'ready') return { state, take: true };
  return { state: { hold: null, refused: { verdict: whole.verdict, until: now + REFUSED_MS } }, take: false };
}
