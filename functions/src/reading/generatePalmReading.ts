/**
 * The palm reading generator: deterministic from the measures and the date. The same photo on the
 * same day gives the same reading; the daily parts (mood, lucky time, keywords) follow the date.
 */
import type { Archetype } from '../contract/enums.js';
import { FALLBACK_ARCHETYPE } from '../contract/fallbacks.js';
import type { PalmReadingContent } from '../contract/readingContent.js';
import { Chooser } from './choose.js';
import { archetypeOfShape } from './hand/handGeometry.js';
import type { LineMeasure, LineName } from './hand/palmLines.js';
import { level, type HandMeasures, type Level, type PalmMeasures } from './palmMeasures.js';
import { ARCHETYPE_TEXTS } from './texts/archetypeTexts.js';
import { DAILY_KEYWORDS, LUCK_WINDOW_STARTS, luckWindowLabel, MOODS } from './texts/dailyTexts.js';
import { CAREER, FOCUS_AREAS, HEALTH, JOURNEY, LOVE, type AreaTexts } from './texts/lifeAreaTexts.js';

export type PalmReadingType = 'FIRST_PALM_READING' | 'FULL_ANALYSIS';

/**
 * The seed of everything stable in a reading: the archetype and coarse levels of the hand (never exact
 * measures), so a new photo of the same hand keeps its words. Version 1 readings keep the seed they
 * were written with.
 */
function stableSeed(m: PalmMeasures): string {
  if (m.version === 2) return m.signature;
  return [m.signature, m.aspect, m.coverage, m.lineDensity, m.lineDirection, m.texture, m.warmth].join('|');
}

type Area = 'love' | 'career' | 'health' | 'journey';

/** Which measured line each life area reads, and the level of the measure it reads on it. */
const AREA_LINES: Record<Area, { line: LineName; level: (l: LineMeasure) => Level }> = {
  // A long heart line, reaching toward the index finger, is the classic sign of an open heart.
  love: { line: 'heart', level: (l) => level(l.length, 0.45, 0.7) },
  // The head line's length is how far thought reaches before it settles.
  career: { line: 'head', level: (l) => level(l.length, 0.45, 0.7) },
  // The life line's depth is read as vitality.
  health: { line: 'life', level: (l) => level(l.depth, 0.22, 0.32) },
  // The life line's sweep: a wide arc around the thumb is read as a life that ranges far.
  journey: { line: 'life', level: (l) => level(l.curvature, 0.08, 0.16) },
};

const LINE_LABEL: Record<LineName, string> = { heart: 'Heart line', head: 'Head line', life: 'Life line' };

/** Each life area's level on its line, or null where that line could not be traced. */
export function lifeAreaLevels(m: HandMeasures): Record<Area, Level | null> {
  const levelOf = (area: Area) => {
    const { line, level: read } = AREA_LINES[area];
    const measure = m.lines[line];
    return measure ? read(measure) : null;
  };
  return { love: levelOf('love'), career: levelOf('career'), health: levelOf('health'), journey: levelOf('journey') };
}

/** The opening of a life area: what its line shows, or that the reading leans on the hand's shape. */
function lineOpening(c: Chooser, area: Area, sentences: Record<Level, string[]>, lvl: Level | null): string {
  if (lvl) return c.pick(`${area}.line`, sentences[lvl]);
  const line = LINE_LABEL[AREA_LINES[area].line].toLowerCase();
  return `Your ${line} did not show clearly in this photo, so this part reads from the shape of your hand.`;
}

function sourceOf(area: Area, lvl: Level | null): string {
  return lvl ? LINE_LABEL[AREA_LINES[area].line] : 'Hand shape';
}

function lifeArea(c: Chooser, area: Area, texts: AreaTexts, lvl: Level | null, archetypeSentences: string[]) {
  return {
    text: `${lineOpening(c, area, texts.lineSentences, lvl)} ${c.pick(`${area}.archetype`, archetypeSentences)}`,
    prediction: c.pick(`${area}.prediction`, texts.predictions),
    theme: c.pick(`${area}.theme`, texts.themes),
    source: sourceOf(area, lvl),
    shadowTrait: c.pick(`${area}.shadow`, texts.shadowTraits),
  };
}

/** What the reading says about how the hand was read, where it matters. */
function readingNotes(m: HandMeasures): string[] {
  const notes: string[] = [];
  if (m.fingertipsEstimated) {
    notes.push(
      'Some fingertips were outside the photo, so your finger length is estimated from the rest of your hand.',
    );
  }
  const missing = (Object.keys(m.lines) as LineName[]).filter((name) => !m.lines[name]);
  if (missing.length > 0) {
    const names = missing.map((name) => LINE_LABEL[name].toLowerCase());
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    notes.push(`Your ${list} could not be traced in this photo; those parts read from the shape of your hand.`);
  }
  return notes;
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

export function generatePalmReading(m: HandMeasures, readingType: PalmReadingType, date: string): PalmReadingContent {
  const archetype = archetypeOfShape(m.shape);
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
      text: `${lineOpening(c, 'journey', JOURNEY.lineSentences, levels.journey)} ${c.pick('journey.archetype', t.journey)}`,
      prediction: c.pick('journey.prediction', JOURNEY.predictions),
      ritual: c.pick('journey.ritual', JOURNEY.rituals),
      shadowOmen: c.pick('journey.omen', JOURNEY.shadowOmens),
      source: sourceOf('journey', levels.journey),
      keyAge: c.between('journey.keyAge', minAge, maxAge),
    },
    compatibility: [...t.compatibleSigns],
    fortunateMonths: [...t.fortunateMonths],
    archetypeStrengths: strengthOrder.slice(3, 6),
    forecastDate: daily.forecastDate,
  };
  const notes = readingNotes(m);
  if (notes.length > 0) content.readingNotes = notes;
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
  const archetype =
    (content.archetype as Archetype | undefined) ?? (m.version === 2 ? archetypeOfShape(m.shape) : FALLBACK_ARCHETYPE);
  const daily = dailyParts(m, archetype, date);
  const forecast = (content.forecast ?? {}) as Record<string, unknown>;
  return {
    ...content,
    futureKeywords: daily.futureKeywords,
    forecast: { ...forecast, mood: daily.mood, luckWindow: daily.luckWindow },
    forecastDate: daily.forecastDate,
  };
}
