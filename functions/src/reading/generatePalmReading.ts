/**
 * The palm reading generator: deterministic from the measures and the date. The same photo on the
 * same day gives the same reading; the daily parts (mood, lucky time, keywords) follow the date.
 */
import type { Archetype } from '../contract/enums.js';
import type { PalmReadingContent } from '../contract/readingContent.js';
import { archetypeOf } from './archetypeOf.js';
import { Chooser } from './choose.js';
import type { PalmMeasures } from './palmMeasures.js';
import { ARCHETYPE_TEXTS } from './texts/archetypeTexts.js';
import { DAILY_KEYWORDS, LUCK_WINDOW_STARTS, luckWindowLabel, MOODS } from './texts/dailyTexts.js';
import { CAREER, FOCUS_AREAS, HEALTH, JOURNEY, LOVE, type AreaTexts, type Level } from './texts/lifeAreaTexts.js';

export type PalmReadingType = 'FIRST_PALM_READING' | 'FULL_ANALYSIS';

/** Everything about a palm that is stable from day to day seeds the stable parts. */
function stableSeed(m: PalmMeasures): string {
  return [m.signature, m.aspect, m.coverage, m.lineDensity, m.lineDirection, m.texture, m.warmth].join('|');
}

function level(value: number, low: number, high: number): Level {
  if (value < low) return 'low';
  return value < high ? 'mid' : 'high';
}

/** Which measured feature each life area reads, as a level. */
export function lifeAreaLevels(m: PalmMeasures): Record<'love' | 'career' | 'health' | 'journey', Level> {
  return {
    // The heart line: lines across the palm, weighted by how many there are.
    love: level(m.lineDensity * (1 + Math.max(0, m.lineDirection)), 0.06, 0.1),
    // The head line: overall line density.
    career: level(m.lineDensity, 0.06, 0.1),
    // The life line's crossings: fine texture of the skin.
    health: level(m.texture, 0.04, 0.065),
    // The fate line: lines running along the palm toward the fingers.
    journey: level(-m.lineDirection, -0.05, 0.25),
  };
}

function lifeArea(c: Chooser, area: string, texts: AreaTexts, lvl: Level, archetypeSentences: string[]) {
  return {
    text: `${c.pick(`${area}.line`, texts.lineSentences[lvl])} ${c.pick(`${area}.archetype`, archetypeSentences)}`,
    prediction: c.pick(`${area}.prediction`, texts.predictions),
    theme: c.pick(`${area}.theme`, texts.themes),
    source: c.pick(`${area}.source`, texts.sources),
    shadowTrait: c.pick(`${area}.shadow`, texts.shadowTraits),
  };
}

/** The parts of a reading that belong to one day. */
export function dailyParts(m: PalmMeasures, archetype: Archetype, date: string) {
  const c = new Chooser(`${stableSeed(m)}|${date}`);
  const keywords = [
    ...c.pickMany('keywords.archetype', ARCHETYPE_TEXTS[archetype].keywords, 2),
    ...c.pickMany('keywords.daily', DAILY_KEYWORDS, 4),
  ];
  return {
    mood: c.pick('mood', MOODS),
    luckWindow: luckWindowLabel(c.pick('luck', LUCK_WINDOW_STARTS)),
    futureKeywords: [...new Set(keywords)].slice(0, 5),
    forecastDate: date,
  };
}

export function generatePalmReading(m: PalmMeasures, readingType: PalmReadingType, date: string): PalmReadingContent {
  const archetype = archetypeOf(m);
  const t = ARCHETYPE_TEXTS[archetype];
  const c = new Chooser(stableSeed(m));
  const levels = lifeAreaLevels(m);
  const daily = dailyParts(m, archetype, date);
  const focusArea = c.pick('health.focus', FOCUS_AREAS);
  const first = readingType === 'FIRST_PALM_READING';
  const [minAge, maxAge] = t.keyAgeRange;
  // The reading's Key Strengths, and three others for the archetype card, so the two never repeat.
  const strengthOrder = c.pickMany('strengths', t.strengths, t.strengths.length);

  const content: PalmReadingContent = {
    archetype,
    userArchetype: archetype,
    archetypeDescription: c.pick('description', t.descriptions),
    themeBackground: c.pick('background', t.backgrounds),
    keyInsight: c.pick('keyInsight', t.keyInsights),
    keyInsights: c.pickMany('keyPhrases', t.keyPhrases, 3),
    futureKeywords: daily.futureKeywords,
    forecast: {
      mood: daily.mood,
      luckWindow: daily.luckWindow,
      fortunateMonth: c.pick('fortunateMonth', t.fortunateMonths),
      ...(first ? { zodiacMatch: c.pickMany('zodiac', t.compatibleSigns, 3) } : {}),
    },
    love: lifeArea(c, 'love', LOVE, levels.love, t.love),
    career: lifeArea(c, 'career', CAREER, levels.career, t.career),
    health: { ...lifeArea(c, 'health', HEALTH, levels.health, t.health), focusArea },
    focusArea,
    lifeJourney: {
      milestone: c.pick('journey.milestone', JOURNEY.milestones),
      text: `${c.pick('journey.line', JOURNEY.lineSentences[levels.journey])} ${c.pick('journey.archetype', t.journey)}`,
      prediction: c.pick('journey.prediction', JOURNEY.predictions),
      ritual: c.pick('journey.ritual', JOURNEY.rituals),
      shadowOmen: c.pick('journey.omen', JOURNEY.shadowOmens),
      source: c.pick('journey.source', JOURNEY.sources),
      keyAge: c.between('journey.keyAge', minAge, maxAge),
    },
    compatibility: [...t.compatibleSigns],
    fortunateMonths: [...t.fortunateMonths],
    archetypeStrengths: strengthOrder.slice(3, 6),
    forecastDate: daily.forecastDate,
  };
  if (first) {
    content.strengths = strengthOrder.slice(0, 3);
    content.challenges = c.pickMany('challenges', t.challenges, 3);
    content.personalityInsight = c.pick('personality', t.personality);
  }
  return content;
}

/** A stored reading's content with today's daily parts. */
export function withDailyParts<T extends Record<string, unknown>>(content: T, m: PalmMeasures, date: string): T {
  if (content.forecastDate === date) return content;
  const archetype = (content.archetype as Archetype | undefined) ?? archetypeOf(m);
  const daily = dailyParts(m, archetype, date);
  const forecast = (content.forecast ?? {}) as Record<string, unknown>;
  return {
    ...content,
    futureKeywords: daily.futureKeywords,
    forecast: { ...forecast, mood: daily.mood, luckWindow: daily.luckWindow },
    forecastDate: daily.forecastDate,
  };
}
