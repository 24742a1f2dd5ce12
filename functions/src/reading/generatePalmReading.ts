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
import { paragraph, type Phrasing } from './compose.js';
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
  APOLLO,
  CAREER_BY_FINGERS,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  FINGER_PHRASE,
  FINGERS_MEAN,
  HEAD_LINE,
  HEALTH_BY_PALM,
  HEART_LINE,
  INSIGHT_ACTIONS,
  JOURNEY_BY_THUMB_SET,
  LIFE_LINE,
  LOVE_BY_APOLLO,
  PALM_MEANS,
  PALM_PHRASE,
  PREDICTION_TAILS,
  PREDICTIONS,
  READING_NOTES,
  THUMB,
  THUMB_SET,
  UNTRACED,
  type LineSentences,
} from './texts/handTexts.js';
import { CAREER, FOCUS_AREAS, HEALTH, JOURNEY, LOVE, type AreaTexts } from './texts/lifeAreaTexts.js';
import { handSeed, seedOf, traitsOf, type HandTraits } from './traits.js';

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
 * What each life area reads: a traced line (its reach, then, where the line is clear, one more of
 * its measures) and one shape trait, so each paragraph rests on the traits this hand has. A line not
 * traced gives way to the shape: the area then reads a second shape trait.
 */
const AREA_READS: Record<
  Area,
  {
    line: LineName;
    sentences: LineSentences;
    second: 'depth' | 'curve';
    shape: (t: HandTraits) => { options: string[]; source: string; key: string };
    /** The second shape trait, read where the line is not clear in the photo. */
    fallback: (t: HandTraits) => Phrasing[];
  }
> = {
  // The heart line's reach and depth: how far and how fully you love; the ring finger: what you love.
  love: {
    line: 'heart',
    sentences: HEART_LINE,
    second: 'depth',
    shape: (t) => ({ options: LOVE_BY_APOLLO[t.apollo], source: APOLLO_SOURCE[t.apollo], key: t.apollo }),
    fallback: (t) => THUMB_SET[t.thumbSet],
  },
  // The head line's reach and slope: how long you think, and how practically or imaginatively.
  career: {
    line: 'head',
    sentences: HEAD_LINE,
    second: 'curve',
    shape: (t) => ({ options: CAREER_BY_FINGERS[t.fingers], source: 'finger length', key: t.fingers }),
    fallback: (t) => FINGERS_MEAN[t.fingers],
  },
  // The life line's reach and depth (vitality); the palm's shape.
  health: {
    line: 'life',
    sentences: LIFE_LINE,
    second: 'depth',
    shape: (t) => ({ options: HEALTH_BY_PALM[t.palm], source: 'palm shape', key: t.palm }),
    fallback: (t) => PALM_MEANS[t.palm],
  },
  // The life line's sweep around the thumb: how far a life ranges; how the thumb is held.
  journey: {
    line: 'life',
    sentences: LIFE_LINE,
    second: 'curve',
    shape: (t) => ({ options: JOURNEY_BY_THUMB_SET[t.thumbSet], source: 'thumb', key: t.thumbSet }),
    fallback: (t) => THUMB[t.thumb],
  },
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

/** "Your heart line is deep" after a sentence on the same line: "It is deep". */
const onSameLine = (sentence: string, line: LineName) => sentence.replace(new RegExp(`^Your ${line} line `), 'It ');

/**
 * A life area's paragraph and its source, from the area's line and shape trait, and the Chooser
 * for everything else the area says: seeded by exactly those traits, so a new photo of the hand
 * that keeps them keeps the area's words.
 */
function areaReading(area: Area, t: HandTraits) {
  const read = AREA_READS[area];
  const traced = t.lines[read.line];
  const shape = read.shape(t);
  const c = new Chooser(
    seedOf(area, t.archetype, shape.key, traced ? `${traced.length}${traced.clear ? traced[read.second] : '?'}` : null),
  );
  const lineLabel = LINE_LABEL[read.line];
  let text: string;
  if (traced) {
    const reach = c.pick(`${area}.length`, read.sentences.length[traced.length]);
    const second = traced.clear
      ? [onSameLine(c.pick(`${area}.second`, read.sentences[read.second][traced[read.second]]), read.line)]
      : [];
    text = [reach, ...second, c.pick(`${area}.shape`, shape.options)].join(' ');
  } else {
    text = [
      UNTRACED(lineLabel.toLowerCase(), area),
      c.pick(`${area}.shape`, shape.options),
      c.pick(`${area}.fallback`, read.fallback(t)).text,
    ].join(' ');
  }
  const predictionLevel = traced?.length ?? SHAPE_LEVEL[t.fingers];
  const tailLevel = traced?.clear ? traced[read.second] : SHAPE_LEVEL[t.fingers];
  return {
    c,
    text,
    source: traced
      ? `${lineLabel}${shape.source.includes(' and ') ? ', ' : ' and '}${shape.source}`
      : capitalize(shape.source),
    // What will happen (by the line's reach, or the fingers where it is not clear) and what to do
    // about it (by its second measure).
    prediction: [
      c.pick(`${area}.prediction`, PREDICTIONS[area][predictionLevel]),
      c.pick(`${area}.prediction.tail`, PREDICTION_TAILS[area][tailLevel]),
    ].join(' '),
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SHAPE_LEVEL: Record<HandTraits['fingers'], Level> = {
  short: 'low',
  shortish: 'mid',
  longish: 'mid',
  long: 'high',
};

function lifeArea(area: Exclude<Area, 'journey'>, texts: AreaTexts, t: HandTraits) {
  const { c, text, prediction, source } = areaReading(area, t);
  return {
    text,
    prediction,
    theme: c.pick(`${area}.theme`, texts.themes),
    source,
    shadowTrait: c.pick(`${area}.shadow`, texts.shadowTraits),
  };
}

/** The shape trait the key insight is about: the most marked one, the steadiest first. */
function insightFeature(t: HandTraits): { options: Phrasing[]; source: string } {
  if (t.archetype === 'LOVER') return { options: APOLLO.apollo, source: 'Index and ring fingers' };
  if (t.fingers === 'short' || t.fingers === 'long')
    return { options: FINGERS_MEAN[t.fingers], source: 'Finger length' };
  if (t.palm === 'long' || t.palm === 'square') return { options: PALM_MEANS[t.palm], source: 'Palm shape' };
  if (t.thumb !== 'mid') return { options: THUMB[t.thumb], source: 'Thumb' };
  return { options: FINGERS_MEAN[t.fingers], source: 'Finger length' };
}

/**
 * The headline texts, from the hand's shape: the description from the palm, fingers and thumb that
 * name the hand; the key insight from its most marked trait; the personality from palm, fingers and
 * how the thumb is held. Lines, which read less steadily from photo to photo, stay in the life areas.
 */
function headlines(t: HandTraits) {
  const a = t.archetype;
  const h = new Chooser(seedOf(a, t.palm, t.fingers, t.thumb, t.thumbSet));
  const start = `${h.pick('palm', PALM_PHRASE[t.palm])} with ${h.pick('fingers', FINGER_PHRASE[t.fingers])}`;
  const opening = h.pick('description.opening', DESCRIPTION_OPENINGS[a]);
  const description = paragraph(h, 'description', [
    [a === 'LOVER' ? `${start} ${opening}` : `${start}: ${opening}`],
    THUMB[t.thumb],
    DESCRIPTION_CLOSINGS[a],
  ]);
  const feature = insightFeature(t);
  const insight = h.pick('insight', feature.options);
  const p = new Chooser(seedOf('personality', a, t.palm, t.fingers, t.thumb, t.thumbSet));
  // Never the key insight's own sentence again.
  const others = (options: Phrasing[]) => options.filter((o) => o !== insight);
  return {
    description,
    keyInsight: {
      text: `${insight.text} ${h.pick('insight.action', INSIGHT_ACTIONS[a])}`,
      source: feature.source,
    },
    personalityInsight: {
      text: paragraph(p, 'personality', [
        others(FINGERS_MEAN[t.fingers]),
        others(PALM_MEANS[t.palm]),
        THUMB_SET[t.thumbSet],
      ]),
      source: 'Finger length, palm shape and thumb',
    },
  };
}

/** What the reading says about how the hand was read, where it matters. */
function readingNotes(m: HandMeasures): string[] {
  const notes: string[] = [];
  if (m.fingertipsEstimated) {
    notes.push(READING_NOTES.fingertipsEstimated);
  }
  const missing = (Object.keys(m.lines) as LineName[]).filter((name) => !m.lines[name]);
  if (missing.length > 0) {
    const names = missing.map((name) => LINE_LABEL[name].toLowerCase());
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    notes.push(READING_NOTES.linesUnclear(list!, missing.length));
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
 * A palm reading for the hand measured, on `date` (the reader's own day). Everything but the daily
 * parts is written from the hand's coarse traits alone: the same hand keeps its words whoever reads it.
 */
export function generatePalmReading(m: HandMeasures, readingType: PalmReadingType, date: string): PalmReadingContent {
  const traits = traitsOf(m);
  const archetype = traits.archetype;
  const t = ARCHETYPE_TEXTS[archetype];
  const head = headlines(traits);
  // Everything else that stays with the hand: its traits and traced lines, never the exact measures.
  const c = new Chooser(handSeed(traits));
  const daily = dailyParts(m, archetype, date);
  const focusArea = c.pick('health.focus', FOCUS_AREAS);
  const first = readingType === 'FIRST_PALM_READING';
  const [minAge, maxAge] = t.keyAgeRange;
  // The reading's Key Strengths, and three others for the archetype card, so the two never repeat.
  const strengthOrder = c.pickMany('strengths', t.strengths, t.strengths.length);
  const journey = areaReading('journey', traits);
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
    love: lifeArea('love', LOVE, traits),
    career: lifeArea('career', CAREER, traits),
    health: { ...lifeArea('health', HEALTH, traits), focusArea },
    focusArea,
    lifeJourney: {
      milestone: journey.c.pick('journey.milestone', JOURNEY.milestones),
      text: journey.text,
      prediction: journey.prediction,
      ritual: journey.c.pick('journey.ritual', JOURNEY.rituals),
      shadowOmen: journey.c.pick('journey.omen', JOURNEY.shadowOmens),
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
