/**
 * A photo's looks shared with helper threads (lookHelpers.ts): the same hands as on one thread, to
 * the last digit, and the same when a helper fails or is gone.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RgbImage } from '../types.js';
import { createHandPipeline, type LookHelpers } from './handPipeline.js';
import type { DetectedHand } from './landmarks.js';
import { HELPER_RESTARTS, startLookHelpers } from './lookHelpers.js';
import { loadNodeModels } from './mediapipeHands.js';

async function pixels(name: string): Promise<RgbImage> {
  const bytes = await readFile(new URL(`../../../test-fixtures/photos/${name}`, import.meta.url));
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: 720, height: 720, fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

const models = (() => {
  let loading: ReturnType<typeof loadNodeModels> | undefined;
  return () => (loading ??= loadNodeModels());
})();

/** Until `count` helpers have their models loaded. */
async function whenReady(helpers: LookHelpers, count: number): Promise<void> {
  const until = Date.now() + 60_000;
  while (helpers.ready().length < count) {
    if (Date.now() > until) throw new Error('look helpers never became ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Everything the engine reads of a hand: its score, landmarks, world landmarks and handedness. */
const hands = (found: DetectedHand[]) =>
  found.map(({ score, landmarks, worldLandmarks, handedness }) => ({ score, landmarks, worldLandmarks, handedness }));

let openPalm: RgbImage;
let twoHands: RgbImage;
let alone: { open: DetectedHand[]; two: DetectedHand[] };
const started: Array<{ stop(): void }> = [];

beforeAll(async () => {
  [openPalm, twoHands] = await Promise.all([pixels('open-palm.jpg'), pixels('backs-of-two-hands.jpg')]);
  const one = createHandPipeline(models);
  alone = { open: await one.detect(openPalm), two: await one.detect(twoHands) };
}, 120_000);

afterAll(() => {
  for (const helpers of started) helpers.stop();
});

describe('looks shared with a helper thread', () => {
  it('find the same hands, to the last digit, as one thread alone', async () => {
    const helpers = startLookHelpers(1);
    started.push(helpers);
    await whenReady(helpers, 1);
    let taken = 0;
    const counted: LookHelpers = {
      ready: () =>
        helpers.ready().map((helper) => ({
          run: (image, job) => {
            taken++;
            return helper.run(image, job);
          },
        })),
    };
    const shared = createHandPipeline(models, models, counted);
    expect(alone.open.length).toBeGreaterThan(0);
    expect(hands(await shared.detect(openPalm))).toEqual(hands(alone.open));
    expect(hands(await shared.detect(twoHands))).toEqual(hands(alone.two));
    // The helper took its share of the looks (half of those a photo takes together), not one or two.
    expect(taken).toBeGreaterThan(6);
  }, 120_000);

  it('find the same hands when a helper fails every look, or its thread ends with looks in flight', async () => {
    const failing: LookHelpers = {
      ready: () => [{ run: () => Promise.reject(new Error('helper lost')) }],
    };
    expect(hands(await createHandPipeline(models, models, failing).detect(openPalm))).toEqual(hands(alone.open));

    const helpers = startLookHelpers(1);
    started.push(helpers);
    await whenReady(helpers, 1);
    let sent = 0;
    // The helper's thread is ended just after it has been sent its third look of the photo.
    const ending: LookHelpers = {
      ready: () =>
        helpers.ready().map((helper) => ({
          run: (image, job) => {
            const answer = helper.run(image, job);
            if (++sent === 3) helpers.stop();
            return answer;
          },
        })),
    };
    const pipeline = createHandPipeline(models, models, ending);
    expect(hands(await pipeline.detect(openPalm))).toEqual(hands(alone.open));
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(helpers.ready()).toEqual([]);
    expect(hands(await pipeline.detect(twoHands))).toEqual(hands(alone.two));
  }, 120_000);

  it(`starts a helper again when its thread ends, ${HELPER_RESTARTS} times in all`, async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const helpers = startLookHelpers(1, new URL('../../../test/endingLookThread.ts', import.meta.url));
      started.push(helpers);
      const pipeline = createHandPipeline(models, models, helpers);
      // Each thread started (again) loads its models and ends on its second look: a photo read with
      // one ready ends at least one (one that becomes ready during the photo may end too).
      for (let photo = 1; warned.mock.calls.length < HELPER_RESTARTS + 1; photo++) {
        expect(photo).toBeLessThanOrEqual(HELPER_RESTARTS + 1);
        await whenReady(helpers, 1);
        expect(hands(await pipeline.detect(openPalm))).toEqual(hands(alone.open));
        expect(warned.mock.calls.length).toBeGreaterThanOrEqual(photo);
      }
      expect(warned.mock.calls.map(([line]) => String(line))).toEqual([
        ...Array.from({ length: HELPER_RESTARTS }, (_, k) =>
          expect.stringContaining(`started again (${k + 1} of ${HELPER_RESTARTS})`),
        ),
        expect.stringContaining('its looks are taken by the reading thread'),
      ]);
      // None is started again: the photo is read on this thread alone.
      expect(helpers.ready()).toEqual([]);
      expect(hands(await pipeline.detect(openPalm))).toEqual(hands(alone.open));
      expect(warned).toHaveBeenCalledTimes(HELPER_RESTARTS + 1);
    } finally {
      warned.mockRestore();
    }
  }, 120_000);
});
