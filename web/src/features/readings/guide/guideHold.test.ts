import { describe, expect, it } from 'vitest';
import { afterFrame, afterWholeReading, HOLD_MS, NO_HOLD, REFUSED_MS, type HoldState } from './guideHold';
import type { Judgement } from './judgeFrame';

/** A square outline around (x, y), frame fractions. */
const at = (x: number, y: number, verdict: Judgement['verdict'] = 'ready'): Judgement => ({
  verdict,
  outline: [
    [x - 0.1, y - 0.1],
    [x + 0.1, y - 0.1],
    [x + 0.1, y + 0.1],
    [x - 0.1, y + 0.1],
  ],
});

/** Frames every 80 ms (about 12 a second, the guide's pace) from `start`, each judged `frame(t)`. */
function run(state: HoldState, start: number, until: number, frame: (t: number) => Judgement) {
  const seen: Array<{ t: number; shown: Judgement['verdict']; readWhole: boolean }> = [];
  for (let t = start; t <= until; t += 80) {
    const step = afterFrame(state, frame(t), t);
    state = step.state;
    seen.push({ t, shown: step.shown.verdict, readWhole: step.readWhole });
    if (step.readWhole) break;
  }
  return { state, seen };
}

describe('when the guide takes the photo', () => {
  it('reads the frame whole once the palm has been ready and still for the hold', () => {
    const { seen } = run(NO_HOLD, 0, 5000, () => at(0.5, 0.5));
    const whole = seen.find((s) => s.readWhole)!;
    expect(whole.t).toBeGreaterThanOrEqual(HOLD_MS);
    expect(whole.t).toBeLessThan(HOLD_MS + 100);
  });

  it('starts the hold over when the hand moves or a frame would not be read', () => {
    const moving = run(NO_HOLD, 0, 3000, (t) => at(0.3 + t / 10000, 0.5));
    expect(moving.seen.some((s) => s.readWhole)).toBe(false);
    const flicker = run(NO_HOLD, 0, 3000, (t) => at(0.5, 0.5, t % 800 < 80 ? 'blurred' : 'ready'));
    expect(flicker.seen.some((s) => s.readWhole)).toBe(false);
  });

  it('takes the photo the whole reading says is ready', () => {
    const { state } = run(NO_HOLD, 0, 5000, () => at(0.5, 0.5));
    expect(afterWholeReading(state, at(0.5, 0.5), HOLD_MS).take).toBe(true);
  });

  it("says a whole reading's refusal a while over followed frames that look ready, then holds again", () => {
    const first = run(NO_HOLD, 0, 5000, () => at(0.5, 0.5));
    const refusedAt = first.seen.at(-1)!.t;
    const read = afterWholeReading(first.state, at(0.5, 0.5, 'several_hands'), refusedAt);
    expect(read.take).toBe(false);
    const after = run(read.state, refusedAt + 80, refusedAt + 6000, () => at(0.5, 0.5));
    // The refusal stays said, and no hold starts, until it has been said for REFUSED_MS...
    const during = after.seen.filter((s) => s.t < refusedAt + REFUSED_MS);
    expect(during.length).toBeGreaterThan(10);
    expect(during.every((s) => s.shown === 'several_hands' && !s.readWhole)).toBe(true);
    // ...then the palm, still ready, is held for a whole hold again before the next whole reading.
    const next = after.seen.find((s) => s.readWhole)!;
    expect(next.t - (refusedAt + REFUSED_MS)).toBeGreaterThanOrEqual(HOLD_MS - 80);
    expect(after.seen.at(-1)!.shown).toBe('ready');
  });

  it("lets a followed frame's own refusal through at once, whatever was refused before", () => {
    const read = afterWholeReading(NO_HOLD, at(0.5, 0.5, 'several_hands'), 0);
    expect(afterFrame(read.state, at(0.5, 0.5, 'closed_hand'), 80).shown.verdict).toBe('closed_hand');
  });
});
