/**
 * The real detector and the hand gate on real photos that are not an open palm (test-fixtures/photos,
 * Apache-2.0): every one is refused, with a reason that tells the person what to change.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { UnreadablePalmError } from '../palmMeasures.js';
import { createReadingEngine, type ReadingEngine } from '../readingEngine.js';
import { GATE_MESSAGES, type GateRefusal } from './handGate.js';
import { createHumanHandDetector } from './humanHandDetector.js';

const photo = (name: string) => readFile(new URL(`../../../test-fixtures/photos/${name}`, import.meta.url));

/** What the gate may say of each photo (fixtures README): any of these is a right answer. */
const EXPECTED: Record<string, GateRefusal[]> = {
  'backs-of-two-hands.jpg': ['several_hands', 'no_hand', 'not_facing'],
  'fist.jpg': ['closed_hand', 'no_hand'],
  'thumb-up.jpg': ['closed_hand'],
  'two-thumbs-up.jpg': ['closed_hand', 'several_hands'],
  'face-portrait.jpg': ['no_hand'],
  'two-faces.jpg': ['no_hand', 'palm_cut_off', 'too_small', 'not_facing', 'closed_hand'],
  'person-standing.jpg': ['no_hand', 'too_small'],
  'person-sitting.jpg': ['no_hand', 'too_small'],
  'pizza.jpg': ['no_hand', 'too_small'],
  'cat.jpg': ['no_hand'],
};

let engine: ReadingEngine;
beforeAll(() => {
  engine = createReadingEngine(createHumanHandDetector());
});

async function refusalOf(name: string): Promise<string> {
  try {
    await engine.preparePhoto(await photo(name));
  } catch (err) {
    if (err instanceof UnreadablePalmError) return err.message;
    throw err;
  }
  return 'read as a palm';
}

describe('the hand gate on real photos', () => {
  for (const [name, reasons] of Object.entries(EXPECTED)) {
    it(`refuses ${name}, saying what to change`, async () => {
      expect(reasons.map((r) => GATE_MESSAGES[r])).toContain(await refusalOf(name));
    }, 60_000);
  }

  it('judges every photo on its own, whatever photo came before it', async () => {
    const names = Object.keys(EXPECTED);
    const forward = new Map<string, string>();
    for (const name of names) forward.set(name, await refusalOf(name));
    for (const name of [...names].reverse()) expect(await refusalOf(name), name).toBe(forward.get(name));
  }, 120_000);

  it('refuses a closed hand turned on its side and enlarged', async () => {
    const sharp = (await import('sharp')).default;
    const rotated = await sharp(await photo('thumb-up.jpg'))
      .rotate(90)
      .resize(1800)
      .jpeg()
      .toBuffer();
    await expect(engine.preparePhoto(rotated)).rejects.toBeInstanceOf(UnreadablePalmError);
  }, 60_000);
});
