import { describe, expect, it } from 'vitest';
import { compatibilityReadingSchema, palmReadingSchema } from '@contract/reading';
import { aboutOwner, describeReading, palmReadingView } from './readingView';
import { archetypeName } from './archetypes';
import { compatibilityContent, compatibilityReading, palmContent, palmReading } from '../test/readingFixtures';

describe('a palm reading as its screens show it', () => {
  it('shows keywords with spaces and the compatible signs in one line on a first reading', () => {
    const view = palmReadingView(
      { ...palmContent, futureKeywords: ['new_beginnings', 'trust', 'slow_burn'] },
      'FIRST_PALM_READING',
    );
    expect(view.keywords).toEqual(['new beginnings', 'trust', 'slow burn']);
    expect(view.forecast.zodiacMatch).toBe((palmContent.forecast.zodiacMatch ?? palmContent.compatibility).join(', '));
    expect(view.strengths).toEqual(palmContent.strengths);
    expect(view.personalityInsight).toEqual(palmContent.personalityInsight);
  });

  it('takes the archetype card’s signs for the zodiac line when the forecast names none', () => {
    const { zodiacMatch: _none, ...forecast } = palmContent.forecast;
    const view = palmReadingView({ ...palmContent, forecast }, 'FIRST_PALM_READING');
    expect(view.forecast.zodiacMatch).toBe(palmContent.compatibility.join(', '));
  });

  it('keeps first-reading parts off later readings', () => {
    const view = palmReadingView(palmContent, 'FULL_ANALYSIS');
    expect(view.strengths).toBeUndefined();
    expect(view.challenges).toBeUndefined();
    expect(view.personalityInsight).toBeUndefined();
    expect(view.forecast.zodiacMatch).toBeUndefined();
  });

  it("says a shared reading's words of its owner, and leaves what is not prose", () => {
    const view = aboutOwner(palmReadingView(palmContent, 'FIRST_PALM_READING'), 'Maya');
    expect(view.keywords).toEqual(palmReadingView(palmContent, 'FIRST_PALM_READING').keywords);
    expect(view.love.theme).toBe(palmContent.love.theme);
    expect(JSON.stringify([view.keyInsight.text, view.love.text, view.lifeJourney.text])).not.toMatch(/\b[Yy]our\b/);
  });
});

describe('the wire: one schema for reading content', () => {
  it('accepts a whole reading of either kind and refuses content of the other kind or with a field missing', () => {
    expect(palmReadingSchema.safeParse(palmReading).success).toBe(true);
    expect(compatibilityReadingSchema.safeParse(compatibilityReading).success).toBe(true);
    expect(palmReadingSchema.safeParse({ ...palmReading, content: compatibilityContent }).success).toBe(false);
    const { love: _love, ...noLove } = palmContent;
    expect(palmReadingSchema.safeParse({ ...palmReading, content: noLove }).success).toBe(false);
  });
});

describe('a reading in a few words', () => {
  it('names a compatibility result by its outcome and partner, and a palm reading by its archetype', () => {
    expect(describeReading(palmReading)).toBe(`${archetypeName(palmContent.userArchetype)} reading`);
    expect(describeReading(compatibilityReading)).toMatch(new RegExp(`with ${compatibilityContent.partnerName}$`));
    expect(
      describeReading({
        ...compatibilityReading,
        content: { ...compatibilityContent, partnerName: null },
      }),
    ).not.toMatch(/with/);
  });
});

describe('archetype names', () => {
  it('name known archetypes and pass unknown values through', () => {
    expect(archetypeName('FREE_SPIRIT')).toBe('The Free Spirit');
    expect(archetypeName('MYSTIC')).toBe('MYSTIC');
  });
});
