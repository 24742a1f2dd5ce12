/**
 * The palm reading generator: deterministic from the measures and the date. The same photo on the
 * same day gives the same reading; the daily parts (mood, lucky time, keywords) follow the date.
 */
import type { Archetype } from '../contract/enums.js';
import { FALLBACK_ARCHETYPE } from '../contract/fallbacks.js';
import type { PalmReadingContent } from '../contract/readingContent.js';
import { Chooser } from './choose.js';
import { archetypeOfShape } from './hand/handGeometry.js';
import type { LineName } from './hand/palmLines.js';
import type { HandMeasures, Level, PalmMeasures } from './palmMeasures.js';
import { ARCHETYPE_TEXTS } from './texts/archetypeTexts.js';
import {
  ARCHETYPE_DO,
  ARCHETYPE_DONT,
  DAILY_KEYWORDS,
  DO_TODAY,
  DONT_TODAY,
  LUCK_WINDOW_STARTS,
  luckWindowLabel,
  MOODS,
} from './texts/dailyTexts.js';
import {
  APOLLO_SENTENCE,
  CAREER_BY_FINGERS,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  FINGER_PHRASE,
  HEAD_LINE,
  HEALTH_BY_PALM,
  HEART_LINE,
  INSIGHT_ACTIONS,
  INSIGHT_BY_APOLLO,
  INSIGHT_BY_FINGERS,
  INSIGHT_BY_PALM,
  INSIGHT_SOURCES,
  JOURNEY_BY_FINGERS,
  LIFE_LINE,
  LOVE_BY_APOLLO,
  PALM_PHRASE,
  PERSONALITY_BY_FINGERS,
  PERSONALITY_BY_PALM,
  PERSONALITY_TAILS,
  PREDICTION_TAILS,
  PREDICTIONS,
  UNTRACED,
  type LineSentences,
} from './texts/handTexts.js';
import { CAREER, FOCUS_AREAS, HEALTH, JOURNEY, LOVE, type AreaTexts } from './texts/lifeAreaTexts.js';
import { handSeed, headlineSeed, traitsOf, type HandTraits } from './traits.js';

export type PalmReadingType = 'FIRST_PALM_READING' | 'FULL_ANALYSIS';

/**
 * What a reading's daily parts are drawn from, with the date: the hand's coarse traits (version 1
 * readings, before the engine read the hand, keep the seed their daily parts were made with). Stored
 * with a public reading's projection, so a shared page needs no measures.
 */
export function dailySeed(m: PalmMeasures): string {
  if (m.version === 2) return handSeed(traitsOf(m));
  return [m.signature, m.aspect, m.coverage, m.lineDensity, m.lineDirection, m.texture, m.warmth].join('|');
}

type Area = 'love' | 'career' | 'health' | 'journey';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * What each life area reads: a traced line (its length, then one more of its measures) and a shape
 * trait, so each paragraph rests on three measured traits. Lines not traced give way to the shape.
 */
const AREA_READS: Record<Area, { line: LineName; sentences: LineSentences; second: 'depth' | 'curve' }> = {
  // The heart line's reach and sweep: how far and how openly you love.
  love: { line: 'heart', sentences: HEART_LINE, second: 'curve' },
  // The head line's reach and slope: how long you think, and how practically or imaginatively.
  career: { line: 'head', sentences: HEAD_LINE, second: 'curve' },
  // The life line's depth (vitality) and reach.
  health: { line: 'life', sentences: LIFE_LINE, second: 'depth' },
  // The life line's sweep around the thumb: how far a life ranges.
  journey: { line: 'life', sentences: LIFE_LINE, second: 'curve' },
};

const LINE_LABEL: Record<LineName, string> = { heart: 'Heart line', head: 'Head line', life: 'Life line' };

/** Each life area's level on its line's length, or null where that line is not clear in the photo. */
export function lifeAreaLevels(m: HandMeasures): Record<Area, Level | null> {
  const t = traitsOf(m);
  const lengthOf = (area: Area) => t.lines[AREA_READS[area].line]?.length ?? null;
  return {
    love: lengthOf('love'),
    career: lengthOf('career'),
    health: lengthOf('health'),
    journey: lengthOf('journey'),
  };
}

/** Which finger the love sentence read, as its source says. */
const APOLLO_SOURCE: Record<HandTraits['apollo'], string> = {
  apollo: 'ring finger',
  ring: 'ring finger',
  level: 'index and ring fingers',
  index: 'index finger',
};

function shapeSentence(area: Area, t: HandTraits): { text: string; source: string } {
  if (area === 'love') return { text: LOVE_BY_APOLLO[t.apollo], source: APOLLO_SOURCE[t.apollo] };
  if (area === 'career') return { text: CAREER_BY_FINGERS[t.fingers], source: 'finger length' };
  if (area === 'health') return { text: HEALTH_BY_PALM[t.palm], source: 'palm shape' };
  return { text: JOURNEY_BY_FINGERS[t.fingers], source: 'finger length' };
}

/** A life area's paragraph from three measured traits (or the shape alone), and its source. */
function areaReading(c: Chooser, area: Area, t: HandTraits, archetypeSentences: string[]) {
  const { line, sentences, second } = AREA_READS[area];
  const traced = t.lines[line];
  const shape = shapeSentence(area, t);
  const lineLabel = LINE_LABEL[line];
  const opening = traced
    ? [sentences.length[traced.length], sentences[second][traced[second]]]
    : [UNTRACED(lineLabel.toLowerCase(), area)];
  return {
    text: [...opening, shape.text, c.pick(`${area}.archetype`, archetypeSentences)].join(' '),
    source: traced
      ? `${lineLabel}${shape.source.includes(' and ') ? ', ' : ' and '}${shape.source}`
      : capitalize(shape.source),
    // Predictions follow the area's line where it was traced, the shape otherwise.
    predictionLevel: traced?.length ?? SHAPE_LEVEL[t.fingers],
    tailLevel: traced?.[second] ?? SHAPE_LEVEL[t.fingers],
  };
}

/** What will happen (by the area's first trait) and what to do about it (by its second). */
function prediction(c: Chooser, area: Area, levels: { predictionLevel: Level; tailLevel: Level }): string {
  return [
    c.pick(`${area}.prediction`, PREDICTIONS[area][levels.predictionLevel]),
    c.pick(`${area}.prediction.tail`, PREDICTION_TAILS[area][levels.tailLevel]),
  ].join(' ');
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SHAPE_LEVEL: Record<HandTraits['fingers'], Level> = {
  short: 'low',
  shortish: 'mid',
  longish: 'mid',
  long: 'high',
};

function lifeArea(c: Chooser, area: Exclude<Area, 'journey'>, texts: AreaTexts, t: HandTraits, own: string[]) {
  const reading = areaReading(c, area, t, own);
  return {
    text: reading.text,
    prediction: prediction(c, area, reading),
    theme: c.pick(`${area}.theme`, texts.themes),
    source: reading.source,
    shadowTrait: c.pick(`${area}.shadow`, texts.shadowTraits),
  };
}

/**
 * The headline texts, from the reader and the archetype and the shape's coarsest traits only, so the
 * same person's new photo of the same hand keeps them.
 */
function headlines(t: HandTraits, reader: string) {
  const h = new Chooser(headlineSeed(t, reader));
  const a = t.archetype;
  const start = `${PALM_PHRASE[t.palm]} with ${FINGER_PHRASE[t.fingers]}`;
  const opening = h.pick('description.opening', DESCRIPTION_OPENINGS[a]);
  const closing = h.pick('description.closing', DESCRIPTION_CLOSINGS[a]);
  // The heart-led hand is named for its ring finger; other hands for palm and fingers alone.
  const description =
    a === 'LOVER' ? [`${start} ${opening}`, APOLLO_SENTENCE.apollo, closing] : [`${start}: ${opening}`, closing];
  const feature = h.pick(
    'insight.feature',
    a === 'LOVER' ? (['palm', 'fingers', 'apollo'] as const) : (['palm', 'fingers'] as const),
  );
  const insight = {
    palm: INSIGHT_BY_PALM[t.palm],
    fingers: INSIGHT_BY_FINGERS[t.fingers],
    apollo: INSIGHT_BY_APOLLO.apollo,
  }[feature];
  return {
    description: description.join(' '),
    keyInsight: {
      text: `${insight} ${h.pick('insight.action', INSIGHT_ACTIONS[a])}`,
      source: INSIGHT_SOURCES[feature],
    },
    personalityInsight: {
      text: [
        PERSONALITY_BY_FINGERS[t.fingers],
        PERSONALITY_BY_PALM[t.palm],
        h.pick('personality', PERSONALITY_TAILS[a]),
      ].join(' '),
      source: 'Finger length and palm shape',
    },
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
    notes.push(
      `Your ${list} ${missing.length === 1 ? 'is' : 'are'} not clear in this photo; those parts read from the shape of your hand.`,
    );
  }
  return notes;
}

/** The parts of a reading that belong to one day. */
export function dailyParts(m: PalmMeasures, archetype: Archetype, date: string) {
  return dailyPartsOfSeed(dailySeed(m), archetype, date);
}

function dailyPartsOfSeed(seed: string, archetype: Archetype, date: string) {
  const c = new Chooser(`${seed}|${date}`);
  const keywords = [
    ...c.pickMany('keywords.archetype', ARCHETYPE_TEXTS[archetype].keywords, 2),
    ...c.pickMany('keywords.daily', DAILY_KEYWORDS, 4),
  ];
  return {
    mood: c.pick('mood', MOODS),
    luckWindow: luckWindowLabel(c.pick('luck', LUCK_WINDOW_STARTS)),
    doToday: c.pick('do', [...ARCHETYPE_DO[archetype], ...DO_TODAY]),
    dontToday: c.pick('dont', [...ARCHETYPE_DONT[archetype], ...DONT_TODAY]),
    futureKeywords: [...new Set(keywords)].slice(0, 5),
    forecastDate: date,
  };
}

/**
 * A palm reading for the hand measured, as its reader (the owner's user id) reads it on `date`, the
 * reader's own day.
 */
export function generatePalmReading(
  m: HandMeasures,
  readingType: PalmReadingType,
  date: string,
  reader: string,
): PalmReadingContent {
  const traits = traitsOf(m);
  const archetype = traits.archetype;
  const t = ARCHETYPE_TEXTS[archetype];
  const head = headlines(traits, reader);
  // Everything else that stays with the hand: its traits and traced lines, never the exact measures.
  const c = new Chooser(handSeed(traits));
  const daily = dailyParts(m, archetype, date);
  const focusArea = c.pick('health.focus', FOCUS_AREAS);
  const first = readingType === 'FIRST_PALM_READING';
  const [minAge, maxAge] = t.keyAgeRange;
  // The reading's Key Strengths, and three others for the archetype card, so the two never repeat.
  const strengthOrder = c.pickMany('strengths', t.strengths, t.strengths.length);
  const journey = areaReading(c, 'journey', traits, t.journey);
  // Four of the year's months, in calendar order: the archetype's own two, and two of this hand's.
  const own = c.pickMany('months.own', t.fortunateMonths, 2);
  const others = c.pickMany(
    'months.hand',
    MONTHS.filter((month) => !own.includes(month)),
    2,
  );
  const fortunateMonths = MONTHS.filter((month) => own.includes(month) || others.includes(month));

  const content: PalmReadingContent = {
    archetype,
    userArchetype: archetype,
    archetypeDescription: head.description,
    themeBackground: c.pick('background', t.backgrounds),
    keyInsight: head.keyInsight,
    keyInsights: c.pickMany('keyPhrases', t.keyPhrases, 3),
    futureKeywords: daily.futureKeywords,
    forecast: {
      mood: daily.mood,
      luckWindow: daily.luckWindow,
      doToday: daily.doToday,
      dontToday: daily.dontToday,
      fortunateMonth: c.pick('fortunateMonth', fortunateMonths),
      ...(first ? { zodiacMatch: c.pickMany('zodiac', t.compatibleSigns, 3) } : {}),
    },
    love: lifeArea(c, 'love', LOVE, traits, t.love),
    career: lifeArea(c, 'career', CAREER, traits, t.career),
    health: { ...lifeArea(c, 'health', HEALTH, traits, t.health), focusArea },
    focusArea,
    lifeJourney: {
      milestone: c.pick('journey.milestone', JOURNEY.milestones),
      text: journey.text,
      prediction: prediction(c, 'journey', journey),
      ritual: c.pick('journey.ritual', JOURNEY.rituals),
      shadowOmen: c.pick('journey.omen', JOURNEY.shadowOmens),
      source: journey.source,
      keyAge: c.between('journey.keyAge', minAge, maxAge),
    },
    compatibility: [...t.compatibleSigns],
    fortunateMonths,
    archetypeStrengths: strengthOrder.slice(3, 6),
    forecastDate: daily.forecastDate,
  };
  const notes = readingNotes(m);
  if (notes.length > 0) content.readingNotes = notes;
  if (first) {
    content.strengths = strengthOrder.slice(0, 3);
    content.challenges = c.pickMany('challenges', t.challenges, 3);
    content.personalityInsight = head.personalityInsight;
  }
  return content;
}

/** A stored reading's content with today's daily parts. */
export function withDailyParts<T extends Record<string, unknown>>(content: T, m: PalmMeasures, date: string): T {
  const archetype =
    (content.archetype as Archetype | undefined) ?? (m.version === 2 ? archetypeOfShape(m.shape) : FALLBACK_ARCHETYPE);
  return withDailySeed(content, dailySeed(m), date, archetype);
}

/** A stored palm reading's content with the daily parts of `date`, from its daily seed. */
export function withDailySeed<T extends Record<string, unknown>>(
  content: T,
  seed: string,
  date: string,
  archetype: Archetype = (content.archetype as Archetype | undefined) ?? FALLBACK_ARCHETYPE,
): T {
  if (content.forecastDate === date) return content;
  const daily = dailyPartsOfSeed(seed, archetype, date);
  const forecast = (content.forecast ?? {}) as Record<string, unknown>;
  return {
    ...content,
    futureKeywords: daily.futureKeywords,
    forecast: {
      ...forecast,
      mood: daily.mood,
      luckWindow: daily.luckWindow,
      doToday: daily.doToday,
      dontToday: daily.dontToday,
    },
    forecastDate: daily.forecastDate,
  };
}
