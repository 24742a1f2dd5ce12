/**
 * The words of readings, over a few hundred generated hands: variety, overlap between different
 * hands of one archetype, the same words for the same hand however it was photographed, sources that
 * name what was measured, and compatibility that agrees with itself.
 */
import { describe, expect, it } from 'vitest';
import { ARCHETYPES, type Archetype, type CompatibilityOutcome } from '../contract/enums.js';
import type { PalmReadingContent } from '../contract/readingContent.js';
import { FRAMED, handInPalmUnits, OPEN_HAND, placeHand, type HandSpec } from '../../test/syntheticHand.js';
import { compatibilityOutcome, generateCompatibility, palmHarmony } from './generateCompatibility.js';
import { generatePalmReading } from './generatePalmReading.js';
import { archetypeOfShape, handShapeOf, type HandShape } from './hand/handGeometry.js';
import type { LineMeasure } from './hand/palmLines.js';
import type { HandMeasures } from './palmMeasures.js';

const DAY = '2026-11-22';

/** A small seeded PRNG, so the population is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function normal(rnd: () => number, mean: number, sd: number): number {
  return mean + sd * Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

function measuresOf(shape: HandShape, lines: HandMeasures['lines']): HandMeasures {
  return {
    version: 2,
    shape,
    lines,
    fingertipsEstimated: false,
    levels: { palm: 'mid', fingers: 'mid' },
    signature: archetypeOfShape(shape),
  };
}

/**
 * Real hands as the detector measures them: each measure drawn from the distribution of the real-palm
 * dev set (555 hands, phone photos weighing 85%, handGeometry.ts: mean at the median, SD from the
 * quartiles; finger ratio correlated 0.5 with palm ratio, as on the phone photos), with lines traced
 * most of the time.
 */
function generatedHands(count: number, seed = 1): HandMeasures[] {
  const rnd = random(seed);
  const line = (): LineMeasure | null =>
    rnd() < 0.12 ? null : { length: 0.3 + rnd() * 0.6, depth: 0.15 + rnd() * 0.25, curvature: 0.02 + rnd() * 0.22 };
  return Array.from({ length: count }, () => {
    const palm = normal(rnd, 0, 1);
    return measuresOf(
      {
        palmRatio: 0.603 + 0.044 * palm,
        fingerRatio: 0.911 + 0.057 * (0.5 * palm + Math.sqrt(1 - 0.5 ** 2) * normal(rnd, 0, 1)),
        indexRingRatio: normal(rnd, 0.981, 0.028),
        thumbRatio: normal(rnd, 0.956, 0.048),
        thumbSpread: Math.max(0, normal(rnd, 25, 22)),
      },
      { heart: line(), head: line(), life: line() },
    );
  });
}

/**
 * The spec's fields of a reading that are written for the hand, each compared whole (a life area is
 * one field: its text, prediction, theme, source and shadow trait). Left out: the archetype itself
 * and what the spec fixes for an archetype (its compatible signs, its background theme), and the date.
 */
function specFields(r: PalmReadingContent): string[] {
  return [
    r.archetypeDescription,
    r.keyInsight,
    r.keyInsights,
    r.futureKeywords,
    r.forecast,
    r.love,
    r.career,
    r.health,
    r.focusArea,
    r.lifeJourney,
    r.fortunateMonths,
    r.archetypeStrengths,
    r.strengths,
    r.challenges,
    r.personalityInsight,
  ].map((field) => JSON.stringify(field));
}

/** The same, part by part: every sentence or phrase on its own (labels such as sources left out). */
function writtenParts(r: PalmReadingContent): string[] {
  return [
    r.archetypeDescription,
    r.keyInsight.text,
    r.keyInsights.join('|'),
    r.futureKeywords.join('|'),
    r.forecast.mood,
    r.forecast.luckWindow,
    r.forecast.fortunateMonth,
    (r.forecast.zodiacMatch ?? []).join('|'),
    ...(['love', 'career', 'health'] as const).flatMap((a) => [r[a].text, r[a].prediction, r[a].shadowTrait]),
    r.lifeJourney.text,
    r.lifeJourney.prediction,
    r.lifeJourney.milestone,
    r.lifeJourney.ritual,
    r.lifeJourney.shadowOmen,
    r.archetypeStrengths.join('|'),
    (r.strengths ?? []).join('|'),
    (r.challenges ?? []).join('|'),
    r.personalityInsight?.text ?? '',
  ];
}

/** The share of fields identical word for word, over every pair of different hands of one archetype. */
function overlap(fields: (r: PalmReadingContent) => string[]): number {
  let same = 0;
  let compared = 0;
  for (const a of ARCHETYPES) {
    const group = byArchetype(a).map(({ r }) => fields(r));
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        group[i]!.forEach((field, k) => {
          compared++;
          if (field === group[j]![k]) same++;
        });
      }
    }
  }
  return same / compared;
}

const hands = generatedHands(600);
// Every generated hand is a different person's.
const readings = hands.map((m, i) => ({ m, r: generatePalmReading(m, 'FIRST_PALM_READING', DAY, `reader-${i}`) }));
const byArchetype = (a: Archetype) => readings.filter(({ r }) => r.archetype === a);

describe('variety', () => {
  it('writes at least 12 different descriptions, key insights and personality insights per archetype', () => {
    const counts = ARCHETYPES.map((a) => {
      const group = byArchetype(a).map(({ r }) => r);
      return {
        a,
        hands: group.length,
        description: new Set(group.map((r) => r.archetypeDescription)).size,
        keyInsight: new Set(group.map((r) => r.keyInsight.text)).size,
        personality: new Set(group.map((r) => r.personalityInsight?.text)).size,
      };
    });
    console.info('distinct headline texts per archetype', counts);
    for (const c of counts) {
      expect(c.hands, c.a).toBeGreaterThan(20);
      expect(c.description, c.a).toBeGreaterThanOrEqual(12);
      expect(c.keyInsight, c.a).toBeGreaterThanOrEqual(12);
      expect(c.personality, c.a).toBeGreaterThanOrEqual(12);
    }
  });

  it('shares at most 5% of fields word for word between two different hands of one archetype', () => {
    const whole = overlap(specFields);
    const parts = overlap(writtenParts);
    console.info(
      `identical between different hands of one archetype: ${(whole * 100).toFixed(1)}% of fields, ` +
        `${(parts * 100).toFixed(1)}% of sentences and phrases`,
    );
    expect(whole).toBeLessThanOrEqual(0.05);
    expect(parts).toBeLessThanOrEqual(0.1);
  });

  it('builds each life area from three measured traits, and says when a line was not traced', () => {
    for (const { m, r } of readings.slice(0, 200)) {
      for (const [area, line] of [
        ['love', 'heart'],
        ['career', 'head'],
        ['health', 'life'],
      ] as const) {
        const traced = m.lines[line] !== null;
        const text = r[area].text;
        if (traced) {
          // Two sentences on the line, one on the hand's shape, one of the archetype's.
          expect(text.split(/(?<=[.!?])\s+/).length, text).toBeGreaterThanOrEqual(4);
          expect(r[area].source).toMatch(new RegExp(`^${line} line(,| and) `, 'i'));
        } else {
          expect(text).toMatch(new RegExp(`Your ${line} line is not clear in this photo`));
          expect(r[area].source).not.toMatch(/line/i);
        }
      }
    }
  });
});

describe('the same hand, the same words', () => {
  const headline = (m: HandMeasures) => {
    const r = generatePalmReading(m, 'FIRST_PALM_READING', DAY, 'reader-1');
    return [r.archetype, r.archetypeDescription, r.keyInsight.text, r.personalityInsight?.text];
  };
  // Hands away from the trait bands' edges: photos of the same hand vary by a few thousandths.
  const specs: HandSpec[] = [
    OPEN_HAND,
    { ...OPEN_HAND, palmRatio: 0.8, fingerRatio: 0.9 },
    { ...OPEN_HAND, palmRatio: 0.64, fingerRatio: 1.1, indexToRing: 1.03 },
    { ...OPEN_HAND, palmRatio: 0.66, fingerRatio: 0.92 },
    { ...OPEN_HAND, indexToRing: 0.88 },
  ];
  const lines = generatedHands(1, 9)[0]!.lines;

  it('keeps the archetype and headline texts for a mirrored, rotated, tilted or rescaled photo of the hand', () => {
    for (const spec of specs) {
      const hand = handInPalmUnits(spec);
      const reference = headline(measuresOf(handShapeOf(placeHand(hand, FRAMED)), lines));
      for (const placement of [
        { ...FRAMED, mirror: true },
        { ...FRAMED, rotate: 12 },
        { ...FRAMED, rotate: -20, mirror: true },
        { ...FRAMED, tilt: 15 },
        { ...FRAMED, scale: 150 },
      ]) {
        expect(headline(measuresOf(handShapeOf(placeHand(hand, placement)), lines))).toEqual(reference);
      }
    }
  });

  it('keeps the headline texts when the lines read differently on a new photo', () => {
    const [a, b] = generatedHands(2, 4);
    const shape = a!.shape;
    expect(headline(measuresOf(shape, b!.lines))).toEqual(headline(measuresOf(shape, a!.lines)));
  });

  it('changes only the daily parts from one day to the next', () => {
    for (const { m } of readings.slice(0, 50)) {
      const today = generatePalmReading(m, 'FIRST_PALM_READING', DAY, 'reader-1');
      const tomorrow = generatePalmReading(m, 'FIRST_PALM_READING', '2026-11-23', 'reader-1');
      const stable = (r: PalmReadingContent) => ({
        ...r,
        futureKeywords: [],
        forecast: { ...r.forecast, mood: '', luckWindow: '', doToday: '', dontToday: '' },
        forecastDate: '',
      });
      expect(stable(tomorrow)).toEqual(stable(today));
      // A do and a don't for each day, never the same sentence twice.
      expect(today.forecast.doToday).toBeTruthy();
      expect(today.forecast.dontToday).toMatch(/^Don't /);
    }
  });
});

describe('honest sources', () => {
  it('names in each sentence only what was measured, and in each source what the text read', () => {
    for (const { m, r } of readings) {
      const all = JSON.stringify(r);
      // Features nobody measures never appear.
      expect(all).not.toMatch(/fate line|sun line|mount of|girdle|mystic cross|branch/i);
      for (const line of ['heart', 'head', 'life'] as const) {
        if (m.lines[line] === null) {
          // An untraced line is only ever said to be untraced.
          const mentions = all.match(new RegExp(`${line} line[^"]*`, 'gi')) ?? [];
          for (const mention of mentions) {
            expect(mention).toMatch(/not clear in this photo|in this photo, your journey reads from the shape/);
          }
        }
      }
      expect(['Palm shape', 'Finger length', 'Index and ring fingers']).toContain(r.keyInsight.source);
    }
  });
});

describe('compatibility that agrees with itself', () => {
  const party = (m: HandMeasures, name: string) => ({ archetype: archetypeOfShape(m.shape), measures: m, name });

  it('never calls two photos of the same hand Challengers', () => {
    for (const m of hands) {
      const nudged = measuresOf(
        { ...m.shape, palmRatio: m.shape.palmRatio + 0.006, fingerRatio: m.shape.fingerRatio - 0.006 },
        m.lines,
      );
      const outcome = generateCompatibility(party(m, 'You'), party(nudged, 'You again')).outcome;
      expect(outcome).not.toBe('CHALLENGERS');
    }
  });

  it('lets every pair of archetypes reach at least two outcomes', () => {
    for (const a of ARCHETYPES) {
      for (const b of ARCHETYPES) {
        const reached = new Set<CompatibilityOutcome>(
          [0, 0.3, 0.6, 0.9, 1].map((harmony) => compatibilityOutcome(a, b, harmony)),
        );
        expect(reached.size, `${a} + ${b}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('never says "two of a kind" and speaks of differences in the same breath', () => {
    for (let i = 0; i < 200; i++) {
      const a = hands[i]!;
      const b = hands[(i * 7 + 3) % hands.length]!;
      const c = generateCompatibility(party(a, 'Ana'), party(b, 'Ben'));
      const words = [c.outcomeDescription, c.guidance, ...c.strengths, ...c.challenges].join(' ');
      const same = c.userArchetype === c.partnerArchetype;
      if (same) expect(words).not.toMatch(/your differences|opposite|unlike each other/i);
      else expect(words).not.toMatch(/two of a kind|same cloth|same hand/i);
      expect(palmHarmony(a, b)).toBe(palmHarmony(b, a));
    }
  });
});
