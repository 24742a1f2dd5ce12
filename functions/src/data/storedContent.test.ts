import { describe, expect, it } from 'vitest';
import { compatibilityContentSchema, palmReadingContentSchema } from '../contract/readingContent.js';
import { drawnPalmEngine as engine } from '../../test/drawnPalms.js';
import { populationHands } from '../../test/handPopulation.js';
import { upgradeCompatibilityContent, upgradePalmContent } from './storedContent.js';

/** Every string in some content, however deep. */
const allText = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allText)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(allText)
        : [];

const LINE_WORDS = /\b(heart|head|life|fate) line\b/i;

describe('content as it was stored, upgraded once to the one schema', () => {
  it('leaves what the engine writes exactly as it is', () => {
    const [hand] = populationHands(1, 7);
    const content = engine.palmReading(hand!, 'FIRST_PALM_READING', '2026-11-27');
    expect(upgradePalmContent(structuredClone(content), 'LOVER')).toEqual(content);
  });

  it('reads the older names: a text key insight, romance and family, the signs as one string, spaced keywords', () => {
    const upgraded = upgradePalmContent(
      {
        archetype: 'BUILDER',
        keyInsight: 'You finish what you start.',
        romance: { text: 'You love steadily.', prediction: 'A quiet yes.' },
        family: { text: 'Rest keeps you going.', focusArea: 'Sleep before midnight' },
        forecast: { mood: 'Calm', zodiacMatch: 'Virgo, Capricorn' },
        futureKeywords: ['slow burn', 'Trust', 'home'],
        forecastDate: '2026-01-02',
      },
      null,
    );
    expect(palmReadingContentSchema.safeParse(upgraded).success).toBe(true);
    expect(upgraded.archetype).toBe('BUILDER');
    expect(upgraded.keyInsight.text).toBe('You finish what you start.');
    expect(upgraded.love).toMatchObject({ text: 'You love steadily.', prediction: 'A quiet yes.' });
    expect(upgraded.health).toMatchObject({ text: 'Rest keeps you going.', focusArea: 'Sleep before midnight' });
    expect(upgraded.forecast.zodiacMatch).toEqual(['Virgo', 'Capricorn']);
    expect(upgraded.futureKeywords).toEqual(['slow_burn', 'trust', 'home']);
    expect(upgraded.forecastDate).toBe('2026-01-02');
  });

  it('keeps every field it can read when one is stored in a shape it does not know', () => {
    const [hand] = populationHands(1, 9);
    const content = engine.palmReading(hand!, 'FIRST_PALM_READING', '2026-11-27');
    const upgraded = upgradePalmContent({ ...content, keyInsights: 'not a list', lifeJourney: 42 }, 'LOVER');
    expect(palmReadingContentSchema.safeParse(upgraded).success).toBe(true);
    expect(upgraded.love).toEqual(content.love);
    expect(upgraded.keyInsight).toEqual(content.keyInsight);
    expect(upgraded.archetypeDescription).toBe(content.archetypeDescription);
    expect(upgraded.lifeJourney.text).not.toBe(content.lifeJourney.text);
  });

  it("keeps a first reading's few signs as its forecast's, its keywords, and no strengths it never had", () => {
    const upgraded = upgradePalmContent(
      {
        archetype: 'LOVER',
        compatibility: ['Pisces', 'Taurus', 'Scorpio', 'Cancer'],
        forecast: { zodiacMatch: ['Pisces', 'Cancer'] },
        futureKeywords: ['tender', 'open_door'],
      },
      null,
    );
    expect(upgraded.forecast.zodiacMatch).toEqual(['Pisces', 'Cancer']);
    expect(upgraded.compatibility).toEqual(['Pisces', 'Taurus', 'Scorpio', 'Cancer']);
    expect(upgraded.futureKeywords.slice(0, 2)).toEqual(['tender', 'open_door']);
    expect(upgraded.futureKeywords).toHaveLength(3);
    expect(upgraded.archetypeStrengths).toBeUndefined();
  });

  it('makes whatever was stored (nothing, garbage, a partial reading) a whole reading that never speaks of a line', () => {
    for (const stored of [undefined, null, 'garbage', 42, {}, { keyInsight: { text: '' } }, { lifeJourney: {} }]) {
      const upgraded = upgradePalmContent(stored, 'VISIONARY');
      expect(palmReadingContentSchema.safeParse(upgraded).success).toBe(true);
      // The reading's own archetype when the content has none; a forecast date that asks for today's parts.
      expect(upgraded.archetype).toBe('VISIONARY');
      expect(upgraded.forecastDate < '2020-01-01').toBe(true);
      expect(allText(upgraded).filter((text) => LINE_WORDS.test(text))).toEqual([]);
    }
  });

  it('keeps a compatibility result whole, and its forgotten partner unnamed', () => {
    const [a, b] = populationHands(2, 3);
    const made = engine.compatibility(
      { name: 'Ines', archetype: 'LOVER', measures: a! },
      { name: 'Theo', archetype: 'BUILDER', measures: b! },
    );
    expect(upgradeCompatibilityContent(structuredClone(made), null, null)).toEqual(made);
    const forgotten = upgradeCompatibilityContent({ ...made, partnerName: null }, null, null);
    expect(forgotten.partnerName).toBeNull();
    const older = upgradeCompatibilityContent({ partnerName: 'Sam' }, 'SOULMATES', 'ORACLE');
    expect(compatibilityContentSchema.safeParse(older).success).toBe(true);
    expect(older).toMatchObject({ outcome: 'SOULMATES', outcomeTitle: 'Soulmates', userArchetype: 'ORACLE' });
  });
});
