import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHETYPES, COMPATIBILITY_OUTCOMES, type Archetype } from '../contract/enums.js';
import { compatibilityContentSchema, palmReadingContentSchema } from '../contract/readingContent.js';
import { palmJpeg, variedDrawings } from '../../test/palmPhotos.js';
import { drawnPalmEngine as readingEngine } from '../../test/drawnPalms.js';
import { compatibilityOutcome, palmHarmony, tableOutcome } from './words/generateCompatibility.js';
import { createReadingEngine } from './readingEngine.js';
import { archetypeOfShape, fingerLength, SHAPE_QUARTILES, SHAPE_THRESHOLDS } from './hand/handGeometry.js';
import type { HandMeasures, PhotoMeasuresV1 } from './types.js';
import { TRAIT_BANDS, traitsOf } from './words/traits.js';
import { somePalmContent } from '../../test/readingContents.js';

const DAY = '2026-11-22';
let palms: HandMeasures[] = [];
const archetypeOf = (m: HandMeasures) => archetypeOfShape(m.shape);

beforeAll(async () => {
  palms = [];
  for (const drawing of variedDrawings(48)) {
    palms.push((await readingEngine.preparePhoto(await palmJpeg(drawing))).measures);
  }
}, 60_000);

describe('palm readings', () => {
  it('fills every field of the content schema, first readings and later ones', () => {
    for (const m of palms) {
      const first = readingEngine.palmReading(m, 'FIRST_PALM_READING', DAY);
      expect(palmReadingContentSchema.safeParse(first).success).toBe(true);
      expect(first.strengths).toHaveLength(3);
      expect(first.challenges).toHaveLength(3);
      expect(first.personalityInsight?.text).toBeTruthy();
      expect(first.forecast.zodiacMatch?.length).toBeGreaterThan(0);
      // The forecast's Zodiac Match is the archetype card's Compatible Zodiac, not another list.
      expect(first.forecast.zodiacMatch).toEqual(first.compatibility);
      // The archetype card's strengths never repeat the reading's Key Strengths.
      expect(first.archetypeStrengths).toHaveLength(3);
      expect(first.archetypeStrengths!.filter((s) => first.strengths!.includes(s))).toEqual([]);

      const later = readingEngine.palmReading(m, 'FULL_ANALYSIS', DAY);
      expect(palmReadingContentSchema.safeParse(later).success).toBe(true);
      expect(later).not.toHaveProperty('strengths');
      expect(later).not.toHaveProperty('challenges');
      expect(later).not.toHaveProperty('personalityInsight');
      expect(later.forecast).not.toHaveProperty('zodiacMatch');
    }
  });

  it('gives the same reading for the same photo on the same day', async () => {
    const photo = await palmJpeg(variedDrawings(3)[2]);
    const a = await readingEngine.preparePhoto(photo);
    const b = await readingEngine.preparePhoto(photo);
    expect(b.measures).toEqual(a.measures);
    expect(readingEngine.palmReading(b.measures, 'FIRST_PALM_READING', DAY)).toEqual(
      readingEngine.palmReading(a.measures, 'FIRST_PALM_READING', DAY),
    );
  });

  it('keeps the archetype and headline texts for a re-encoded, resized copy of the same photo', async () => {
    const sharp = (await import('sharp')).default;
    const headline = (m: HandMeasures) => {
      const r = readingEngine.palmReading(m, 'FIRST_PALM_READING', DAY);
      return [r.archetype, r.archetypeDescription, r.keyInsight.text, r.personalityInsight?.text];
    };
    // A hand within measuring noise of a band edge may read either side of it (on real photos the
    // engine report measures how often); every hand clear of the edges keeps its words.
    const { squarePalm, longFingers, apolloIndexRing } = SHAPE_THRESHOLDS;
    const q = SHAPE_QUARTILES;
    const clear = (m: HandMeasures) =>
      (
        [
          [m.shape.palmRatio, [squarePalm, q.palm.low, q.palm.high]],
          [fingerLength(m.shape), [longFingers, q.fingers.low, q.fingers.high]],
          [m.shape.indexRingRatio, [apolloIndexRing, q.indexRing.ringLonger, q.indexRing.indexLonger]],
          [m.shape.thumbRatio, TRAIT_BANDS.thumb],
        ] as const
      ).every(([value, edges]) => edges.every((edge) => Math.abs(value - edge) > 0.01)) &&
      TRAIT_BANDS.thumbSet.every((edge) => Math.abs(m.shape.thumbSpread - edge) > 2);
    let compared = 0;
    // Enough drawings that several sit clear of all nine edges.
    for (const drawing of variedDrawings(20)) {
      const photo = await palmJpeg(drawing);
      const copy = await sharp(photo).resize(480).jpeg({ quality: 70 }).toBuffer();
      const a = (await readingEngine.preparePhoto(photo)).measures;
      const b = (await readingEngine.preparePhoto(copy)).measures;
      if (!clear(a)) continue;
      compared++;
      expect(headline(b)).toEqual(headline(a));
    }
    expect(compared).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('still refreshes and pairs readings stored before the engine read the hand', () => {
    const v1: PhotoMeasuresV1 = {
      version: 1,
      aspect: 0.5,
      coverage: 0.3,
      brightness: 0.5,
      contrast: 0.2,
      lineDensity: 0.08,
      lineDirection: 0,
      texture: 0.05,
      warmth: 0.3,
      signature: 'f0e1d2',
    };
    const stored = somePalmContent('ORACLE');
    const today = readingEngine.withDailyParts(
      { ...stored, forecastDate: '2025-01-01', forecast: { ...stored.forecast, mood: 'old' } },
      v1,
      DAY,
    );
    expect(today.forecastDate).toBe(DAY);
    expect(today.forecast.mood).not.toBe('old');
    expect(today.archetype).toBe('ORACLE');
    expect(palmHarmony(v1, palms[0]!)).toBe(0.5);
    expect(palmHarmony(v1, v1)).toBe(1);
  });

  it('changes only the daily parts from one day to the next', () => {
    const m = palms[0]!;
    const today = readingEngine.palmReading(m, 'FIRST_PALM_READING', DAY);
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-12-01'];
    const others = days.map((d) => readingEngine.palmReading(m, 'FIRST_PALM_READING', d));
    const strip = (c: typeof today) => ({
      ...c,
      futureKeywords: [],
      forecastDate: '',
      forecast: { ...c.forecast, mood: '', luckWindow: '', doToday: '', dontToday: '', why: '' },
    });
    for (const other of others) expect(strip(other)).toEqual(strip(today));
    const daily = new Set(
      [today, ...others].map((c) => `${c.forecast.mood}|${c.forecast.luckWindow}|${c.futureKeywords.join()}`),
    );
    expect(daily.size).toBe(days.length + 1);
  });

  it('refreshes a stored reading to the daily parts of another day', () => {
    const m = palms[1]!;
    const stored = readingEngine.palmReading(m, 'FIRST_PALM_READING', DAY);
    const refreshed = readingEngine.withDailyParts(stored, m, '2026-12-25');
    expect(refreshed).toEqual(readingEngine.palmReading(m, 'FIRST_PALM_READING', '2026-12-25'));
  });

  it('writes keywords in snake_case', () => {
    for (const m of palms) {
      for (const word of readingEngine.palmReading(m, 'FULL_ANALYSIS', DAY).futureKeywords) {
        expect(word).toMatch(/^[a-z]+(_[a-z]+)*$/);
      }
    }
  });

  it('reaches every archetype over varied photos', () => {
    const seen = new Set(palms.map(archetypeOf));
    expect([...seen].sort()).toEqual([...ARCHETYPES].sort());
  });

  it('gives hands that measure differently visibly different readings', () => {
    // Texts follow the archetype and coarse traits (so the same hand keeps its words), not exact measures.
    const key = (m: HandMeasures) => {
      const t = traitsOf(m);
      return JSON.stringify([
        t.archetype,
        t.palm,
        t.fingers,
        t.thumb,
        t.thumbSet,
        t.heartReach,
        t.lines.heart !== null,
      ]);
    };
    const distinct = [...new Map(palms.map((m) => [key(m), m])).values()];
    const texts = distinct.map((m) => {
      const r = readingEngine.palmReading(m, 'FIRST_PALM_READING', DAY);
      return [
        r.keyInsight.text,
        r.love.text,
        r.love.line ?? '',
        r.career.text,
        r.health.text,
        r.lifeJourney.text,
        r.archetypeDescription,
      ].join('\n');
    });
    // Enough drawn hands that differ in some trait for the check to mean something.
    expect(distinct.length).toBeGreaterThanOrEqual(20);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never repeats a sentence between the sections of one reading', () => {
    for (const m of palms) {
      const r = readingEngine.palmReading(m, 'FIRST_PALM_READING', DAY);
      const sentences = [r.love, r.career, r.health].flatMap((a) => [a.text, a.prediction, a.shadowTrait]);
      sentences.push(r.lifeJourney.text, r.lifeJourney.prediction, r.keyInsight.text, r.archetypeDescription);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});

describe('compatibility', () => {
  it('fills the compatibility content for every pair of archetypes', () => {
    const byArchetype = new Map<Archetype, HandMeasures>();
    for (const m of palms) byArchetype.set(archetypeOf(m), m);
    for (const a of ARCHETYPES) {
      for (const b of ARCHETYPES) {
        const content = readingEngine.compatibility(
          { archetype: a, measures: byArchetype.get(a)!, name: 'You' },
          { archetype: b, measures: byArchetype.get(b)!, name: 'Maya' },
        );
        expect(compatibilityContentSchema.safeParse(content).success).toBe(true);
        expect(content.partnerName).toBe('Maya');
        // The opening names both hands and says how their proportions compare.
        expect(content.outcomeDescription).toMatch(a === b ? /^You and Maya both have the / : /Maya's .*hand/);
        expect(content.outcomeDescription).toMatch(/proportions|measure/);
      }
    }
  });

  it('follows the pairing table, symmetric in the two people', () => {
    expect(tableOutcome('VISIONARY', 'FREE_SPIRIT')).toBe('SOULMATES');
    expect(tableOutcome('ORACLE', 'BUILDER')).toBe('SOULMATES');
    expect(tableOutcome('FREE_SPIRIT', 'ORACLE')).toBe('CHALLENGERS');
    expect(tableOutcome('LOVER', 'LOVER')).toBe('KINDRED_FRIENDS');
    expect(tableOutcome('LOVER', 'BUILDER')).toBe('BALANCED_ALLIES');
    for (const a of ARCHETYPES) for (const b of ARCHETYPES) expect(tableOutcome(a, b)).toBe(tableOutcome(b, a));
  });

  it('reaches every outcome, and palm likeness moves an outcome one step', () => {
    const seen = new Set<string>();
    for (const a of ARCHETYPES)
      for (const b of ARCHETYPES) for (const h of [0.1, 0.5, 0.9]) seen.add(compatibilityOutcome(a, b, h));
    expect([...seen].sort()).toEqual([...COMPATIBILITY_OUTCOMES].sort());
    expect(compatibilityOutcome('LOVER', 'BUILDER', 0.9)).toBe('KINDRED_FRIENDS');
    expect(compatibilityOutcome('VISIONARY', 'BUILDER', 0.9)).toBe('BALANCED_ALLIES');
    expect(compatibilityOutcome('ORACLE', 'ORACLE', 0.1)).toBe('BALANCED_ALLIES');
    expect(compatibilityOutcome('VISIONARY', 'FREE_SPIRIT', 0)).toBe('KINDRED_FRIENDS');
    expect(compatibilityOutcome('VISIONARY', 'FREE_SPIRIT', 0.9)).toBe('SOULMATES');
    expect(compatibilityOutcome('LOVER', 'LOVER', 0.95)).toBe('SOULMATES');
    expect(compatibilityOutcome('FREE_SPIRIT', 'ORACLE', 0.1)).toBe('CHALLENGERS');
  });
});

describe('decoding under load', () => {
  it('reads at most the allowed photos at once, and refuses more than the allowed waiting at once', async () => {
    let running = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const detector = {
      detect: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        return [];
      },
    };
    const engine = createReadingEngine(detector, { concurrent: 1, waiting: 1 });
    const photo = await palmJpeg({ seed: 5 });
    const first = engine.preparePhoto(photo).catch((err: unknown) => err);
    const second = engine.preparePhoto(photo).catch((err: unknown) => err);
    // The third finds one reading and one waiting: refused at once, before any decode.
    await expect(engine.preparePhoto(photo)).rejects.toMatchObject({ kind: 'photoQueueFull' });
    while (release.length === 0) await new Promise((r) => setTimeout(r, 5));
    release.shift()!();
    while (release.length === 0) await new Promise((r) => setTimeout(r, 5));
    release.shift()!();
    // Both admitted photos were read (and, being detector-less, refused as having no hand).
    expect(await first).toMatchObject({ kind: 'unreadablePalm' });
    expect(await second).toMatchObject({ kind: 'unreadablePalm' });
    expect(most).toBe(1);
  });
});

describe("one person's photos", () => {
  it('reads one photo at a time per sender: a second is refused at once, others go on, the sender goes again after', async () => {
    const engine = createReadingEngine({ detect: async () => [] });
    let finish!: () => void;
    const first = engine.oneAtATime('ana', () => new Promise<void>((resolve) => (finish = resolve)));
    let started = false;
    await expect(
      engine.oneAtATime('ana', async () => {
        started = true;
      }),
    ).rejects.toMatchObject({ kind: 'photoInProgress' });
    // Refused before its work began (the upload's body is never read).
    expect(started).toBe(false);
    await expect(engine.oneAtATime('ben', async () => 'read')).resolves.toBe('read');
    finish();
    await first;
    await expect(engine.oneAtATime('ana', async () => 'again')).resolves.toBe('again');
    // A failed photo frees its sender too.
    await expect(engine.oneAtATime('ana', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(engine.oneAtATime('ana', async () => 'after a refusal')).resolves.toBe('after a refusal');
  });

  it('stops a photo nobody waits for any more: given up while waiting for its turn or during its decode, the hand model never runs on it', async () => {
    let looked = 0;
    let release!: () => void;
    const detector = {
      detect: async () => {
        looked++;
        if (looked === 1) await new Promise<void>((resolve) => (release = resolve));
        return [];
      },
    };
    const engine = createReadingEngine(detector, { concurrent: 1, waiting: 2 });
    const photo = await palmJpeg({ seed: 6 });
    const holding = engine.preparePhoto(photo).catch((err: unknown) => err);
    while (looked === 0) await new Promise((r) => setTimeout(r, 5));
    const waiting = new AbortController();
    const given = engine.preparePhoto(photo, waiting.signal).catch((err: unknown) => err);
    waiting.abort(new Error('client gone'));
    release();
    expect(await holding).toMatchObject({ kind: 'unreadablePalm' });
    expect(await given).toMatchObject({ message: 'client gone' });
    expect(looked).toBe(1);

    // Given up once its decode began (a signal that turns aborted after the check at the start): the
    // hand model never runs on it.
    let checks = 0;
    const duringDecode = {
      get aborted() {
        return checks > 0;
      },
      throwIfAborted() {
        checks++;
        if (checks > 1) throw new Error('deadline passed');
      },
    } as unknown as AbortSignal;
    expect(await engine.preparePhoto(photo, duringDecode).catch((err: unknown) => err)).toMatchObject({
      message: 'deadline passed',
    });
    expect(checks).toBe(2);
    expect(looked).toBe(1);
  });
});
