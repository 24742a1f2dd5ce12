import { describe, expect, it } from 'vitest';
import { normalizeCompatibilityContent, normalizePalmContent } from './readingView';
import { archetypeName } from './archetypes';

describe('reading content with missing parts', () => {
  it("falls back to the spec's values", () => {
    const view = normalizePalmContent({}, 'FIRST_PALM_READING');
    expect(view.archetype).toBe('ORACLE');
    expect(view.keyAge).toBe(33);
    expect(view.compatibleSigns).toEqual(['Pisces', 'Taurus', 'Scorpio', 'Cancer']);
    expect(view.fortunateMonths).toEqual(['April', 'August', 'October', 'December']);
    expect(view.forecast.fortunateMonth).toBe('April');
    expect(view.forecast.zodiacMatch).toBe('Pisces, Taurus, Scorpio, Cancer');
    expect(view.keyInsight).toEqual({
      text: 'Your intuitive abilities are awakening, guiding you toward a more authentic path.',
    });
    expect(view.health.focusArea).toBe('Creative expression combined with practical application');
    expect(view.keyInsights).toEqual(['Intuitive perception', 'Natural wisdom', 'Thoughtful reflection']);
    expect(view.love.text).toBe('Your heart line reveals a romantic nature that seeks deep connection.');
  });

  it('reads older shapes: a text key insight, romance and family, a zodiac string, keywords with underscores', () => {
    const view = normalizePalmContent(
      {
        archetype: 'LOVER',
        keyInsight: 'Plain text insight',
        romance: { text: 'Romance text' },
        family: { text: 'Family text' },
        forecast: { zodiacMatch: 'Leo' },
        futureKeywords: ['new_beginnings', 'trust'],
        lifeJourney: { keyAge: 41 },
      },
      'FIRST_PALM_READING',
    );
    expect(view.archetype).toBe('LOVER');
    expect(view.keyInsight).toEqual({ text: 'Plain text insight' });
    expect(view.love.text).toBe('Romance text');
    expect(view.health.text).toBe('Family text');
    expect(view.forecast.zodiacMatch).toBe('Leo');
    expect(view.keywords).toEqual(['new beginnings', 'trust']);
    expect(view.keyAge).toBe(41);
  });

  it('keeps first-reading parts off later readings', () => {
    const view = normalizePalmContent(
      { strengths: ['A'], challenges: ['B'], personalityInsight: { text: 'C' } },
      'FULL_ANALYSIS',
    );
    expect(view.strengths).toBeUndefined();
    expect(view.challenges).toBeUndefined();
    expect(view.personalityInsight).toBeUndefined();
    expect(view.forecast.zodiacMatch).toBeUndefined();
  });

  it('survives content that is not an object at all', () => {
    expect(normalizePalmContent('garbage', 'FULL_ANALYSIS', 'BUILDER').archetype).toBe('BUILDER');
    expect(normalizeCompatibilityContent(null).outcome).toBe('BALANCED_ALLIES');
  });
});

describe('archetype names', () => {
  it('name known archetypes and pass unknown values through', () => {
    expect(archetypeName('FREE_SPIRIT')).toBe('The Free Spirit');
    expect(archetypeName('MYSTIC')).toBe('MYSTIC');
  });
});
