/**
 * The palm reading generator: deterministic from the measures and the date. The same photo on the
 * same day gives the same reading; the daily parts (mood, lucky time, keywords) follow the date.
 */
import type { Archetype } from '../../contract/enums.js';
import type { PalmReadingContent } from '../../contract/readingContent.js';
import { Chooser, spreadPicker, type Picker, type Voice } from './choose.js';
import type { LineName } from '../lines/palmLines.js';
import type { HandMeasures, Level, PalmMeasures } from '../types.js';
import { continued, paragraph, type Phrasing } from './compose.js';
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
  TODAY_BY_TRAIT,
  TODAY_STEPS,
  WORKDAY_ONLY,
} from './texts/dailyTexts.js';
import {
  CAREER_BY_FINGERS,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  FINGER_PHRASE,
  FINGERS_MEAN,
  HEALTH_BY_PALM,
  CAREER_BY_THUMB,
  HEALTH_BY_THUMB_SET,
  HEALTH_TENSION,
  HEART_LED,
  HEART_REACH,
  LIFE_COURSE,
  JOURNEY_BY_THUMB,
  JOURNEY_BY_THUMB_SET,
  LOVE_BY_THUMB_SET,
  PALM_MEANS,
  PALM_PHRASE,
  PREDICTIONS,
  PROFILE_NOTES,
  RARITY,
  RARITY_SAID,
  READING_NOTES,
  THUMB,
  THUMB_SET,
} from './texts/handTexts.js';
import { CHALLENGES_BY, STRENGTHS_BY } from './texts/giftTexts.js';
import { HEAD_LINE, HEART_LINE, LIFE_LINE, LIFE_TENSION, type LineParts } from './texts/lineTexts.js';
import { INSIGHT_STEPS } from './texts/insightSteps.js';
import { CAREER, FOCUS_AREAS, HEALTH, JOURNEY, LOVE, type AreaTexts } from './texts/lifeAreaTexts.js';
import { IDEAS } from './texts/ideas.js';
import { IMAGES } from './texts/images.js';
import { CLAIMS, DENIES, type Claim } from './texts/claims.js';
import { LEANS, type Lean } from './texts/leans.js';
import {
  handSeed,
  placeOf,
  seedOf,
  SHAPE_BANDS,
  SHAPE_TRAITS,
  traitsOf,
  type HandTraits,
  type ShapeTrait,
} from './traits.js';
import type { PalmReadingType, ReadingHand } from '../types.js';

export type { PalmReadingType, ReadingHand };

/**
 * The seed of what stays with the hand (fortunate months, key age, focus area, …) and of the daily
 * parts: the hand's traits and this photo's lines; for one's own palm, the profile's shape traits
 * alone, so another photo of the same hand on the same day keeps them.
 */
function readingSeed(m: HandMeasures, hand?: ReadingHand): string {
  if (hand?.palmOf !== 'self') return handSeed(traitsOf(m));
  return handSeed({ ...traitsOf(m, hand.keys), lines: { heart: null, head: null, life: null } });
}

/**
 * What a reading's daily parts are drawn from, with the date: the hand's coarse traits (version 1
 * readings, before the engine read the hand, keep the seed their daily parts were made with). Stored
 * with a public reading's projection, so a shared page needs no measures.
 */
export function dailySeed(m: PalmMeasures, hand?: ReadingHand): string {
  if (m.version === 2) return readingSeed(m, hand);
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
 * What each life area reads: two shape traits that hold from photo to photo, and for love the heart
 * line (whether it was traced, and its reach where it is clearly short or long). The head and life
 * lines are left out of the words: between two copies of one photo their length, depth and curve
 * move across a band a quarter to a third of the time, and whether they are traced at all one time
 * in twenty (docs/engine.md), so anything said of them would be a guess. Each area's words are
 * seeded by its traits (`seed`) beside the archetype: so two hands of one archetype rarely share an
 * area, and a new copy of the photo keeps it.
 */
const AREA_READS: Record<
  Area,
  {
    first: (t: HandTraits) => string[];
    /** The second shape sentence; love's first sentence is the heart line's. */
    second?: (t: HandTraits) => string[];
    /** The trait each shape sentence's options are written for (first, second). */
    keyedBy: [ShapeTrait, ShapeTrait?];
    /**
     * Where the two shape traits pull apart: the sentence said instead of the second, naming the
     * tension in itself ("you need quiet to recover and company to feel alive"), so that two
     * sentences never read against each other.
     */
    tension?: (t: HandTraits) => string[] | null;
    /** Where the area's line is not traced, or the area reads no line. */
    source: string;
    /**
     * The area's line where it is traced (love: the heart line; career: the head line; the journey:
     * the life line): its own sentence beside the shape's, and the source that then names it.
     */
    line?: (t: HandTraits) => { say: (c: Picker) => string; source: string } | null;
    /** The shape traits the area's words are chosen by, beside the archetype (Chooser.spread's grid). */
    traits: ShapeTrait[];
    /** The level the prediction and what to do about it are written for, from the area's main trait. */
    level: (t: HandTraits) => Level;
  }
> = {
  // How the thumb is held: how readily you open up; and the heart line where it is traced (its reach
  // where clearly short or long, else how high it ends), in its own sentence.
  love: {
    first: (t) => LOVE_BY_THUMB_SET[t.thumbSet],
    keyedBy: ['thumbSet'],
    source: 'Thumb',
    line: (t) =>
      t.lines.heart
        ? {
            say: (c) =>
              t.heartReach
                ? c.pick('love.line', HEART_REACH[t.heartReach])
                : lineSentence(
                    c,
                    'love.line',
                    { place: HEART_LINE.place[t.heartEnd ?? 'between'], read: HEART_LINE.read },
                    t,
                  ),
            source: `${LINE_LABEL.heart} and thumb`,
          }
        : null,
    // The shape alone: another photo of the hand that shows the heart line otherwise changes only
    // the line's sentence, not the rest of the area.
    traits: ['thumb', 'fingers', 'thumbSet'],
    level: (t) => SET_LEVEL[t.thumbSet],
  },
  // The fingers, and the head line where it is traced (else the thumb): how you work, and how you think.
  career: {
    first: (t) => CAREER_BY_FINGERS[t.fingers],
    second: (t) => CAREER_BY_THUMB[t.thumb],
    keyedBy: ['fingers', 'thumb'],
    source: 'Finger length and thumb',
    line: (t) =>
      t.lines.head
        ? { say: (c) => lineSentence(c, 'career.line', HEAD_LINE, t), source: 'Fingers, thumb, head line' }
        : null,
    traits: ['thumb', 'thumbSet', 'fingers'],
    level: (t) => FINGER_LEVEL[t.fingers],
  },
  // The palm's shape and how the thumb is held: your rhythm and your energy.
  health: {
    first: (t) => HEALTH_BY_PALM[t.palm],
    second: (t) => HEALTH_BY_THUMB_SET[t.thumbSet],
    keyedBy: ['palm', 'thumbSet'],
    // A palm that needs quiet beside a thumb set that lives on company and novelty.
    tension: (t) => (t.palm !== 'square' && SET_LEVEL[t.thumbSet] === 'high' ? HEALTH_TENSION[t.palm] : null),
    source: 'Palm shape and thumb',
    traits: ['thumb', 'thumbSet', 'palm'],
    level: (t) => PALM_LEVEL[t.palm],
  },
  // How the thumb is held, and the life line where it is traced (else the thumb's length): how far a life ranges.
  journey: {
    first: (t) => JOURNEY_BY_THUMB_SET[t.thumbSet],
    second: (t) => JOURNEY_BY_THUMB[t.thumb],
    keyedBy: ['thumbSet', 'thumb'],
    // No "Yet" between these two: the thumb's set says how far a life ranges, its length how it
    // meets what comes; read side by side they add up rather than contrast (a reader's review).
    source: 'Thumb',
    line: (t) =>
      t.lines.life
        ? {
            say: (c) => {
              if (!t.lifeSweep) return c.pick('journey.line', LIFE_COURSE);
              const said = lineSentence(c, 'journey.line', LIFE_LINE[t.lifeSweep], t);
              // A line that keeps close beside a thumb set that ranges (or the other way round) is a
              // tension in one life, named as one after the line's own sentence, unless that sentence
              // has named it ("a restless mind with one home it always returns to").
              const against = t.lifeSweep === 'close' ? 'high' : 'low';
              return SET_LEVEL[t.thumbSet] === against && !namesTension(said, t.lifeSweep)
                ? `${said} ${c.pick('journey.tension', LIFE_TENSION[t.lifeSweep])}`
                : said;
            },
            source: 'Thumb and life line',
          }
        : null,
    traits: ['thumb', 'fingers', 'thumbSet'],
    level: (t) => SET_LEVEL[t.thumbSet],
  },
};

/**
 * Whether a life line's sentence already says an idea its sweep's tension sentences say (the Air
 * hand's close line read as "a restless mind with one home it always returns to"): the tension is
 * then named, and a second sentence would say it again.
 */
function namesTension(sentence: string, sweep: 'close' | 'wide'): boolean {
  const tension = new Set(LIFE_TENSION[sweep].flatMap((text) => IDEAS[text] ?? []));
  const read = Object.values(LIFE_LINE[sweep].read)
    .flatMap((reads) => readTexts(reads))
    .find((text) => sentence.endsWith(text));
  return (IDEAS[read ?? ''] ?? []).some((idea) => tension.has(idea));
}

/** A line's reads as their words, leaving out those of the `without` tone. */
function readTexts(reads: LineParts['read'][Archetype], without: string | null = null): string[] {
  return reads.flatMap((read) => (typeof read === 'string' ? [read] : read.tone === without ? [] : [read.text]));
}

/**
 * A traced line's sentence: where it runs in the photo, then what it reads as on this kind of hand,
 * leaving out reads whose tone the thumb's set contradicts (a thumb held close beside "loves out
 * loud", a wide-set one beside "feelings that run quiet").
 */
function lineSentence(c: Picker, key: string, parts: LineParts, t: HandTraits): string {
  const against = { high: 'slow', low: 'quick', mid: null }[SET_LEVEL[t.thumbSet]];
  const reads = readTexts(parts.read[t.archetype], against);
  return `${c.pick(`${key}.place`, parts.place)}, ${c.pick(`${key}.read`, reads)}`;
}

const LINE_LABEL: Record<LineName, string> = { heart: 'Heart line', head: 'Head line', life: 'Life line' };

const FINGER_NAME: Record<HandTraits['fingers'], 'long' | 'short'> = {
  short: 'short',
  shortish: 'short',
  longish: 'long',
  long: 'long',
};

/** Shape traits as the three levels predictions are written for. */
const FINGER_LEVEL: Record<HandTraits['fingers'], Level> = {
  short: 'low',
  shortish: 'mid',
  longish: 'mid',
  long: 'high',
};
const PALM_LEVEL: Record<HandTraits['palm'], Level> = { long: 'low', longish: 'mid', squarish: 'mid', square: 'high' };
const SET_LEVEL: Record<HandTraits['thumbSet'], Level> = {
  close: 'low',
  near: 'low',
  natural: 'mid',
  open: 'high',
  wide: 'high',
};

/**
 * The side of each axis this hand takes (texts/leans.ts): how the thumb is held says out or in, the
 * fingers quick or careful, the thumb's length firm or yielding, the palm deep or light; a thumb at
 * its natural angle takes no side.
 */
function sidesOf(t: Pick<HandTraits, 'fingers' | 'thumb' | 'palm' | 'thumbSet'>): Lean[] {
  const sides: Lean[] = [
    t.fingers === 'short' || t.fingers === 'shortish' ? 'quick' : 'careful',
    t.thumb === 'long' || t.thumb === 'longish' ? 'firm' : 'yielding',
    t.palm === 'long' || t.palm === 'longish' ? 'deep' : 'light',
  ];
  if (SET_LEVEL[t.thumbSet] !== 'mid') sides.push(SET_LEVEL[t.thumbSet] === 'high' ? 'out' : 'in');
  return sides;
}

const OPPOSITE: Record<Lean, Lean> = {
  out: 'in',
  in: 'out',
  quick: 'careful',
  careful: 'quick',
  firm: 'yielding',
  yielding: 'firm',
  deep: 'light',
  light: 'deep',
  partnered: 'single',
  single: 'partnered',
  planned: 'unplanned',
  unplanned: 'planned',
};

/**
 * What one reading may say, as its parts are chosen in turn: no sentence that takes the other side of
 * an axis the hand takes a side on ("you make friends in queues" for a thumb held close), and no
 * concrete image twice (texts/images.ts: a key in the personality and again in a prediction), and
 * where the hand takes no side, nothing against the side the reading has taken, and no words said
 * already by another part (a theme, a sentence, a linking word). The `parts` voice (the headlines
 * after the description's first sentence, the life areas' own sentences and predictions, strengths,
 * the archetype card's strengths, challenges, themes, shadows, milestones, rituals, omens, the focus
 * area) would also rather say no idea the reading has said already (texts/ideas.ts: "Picking up a new
 * skill by diving straight in" after "You learn by doing"), while its pool stays at least a third as
 * large and PREFERRED_AT_LEAST (Chooser). The predictions joined it once their pools grew (Nov 28):
 * over 1,000 readings, the ideas said twice in a stored reading fell from 1,173 to 881. The `lines`
 * voice (the lines' readings, said once every area's paragraph and prediction is) refuses as the
 * others do, and says no idea the other parts said before it whenever one of its options does not
 * (`strictly`: its pools are too short to thin); the ideas other lines read are not counted, so a
 * copy of the photo that reads one line otherwise changes no other line through its ideas. Until
 * stop 65 it preferred nothing, and 256 of 1,702 lines' reads said an idea their reading had said
 * ("the trace of a lover who imagines a shared future in fine detail" after a paragraph that said
 * so); ideas said twice in 1,000 readings fell from 600 to 211.
 */
function voicesOf(t: HandTraits): { parts: Voice; after: Voice; lines: Voice } {
  // The other side of each axis the hand takes, and of each side a sentence has taken since: where the
  // hand takes none (a thumb at its natural angle), "move on while it still feels fresh" is not
  // followed by "one trade and one town".
  const refused = new Set(sidesOf(t).map((side) => OPPOSITE[side]));
  const used = new Set<RegExp>();
  const ideas = new Set<string>();
  // Words said once are not said again in another part ("Momentum" as both career's and health's
  // theme); a linking word ("Yet") then differs between the description and the personality too.
  const spoken = new Set<string>();
  const agrees = (words: string) =>
    !spoken.has(words) &&
    !(LEANS[words] ?? []).some((lean) => refused.has(lean)) &&
    !IMAGES.some((image) => used.has(image) && image.test(words));
  // The ideas said by every part but the lines' reads.
  const partIdeas = new Set<string>();
  // The other side of what the reading has claimed so far (texts/claims.ts): no part, headline or
  // list, says it. The lines' reads are not held to it (a copy that reads one line otherwise would
  // change the next through what it claims), but what they claim holds the parts said after them.
  const denied = new Set<Claim>();
  const saidBy = (lines: boolean) => (words: string) => {
    spoken.add(words);
    for (const claim of CLAIMS[words] ?? []) denied.add(DENIES[claim]);
    for (const image of IMAGES) if (image.test(words)) used.add(image);
    for (const idea of IDEAS[words] ?? []) {
      ideas.add(idea);
      if (!lines) partIdeas.add(idea);
    }
    for (const lean of LEANS[words] ?? []) refused.add(OPPOSITE[lean]);
  };
  const said = saidBy(false);
  const sayingNoneOf = (heard: ReadonlySet<string>) => (words: string) =>
    !(IDEAS[words] ?? []).some((idea) => heard.has(idea));
  const undenied = (words: string) => !(CLAIMS[words] ?? []).some((claim) => denied.has(claim));
  const parts: Voice = { agrees: (words) => agrees(words) && undenied(words), prefers: sayingNoneOf(ideas), said };
  return {
    parts,
    // The parts said after the paragraphs (lists, shadows, themes, milestones, omens, rituals, the
    // focus area): none of them is a headline field, so keeping strictly to unsaid ideas moves no
    // copy's headline words (readingTexts.test.ts), and a reader met them most beside the sentence
    // they repeat or undo ("Taking the heaviest share and still smiling" beside "Pressure steadies
    // you…", stop 66).
    after: { ...parts, strictly: true },
    // The lines' sentences avoid the ideas every part but a line has said: counting another line's,
    // a copy of the photo that reads one line otherwise would change the next line's words. (Their
    // sides and images still count, as every part's do: a line's image is not used by a later line.)
    lines: {
      agrees,
      prefers: sayingNoneOf(partIdeas),
      strictly: true,
      said: saidBy(true),
    },
  };
}

type Voices = ReturnType<typeof voicesOf>;

/**
 * Where the hand sits on what a photo shows beyond the four shape traits the headlines read: the
 * ring finger against the index, how high the heart line ends and how wide the life line sweeps (each
 * unread where the line is untraced or in between). Only parts that are not headlines spread over them.
 */
function detailPlace(t: HandTraits): Array<[number, number]> {
  const apollo: readonly string[] = SHAPE_BANDS.apollo.keys;
  return [
    [apollo.indexOf(t.apollo), apollo.length],
    [[null, 'low', 'high'].indexOf(t.heartEnd), 3],
    [[null, 'close', 'wide'].indexOf(t.lifeSweep), 3],
  ];
}

/**
 * A life area's paragraph, prediction and source, from the area's traits, and the Picker for the
 * area's other parts, spread over the hand's four shape traits: a new photo of the hand that keeps
 * them keeps the area's words.
 */
function areaReading(area: Area, t: HandTraits, v: Voices) {
  const read = AREA_READS[area];
  // Spread over the grid of the area's traits: neighbouring hands read differently, and no sentence
  // gathers a cluster of common hands.
  // The area's own sentences and its prediction would rather say no idea the headlines said (the
  // `parts` voice).
  const grid = (without?: ShapeTrait) =>
    spreadPicker(
      new Chooser(seedOf(area, t.archetype), v.parts),
      placeOf(
        t,
        read.traits.filter((trait) => trait !== without),
      ),
    );
  // The area's other parts (theme, shadow, milestone, omen, ritual: not headline words) spread over
  // all four shape traits, the area's own first, and then over what the headlines are not read by:
  // hands that share the area's traits still differ in the rest, so the clusters real photos come in
  // (phone photos hold the thumb in) share no option. (Ten of 97 phone hands of the dev set had the
  // same milestone while they were spread over the shape traits alone.)
  const parts = spreadPicker(new Chooser(seedOf(area, t.archetype), v.after), [
    ...placeOf(t, [...read.traits, ...SHAPE_TRAITS.filter((trait) => !read.traits.includes(trait))]),
    ...detailPlace(t),
  ]);
  // A shape sentence's options are all of one level of its trait: spread over the other traits only.
  const [firstKey, secondKey] = read.keyedBy;
  let text: string;
  let source = read.source;
  if (!read.second) {
    // An untraced heart line is said once, in the reading's notes; love then reads from the thumb alone.
    text = grid(firstKey).pick('love.shape', read.first(t));
  } else {
    const tension = read.tension?.(t);
    text = [
      grid(firstKey).pick(`${area}.first`, read.first(t)),
      // Two traits that pull apart are named as a tension, not set side by side.
      tension
        ? grid(secondKey).pick(`${area}.tension`, tension)
        : grid(secondKey).pick(`${area}.second`, read.second(t)),
    ].join(' ');
  }
  // The prediction before the line: chosen after it, it would avoid the line's ideas, and a copy of
  // the photo that reads the line otherwise would change it.
  const level = read.level(t);
  const foreseen = grid().pick(`${area}.prediction`, PREDICTIONS[area][level]);
  const traced = read.line?.(t) ?? null;
  if (traced) source = traced.source;
  return {
    parts,
    level,
    text,
    // The line's sentence, said once every area's paragraph and prediction is (generatePalmReading),
    // so it can keep to ideas none of them said. Its own chooser, seeded by the archetype alone (a
    // line's traits choose the list its place comes from, not the pick): a copy of the photo that
    // reads one line otherwise keeps the area's words and the line's own reading.
    sayLine: (): string | null =>
      traced
        ? traced.say(spreadPicker(new Chooser(seedOf(area, 'line', t.archetype), v.lines), placeOf(t, read.traits)))
        : null,
    source,
    // What will happen and what to do about it, written as one.
    prediction: `${foreseen.happens} ${foreseen.advice}`,
  };
}

function lifeArea(
  area: Exclude<Area, 'journey'>,
  texts: AreaTexts,
  read: ReturnType<typeof areaReading>,
  line: string | null,
) {
  const { parts, level, text, prediction, source } = read;
  return {
    text,
    ...(line ? { line } : {}),
    prediction,
    theme: parts.pick(`${area}.theme`, texts.themes[level]),
    source,
    shadowTrait: parts.pick(`${area}.shadow`, texts.shadowTraits[level]),
  };
}

/**
 * The shape trait the key insight is about: the most marked one, the steadiest first; its key, and
 * how rare it is among the dev set's hands where it lies in an outer quartile.
 */
function insightFeature(t: HandTraits): {
  options: Phrasing[];
  source: string;
  key: string;
  rarity: readonly string[] | null;
} {
  if (t.archetype === 'LOVER')
    return { options: HEART_LED, source: 'Index and ring fingers', key: 'apollo', rarity: null };
  if (t.fingers === 'short' || t.fingers === 'long')
    return {
      options: FINGERS_MEAN[t.fingers],
      source: 'Finger length',
      key: `fingers_${t.fingers}`,
      rarity: RARITY.fingers[t.fingers],
    };
  if (t.palm === 'long' || t.palm === 'square')
    return { options: PALM_MEANS[t.palm], source: 'Palm shape', key: `palm_${t.palm}`, rarity: RARITY.palm[t.palm] };
  if (t.thumb === 'short' || t.thumb === 'long')
    return { options: THUMB[t.thumb], source: 'Thumb', key: `thumb_${t.thumb}`, rarity: RARITY.thumb[t.thumb] };
  return { options: FINGERS_MEAN[t.fingers], source: 'Finger length', key: `fingers_${t.fingers}`, rarity: null };
}

/**
 * The headline texts, from the hand's shape: the description from the palm, fingers and thumb that
 * name the hand; the key insight from its most marked trait; the personality from palm, fingers and
 * how the thumb is held, less the trait the key insight read. Each is seeded by the shape traits it
 * is written from and the thumb's two traits, so two hands of one archetype rarely share one. Lines,
 * which read less steadily from photo to photo, stay out of them.
 */
function headlines(t: HandTraits, voices: Voices) {
  // Each headline would rather not say an idea one before it said (a reader's review: "You carry more
  // than your share" in the description, then the same idea as the personality's or the key insight's
  // step; the card's strengths likewise, below).
  const v = voices.parts;
  const a = t.archetype;
  // The description names the fingers as the hand's shape does (long or short), not their band.
  const fingers = FINGER_NAME[t.fingers];
  // Each spread over the grid of the traits it is written from (Chooser.spread): neighbouring hands
  // read differently, and no sentence gathers a cluster of common hands.
  // A part written for one trait's level is spread over the other traits only.
  const descriptionOver = (without?: ShapeTrait) =>
    spreadPicker(new Chooser(seedOf('description', a), v), [
      ...placeOf(
        t,
        (['thumb', 'thumbSet', 'palm'] as const).filter((trait) => trait !== without),
      ),
      ...(without === 'fingers' ? [] : [[fingers === 'long' ? 1 : 0, 2] as [number, number]]),
    ]);
  const h = descriptionOver();
  // Commas around the fingers' clause: a palm "as wide across the knuckles as it is long" ran on into
  // "with fingers … and a ring finger …" as one breathless phrase (a reader's review).
  const start = `${descriptionOver('palm').pick('palm', PALM_PHRASE[t.palm])}, with ${descriptionOver('fingers').pick('fingers', FINGER_PHRASE[fingers])}`;
  const opening = h.pick('description.opening', DESCRIPTION_OPENINGS[a]);
  const feature = insightFeature(t);
  // The thumb's sentence, unless the key insight is the thumb's: it is said there.
  const description = paragraph(h, 'description', [
    [a === 'LOVER' ? `${start}, ${opening}` : `${start}: ${opening}`],
    ...(feature.source === 'Thumb'
      ? []
      : [
          [descriptionOver('thumb').pick('description.1', aboutItselfOnly(THUMB[t.thumb], /\b(?:palms?|fingers?)\b/i))],
        ]),
    DESCRIPTION_CLOSINGS[a],
  ]);
  const k = spreadPicker(new Chooser(seedOf('insight', a, feature.key), v), placeOf(t, ['thumb', 'thumbSet']));
  // How rare the trait is, said one of several ways (each way one option: two picks over one grid
  // would move together).
  const rare = spreadPicker(
    new Chooser(seedOf('rarity', a, feature.key), v),
    placeOf(t, ['thumb', 'thumbSet', 'palm']),
  );
  // Never a sentence the description already says.
  const fresh = feature.options.filter((o) => !description.includes(o.text));
  const insight = k.pick('insight', fresh.length > 0 ? fresh : feature.options);
  // Each sentence spread over the traits other than the one its options are written for.
  const personalityOver = (without: ShapeTrait) =>
    spreadPicker(
      new Chooser(seedOf('personality', a), v),
      placeOf(
        t,
        (['thumb', 'thumbSet', 'palm', 'fingers'] as const).filter((trait) => trait !== without),
      ),
    );
  // The personality's sentences one by one, each naming no feature the description, the insight or an
  // earlier sentence has named twice already (fixed by the hand's traits, so the same hand keeps its
  // words).
  const said = [description, insight.text];
  const parts = [
    [FINGERS_MEAN[t.fingers], 'fingers'],
    [PALM_MEANS[t.palm], 'palm'],
    [THUMB_SET[t.thumbSet], 'thumbSet'],
  ] as const;
  // The trait the key insight read is not read again here: the insight said what it means, and a
  // second sentence from its pool said it again in other words (the insight "A good enough answer
  // reached now pleases you more…", then "By the time others agree on a plan, yours is already
  // wobbling along on its first wheels": reader's reviews 45-56, stop 67). Until then the fingers'
  // sentence came from the pool the insight had read, thinned of the ideas the insight said.
  // Each keeps its label (its place among the three), so a part's pick does not depend on whether
  // another was left out.
  const read = parts.flatMap(([options, trait], i) =>
    options === feature.options ? [] : [{ options, trait, label: `personality.${i}` }],
  );
  const personality = read.map(({ options, trait, label }) => {
    const picked = personalityOver(trait).pick(label, unnamed([...options], said));
    said.push(picked.text);
    return [picked];
  });
  const names = read.map(({ trait }) => PART_NAME[trait]);
  return {
    description,
    shareLine: [
      insight.text,
      feature.rarity &&
        rare.pick(
          'rarity',
          feature.rarity.flatMap((trait) => RARITY_SAID.map((say) => say(trait))),
        ),
    ]
      .filter(Boolean)
      .join(' '),
    keyInsight: {
      // The step written for the insight's own sentence.
      text: `${insight.text} ${INSIGHT_STEPS[insight.text]}`,
      source: feature.source,
    },
    personalityInsight: {
      text: paragraph(personalityOver('thumbSet'), 'personality', personality),
      // What it read: "Fingers, palm and thumb", or two of them where the insight read the third.
      source: `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`.replace(/^./, (c) => c.toUpperCase()),
    },
  };
}

/** The personality's parts as its source line names them. */
const PART_NAME = { fingers: 'fingers', palm: 'palm', thumbSet: 'thumb' } as const;

/** The hand's features, each named in at most two sentences of a reading (its lines aside). */
const FEATURES = [/\bthumbs?\b/i, /\bfingers?\b/i, /\bpalms?\b/i];

/** The options that name no feature the texts have named in two sentences already (all, if none). */
function unnamed(options: Phrasing[], texts: string[]): Phrasing[] {
  const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));
  const full = FEATURES.filter((feature) => sentences.filter((s) => feature.test(s)).length >= 2);
  const kept = options.filter((o) => !full.some((feature) => feature.test(o.text)));
  return kept.length > 0 ? kept : options;
}

/** The options that name no other feature than their own (all, if none does): the opening names those. */
function aboutItselfOnly(options: Phrasing[], others: RegExp): Phrasing[] {
  const kept = options.filter((o) => !others.test(o.text));
  return kept.length > 0 ? kept : options;
}

/** What the reading says about how the hand was read, where it matters. */
function readingNotes(m: HandMeasures, c: Chooser): string[] {
  const notes: string[] = [];
  if (m.fingertipsEstimated) {
    notes.push(READING_NOTES.fingertipsEstimated);
  }
  const missing = (Object.keys(m.lines) as LineName[]).filter((name) => !m.lines[name]);
  if (missing.length > 0) {
    const names = missing.map((name) => LINE_LABEL[name].toLowerCase());
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    notes.push(c.pick('notes.lines', READING_NOTES.linesUnclear)(list!, missing.length));
  }
  return notes;
}

const squareSide = (t: Pick<HandTraits, 'palm'>) => t.palm === 'square' || t.palm === 'squarish';
const longFingers = (t: Pick<HandTraits, 'fingers'>) => t.fingers === 'long' || t.fingers === 'longish';

/** From how many photos of the hand a reading of one's own palm was read, and what moved its archetype. */
function profileNote(hand: Extract<ReadingHand, { palmOf: 'self' }>, t: HandTraits) {
  const note: { photos: number; note: string; change?: string } = {
    photos: hand.photos,
    note: PROFILE_NOTES.photos(hand.photos),
  };
  const before = hand.archetypeBefore;
  if (before && before !== t.archetype) {
    const why = PROFILE_NOTES.why;
    const reason =
      t.archetype === 'LOVER'
        ? why.apolloNow
        : before === 'LOVER'
          ? why.apolloNoLonger
          : ARCHETYPE_SHAPE[before].square !== squareSide(t)
            ? squareSide(t)
              ? why.squarer
              : why.longer
            : longFingers(t)
              ? why.longerFingers
              : why.shorterFingers;
    note.change = PROFILE_NOTES.change(ARCHETYPE_TEXTS[t.archetype].name, ARCHETYPE_TEXTS[before].name, reason);
  }
  return note;
}

/** The palm and fingers each archetype but the Lover stands for (handGeometry.ts). */
const ARCHETYPE_SHAPE: Record<Exclude<Archetype, 'LOVER'>, { square: boolean }> = {
  VISIONARY: { square: true },
  BUILDER: { square: true },
  ORACLE: { square: false },
  FREE_SPIRIT: { square: false },
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The traits a daily seed names (handSeed: archetype, palm, fingers, apollo, three lines, thumb,
 * thumb set), as [trait, level] pairs the day's words exist for; none from seeds of other shapes.
 */
function dailyTraits(seed: string): Array<[string, string]> {
  const parts = seed.split('|');
  const places: Array<[number, string]> = [
    [1, 'palm'],
    [2, 'fingers'],
    [3, 'apollo'],
    [7, 'thumb'],
    [8, 'thumbSet'],
  ];
  return places
    .map(([i, trait]): [string, string] => [trait, parts[i] ?? ''])
    .filter(([trait, key]) => Boolean(TODAY_BY_TRAIT[trait]?.[key] && TODAY_STEPS[trait]?.[key]));
}

/**
 * Today: why the day reads as it does (a trait of the hand the day picks, said with the day's name),
 * and what to do and skip, written for that same trait and level, so the three read as one card. A
 * seed that names no trait (a reading from before the hand's traits were kept) gets a do and a skip
 * for its archetype, and no why.
 */
function today(c: Chooser, traits: Array<[string, string]>, weekday: number, archetype: Archetype, voice: Voice) {
  if (traits.length === 0)
    return {
      why: undefined,
      doToday: c.pick('do', [...ARCHETYPE_DO[archetype], ...DO_TODAY]),
      dontToday: c.pick('dont', [...ARCHETYPE_DONT[archetype], ...DONT_TODAY]),
    };
  // A trait whose every why the reading has said already (its key insight reads the same long thumb
  // the same way) leaves the day to another trait.
  const fresh = traits.filter(([trait, key]) => TODAY_BY_TRAIT[trait]![key]!.some((why) => voice.agrees(why)));
  const [trait, key] = c.pick('why.trait', fresh.length > 0 ? fresh : traits);
  const day = WEEKDAYS[weekday]!;
  const steps = TODAY_STEPS[trait]![key]!;
  return {
    why: c.pick('why', TODAY_BY_TRAIT[trait]![key]!).replace('{day}', day),
    doToday: c.pick('do', steps.do),
    dontToday: c.pick('dont', steps.skip),
  };
}

/**
 * The ideas (texts/ideas.ts) a stored reading's own texts say where a day's tip could say them again:
 * its description and personality, its predictions, its life areas' paragraphs and shadows, the key
 * insight, the focus area, the ritual, the milestone, the omen, the strengths and challenges (a
 * reviewer met the shadow "Polishing what is already good enough" beside Do "Smooth the rough edges
 * of a piece you thought was done"), looked up sentence by sentence (a tip is chosen for every
 * reading a list shows, so no scan of every tagged sentence).
 */
function ideasSaid(content: PalmReadingContent): Set<string> {
  const { love, career, health, lifeJourney } = content;
  const texts = [
    content.archetypeDescription,
    content.personalityInsight?.text,
    ...[love, career, health, lifeJourney].flatMap((area) => [area.prediction, area.text]),
    ...[love, career, health].map((area) => area.shadowTrait),
    content.keyInsight.text,
    content.focusArea,
    lifeJourney.ritual,
    lifeJourney.milestone,
    lifeJourney.shadowOmen,
    // The lists too: a reviewer met the strength "Choosing the restaurant while the group still
    // dithers" beside a day "to make the decision you keep postponing" (stop 65).
    ...(content.strengths ?? []),
    ...(content.challenges ?? []),
    ...(content.archetypeStrengths ?? []),
  ];
  const ideas = new Set<string>();
  for (const text of texts) if (text) for (const idea of ideasIn(text)) ideas.add(idea);
  return ideas;
}

/** The shortest tagged words (texts/ideas.ts): every key is found by its last this many characters. */
const KEY_END = Math.min(...Object.keys(IDEAS).map((words) => words.length));
const KEYS_BY_END = new Map<string, string[]>();
for (const words of Object.keys(IDEAS)) {
  const end = words.slice(-KEY_END);
  KEYS_BY_END.set(end, [...(KEYS_BY_END.get(end) ?? []), words]);
}

/**
 * The ideas of the tagged words a composed text holds: a key may sit anywhere in it (a description's
 * opening after its "…: ", two sentences of one key, a sentence after a linking word, lower-cased),
 * and ends where a sentence or the text does. Looked up by its end, so a text costs a few lookups,
 * not a scan of every key: a tip is chosen for every reading a list shows.
 */
function ideasIn(text: string): string[] {
  const found: string[] = [];
  for (let end = KEY_END; end <= text.length; end++) {
    if (end < text.length && !/[.!?]/.test(text[end - 1]!)) continue;
    for (const words of KEYS_BY_END.get(text.slice(end - KEY_END, end)) ?? []) {
      const held = text.slice(end - words.length, end);
      if (held === words || held === continued(words)) found.push(...IDEAS[words]!);
    }
  }
  return found;
}

/**
 * A day's voice: no tip that says an idea the reading or the day's other tip has said (Do "Mute your
 * group chats until the afternoon" beside the prediction "Keep the first hour free of messages and
 * news", a reader's review), nor takes the other side of one the hand takes (texts/leans.ts), nor
 * supposes a working day on a weekend (WORKDAY_ONLY), unless every tip of the list would.
 */
function dayVoice(said: Set<string>, refused: ReadonlySet<Lean>, weekend: boolean): Voice {
  return {
    agrees: (words) =>
      !(IDEAS[words] ?? []).some((idea) => said.has(idea)) &&
      !(LEANS[words] ?? []).some((lean) => refused.has(lean)) &&
      !(weekend && WORKDAY_ONLY.has(words)),
    said: (words) => {
      for (const idea of IDEAS[words] ?? []) said.add(idea);
    },
  };
}

/** The parts of a reading that belong to one day; `said`: the ideas its own texts say (ideasSaid). */
function dailyPartsOfSeed(seed: string, archetype: Archetype, date: string, said: ReadonlySet<string>) {
  // The sides the hand takes, as its seed names its traits: a day does not tell a careful hand to say
  // yes before the doubts arrive (a reviewer's pass over the whys).
  const traits = dailyTraits(seed);
  const keys = Object.fromEntries(traits) as Partial<HandTraits>;
  const refused = new Set(
    keys.fingers && keys.thumb && keys.palm && keys.thumbSet
      ? sidesOf({ fingers: keys.fingers, thumb: keys.thumb, palm: keys.palm, thumbSet: keys.thumbSet }).map(
          (side) => OPPOSITE[side],
        )
      : [],
  );
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const voice = dayVoice(new Set(said), refused, weekday === 0 || weekday === 6);
  const c = new Chooser(`${seed}|${date}`, voice);
  const keywords = [
    ...c.pickMany('keywords.archetype', ARCHETYPE_TEXTS[archetype].keywords, 2),
    ...c.pickMany('keywords.daily', DAILY_KEYWORDS, 4),
  ];
  return {
    mood: c.pick('mood', MOODS),
    luckWindow: luckWindowLabel(c.pick('luck', LUCK_WINDOW_STARTS)),
    ...today(c, traits, weekday, archetype, voice),
    futureKeywords: [...new Set(keywords)].slice(0, 5),
    forecastDate: date,
  };
}

/**
 * A palm reading for the hand measured, on `date` (the reader's own day). Everything but the daily
 * parts is written from the hand's coarse traits alone: the same hand keeps its words whoever reads it.
 */
export function generatePalmReading(
  m: HandMeasures,
  readingType: PalmReadingType,
  date: string,
  hand?: ReadingHand,
): PalmReadingContent {
  const traits = hand?.palmOf === 'self' ? traitsOf(m, hand.keys) : traitsOf(m);
  const archetype = traits.archetype;
  const t = ARCHETYPE_TEXTS[archetype];
  // One voice for the whole reading, heard part by part: first everything the reading says in its
  // own paragraphs (headlines, then the life areas' texts and predictions, then their lines), then the
  // parts chosen around them, which say nothing those said already.
  const v = voicesOf(traits);
  const head = headlines(traits, v);
  const journey = areaReading('journey', traits, v);
  const areas = {
    love: areaReading('love', traits, v),
    career: areaReading('career', traits, v),
    health: areaReading('health', traits, v),
  };
  const lines = {
    journey: journey.sayLine(),
    love: areas.love.sayLine(),
    career: areas.career.sayLine(),
    health: areas.health.sayLine(),
  };
  // Everything else that stays with the hand: its traits and traced lines, never the exact measures.
  const seed = readingSeed(m, hand);
  const c = new Chooser(seed, v.after);
  const focusArea = c.pick('health.focus', FOCUS_AREAS[PALM_LEVEL[traits.palm]]);
  const first = readingType === 'FIRST_PALM_READING';
  const [minAge, maxAge] = t.keyAgeRange;
  // Six strengths, none twice: the archetype card's two of the archetype's and the thumb set's; the
  // reading's Key Strengths the fingers', the palm's and the thumb's.
  // The archetype card's two strengths would rather not repeat an idea the reading has said (a
  // strength and its matching sentence were the most common repeat: about 400 in 1,000 readings);
  // its lists are long enough that thinning them gathers no option in more than 5% of readings.
  const card = new Chooser(seed, v.after);
  const [ownGift, otherGift] = card.pickMany('strengths', t.strengths, 2);
  const gift = (trait: string, options: string[]) => c.pick(`strengths.${trait}`, options);
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
    shareLine: head.shareLine,
    keyInsights: c.pickMany('keyPhrases', t.keyPhrases, 3),
    // The day's parts, once the rest is written (below): a day's tip says nothing the reading says.
    futureKeywords: [],
    forecast: {
      mood: '',
      luckWindow: '',
      doToday: '',
      dontToday: '',
      fortunateMonth: c.pick('fortunateMonth', fortunateMonths),
      // The signs of the archetype card's Compatible Zodiac, all of them: one list on one screen.
      ...(first ? { zodiacMatch: [...t.compatibleSigns] } : {}),
    },
    love: lifeArea('love', LOVE, areas.love, lines.love),
    career: lifeArea('career', CAREER, areas.career, lines.career),
    health: { ...lifeArea('health', HEALTH, areas.health, lines.health), focusArea },
    focusArea,
    lifeJourney: {
      milestone: journey.parts.pick('journey.milestone', JOURNEY.milestones[journey.level]),
      text: journey.text,
      ...(lines.journey ? { line: lines.journey } : {}),
      prediction: journey.prediction,
      ritual: journey.parts.pick('journey.ritual', JOURNEY.rituals[archetype]),
      shadowOmen: journey.parts.pick('journey.omen', JOURNEY.shadowOmens[journey.level]),
      source: journey.source,
      keyAge: c.between('journey.keyAge', minAge, maxAge),
    },
    compatibility: [...t.compatibleSigns],
    fortunateMonths,
    archetypeStrengths: [ownGift!, otherGift!, gift('thumbSet', STRENGTHS_BY.thumbSet[traits.thumbSet])],
    forecastDate: '',
  };
  const notes = readingNotes(m, c);
  if (notes.length > 0) content.readingNotes = notes;
  if (hand) {
    content.palmOf = hand.palmOf;
    if (hand.palmOf === 'self') content.handProfile = profileNote(hand, traits);
  }
  if (first) {
    content.strengths = [
      gift('fingers', STRENGTHS_BY.fingers[traits.fingers]),
      gift('palm', STRENGTHS_BY.palm[traits.palm]),
      gift('thumb', STRENGTHS_BY.thumb[traits.thumb]),
    ];
    content.challenges = [
      card.pick('challenges', t.challenges),
      c.pick('challenges.fingers', CHALLENGES_BY.fingers[traits.fingers]),
      c.pick('challenges.thumbSet', CHALLENGES_BY.thumbSet[traits.thumbSet]),
    ];
    content.personalityInsight = head.personalityInsight;
  }
  return withDailySeed(content, seed, date);
}

/** A stored reading's content with today's daily parts. */
export function withDailyParts(content: PalmReadingContent, m: PalmMeasures, date: string): PalmReadingContent {
  return withDailySeed(content, dailySeed(m), date);
}

/** A stored palm reading's content with the daily parts of `date`, from its daily seed. */
export function withDailySeed(content: PalmReadingContent, seed: string, date: string): PalmReadingContent {
  if (content.forecastDate === date) return content;
  const daily = dailyPartsOfSeed(seed, content.archetype, date, ideasSaid(content));
  return {
    ...content,
    futureKeywords: daily.futureKeywords,
    forecast: {
      ...content.forecast,
      mood: daily.mood,
      luckWindow: daily.luckWindow,
      doToday: daily.doToday,
      dontToday: daily.dontToday,
      ...(daily.why ? { why: daily.why } : {}),
    },
    forecastDate: daily.forecastDate,
  };
}
