/**
 * How the words of readings compare, for the words check (src/reading/words/readingTexts.test.ts, on a
 * synthetic population) and the engine report's words section (scripts/engineReport.ts, on real
 * photos): how much two different hands of one archetype share, how much two photos of one hand
 * keep, and whether a reading or a compatibility text contradicts what was measured.
 */
import type { CompatibilityContent, PalmReadingContent } from '../src/contract/readingContent.js';
import { LINE_NAMES } from '../src/reading/lines/palmLines.js';
import type { HandMeasures } from '../src/reading/types.js';
import { traitsOf, type HandTraits } from '../src/reading/words/traits.js';
import { HEART_LINE } from '../src/reading/words/texts/lineTexts.js';
import { READING_NOTES } from '../src/reading/words/texts/handTexts.js';
import { IMAGES } from '../src/reading/words/texts/images.js';
import { CLAIMS, DENIES } from '../src/reading/words/texts/claims.js';
import { LEANS, type Lean } from '../src/reading/words/texts/leans.js';

/** The headline fields: description, key insight, personality insight and each life area, written out. */
export function headlineFields(r: PalmReadingContent): string[] {
  const area = (a: { text: string; prediction: string }) => `${a.text} ${a.prediction}`;
  return [
    r.archetypeDescription,
    r.keyInsight.text,
    r.personalityInsight?.text ?? '',
    area(r.love),
    area(r.career),
    area(r.health),
    area(r.lifeJourney),
  ];
}

/**
 * The sides a hand does not take, as decision 0020 gives each trait its dimension: how the thumb is
 * held (close or near: in, so not out; open or wide: out, so not in), the fingers (short: quick, so
 * not careful), the thumb's length (long: firm, so not yielding), the palm (long: deep, so not light).
 */
export function otherSides(t: Pick<HandTraits, 'fingers' | 'thumb' | 'palm' | 'thumbSet'>): Lean[] {
  const against: Lean[] = [
    t.fingers.startsWith('short') ? 'careful' : 'quick',
    t.thumb.startsWith('long') ? 'yielding' : 'firm',
    t.palm.startsWith('long') ? 'light' : 'deep',
  ];
  if (t.thumbSet === 'close' || t.thumbSet === 'near') against.push('out');
  if (t.thumbSet === 'open' || t.thumbSet === 'wide') against.push('in');
  return against;
}

/**
 * The bank sentences in a reading (its daily parts aside) that take a side its hand does not
 * (texts/leans.ts): "you make friends in queues" in the reading of a thumb held close.
 */
export function againstTheHand(r: PalmReadingContent, against: readonly Lean[]): string[] {
  const { forecast: _today, futureKeywords: _words, ...stored } = r;
  const texts = writtenStrings(stored);
  return Object.entries(LEANS)
    .filter(([, leans]) => leans.some((lean) => against.includes(lean)))
    .map(([sentence]) => sentence)
    .filter((sentence) => texts.some((text) => sentencesIn(text, [sentence]).length > 0));
}

/** The bank sentences of `keys` a text says, as it is or after a linking word ("Yet", "But": lower case). */
function sentencesIn(text: string, keys: readonly string[]): string[] {
  return keys.filter((sentence) => {
    const linked = sentence.charAt(0).toLowerCase() + sentence.slice(1);
    return text.includes(sentence) || text.includes(linked);
  });
}

/**
 * What a reading says against its own claims (texts/claims.ts), each with the claim it denies: a
 * sentence of its headlines, paragraphs or predictions against another of them ("Routine is your quiet
 * strength" beside "Your routines flex instead of snapping"), and a part said after them (lists,
 * shadows, themes, milestone, ritual, omen, the focus area) against anything else the reading says
 * ("Saying yes to every late night" beside "Knowing exactly when you need to stop"). The lines' reads
 * are held to nothing (a copy that reads one line otherwise would change the next), but what they
 * claim holds the parts said after them.
 */
export function claimsDenied(r: PalmReadingContent): string[] {
  const areas = [r.love, r.career, r.health];
  const after = [
    ...(r.strengths ?? []),
    ...(r.challenges ?? []),
    ...(r.archetypeStrengths ?? []),
    ...areas.flatMap((a) => [a.theme, a.shadowTrait]),
    r.focusArea,
    r.lifeJourney.milestone,
    r.lifeJourney.ritual,
    r.lifeJourney.shadowOmen,
  ].filter((text): text is string => typeof text === 'string');
  const keys = Object.keys(CLAIMS);
  const said = (texts: string[]) => [...new Set(texts.flatMap((text) => sentencesIn(text, keys)))];
  const paragraphs = said([
    r.archetypeDescription,
    r.keyInsight.text,
    r.personalityInsight?.text ?? '',
    ...[...areas, r.lifeJourney].flatMap((a) => [a.text, a.prediction]),
  ]);
  const lines = said([...areas, r.lifeJourney].map((a) => a.line ?? ''));
  const parts = said(after);
  const against = (sentences: string[], others: string[]) =>
    sentences.flatMap((sentence) => {
      const made = new Set(others.filter((other) => other !== sentence).flatMap((other) => CLAIMS[other]!));
      return CLAIMS[sentence]!.filter((claim) => made.has(DENIES[claim])).map(
        (claim) => `${sentence} (${claim}, against ${DENIES[claim]})`,
      );
    });
  return [...against(paragraphs, paragraphs), ...against(parts, [...paragraphs, ...lines, ...parts])];
}

/**
 * The concrete images (texts/images.ts) a reading's stored words use in more than one of its texts:
 * a key in the personality and again in a prediction reads as one thing said twice. The share line
 * (which quotes the insight) and the top-level focus area (the health card's, again) are not texts
 * of their own.
 */
export function imagesSaidTwice(r: PalmReadingContent): string[] {
  const { forecast: _today, futureKeywords: _words, shareLine: _quote, focusArea: _again, ...stored } = r;
  const texts = [...new Set(writtenStrings(stored))];
  return IMAGES.filter((image) => texts.filter((text) => image.test(text)).length > 1).map(String);
}

/** Every string a reading shows, one by one (lists item by item). */
export function writtenStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(writtenStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(writtenStrings);
  return [];
}

/** The sentences of five words or more anywhere in a reading (or in the given texts). */
export function longSentences(r: PalmReadingContent | string[]): Set<string> {
  const strings = Array.isArray(r) ? r : writtenStrings(r);
  return new Set(
    strings
      .flatMap((s) => s.split(/(?<=[.!?])\s+/))
      .map((s) => s.trim())
      .filter((s) => s.split(/\s+/).length >= 5),
  );
}

export interface WordsFigures {
  /** Pairs of different hands of one archetype compared. */
  pairs: number;
  /** Share of headline fields identical between two different hands of one archetype. */
  identicalFields: number;
  /** Share of one reading's sentences (five words or more) found word for word in the other's. */
  sharedSentences: number;
  /** The same, over the headline fields only. */
  sharedHeadlineSentences: number;
  /** Pairs of photos of one hand compared, and the share of headline fields they keep. */
  sameHandPairs: number;
  sameHandKept: number;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export interface ReadHand {
  /** Photos of one hand share this. */
  hand: string;
  reading: PalmReadingContent;
}

/**
 * The figures over every pair (or, past `maxPairs` per archetype, an even sample of pairs): different
 * hands compared only within one archetype, photos of one hand with each other.
 */
export function wordsFigures(read: readonly ReadHand[], maxPairs = 20_000): WordsFigures {
  // Each reading's fields and sentences, taken once: a reading is in thousands of pairs.
  const words = new Map<PalmReadingContent, { fields: string[]; sentences: Set<string>; headline: Set<string> }>();
  const wordsOf = (r: PalmReadingContent) => {
    let w = words.get(r);
    if (!w) {
      const fields = headlineFields(r);
      w = { fields, sentences: longSentences(r), headline: longSentences(fields) };
      words.set(r, w);
    }
    return w;
  };
  const byArchetype = groupBy(read, (r) => r.reading.archetype);
  let pairs = 0;
  let fieldsSame = 0;
  let fields = 0;
  let sentencesShared = 0;
  let sentences = 0;
  let headlineShared = 0;
  let headlineSentences = 0;
  for (const group of byArchetype.values()) {
    const all = group.length * (group.length - 1);
    const step = Math.max(1, Math.floor(all / maxPairs));
    let k = 0;
    for (let i = 0; i < group.length; i++) {
      for (let j = 0; j < group.length; j++) {
        if (i === j || k++ % step !== 0) continue;
        const a = group[i]!;
        const b = group[j]!;
        if (a.hand === b.hand) continue;
        pairs++;
        const wa = wordsOf(a.reading);
        const wb = wordsOf(b.reading);
        wa.fields.forEach((f, n) => {
          fields++;
          if (f === wb.fields[n]) fieldsSame++;
        });
        for (const s of wa.sentences) {
          sentences++;
          if (wb.sentences.has(s)) sentencesShared++;
        }
        for (const s of wa.headline) {
          headlineSentences++;
          if (wb.headline.has(s)) headlineShared++;
        }
      }
    }
  }
  const byHand = groupBy(read, (r) => r.hand);
  let sameHandPairs = 0;
  let kept = 0;
  let keptOf = 0;
  for (const photos of byHand.values()) {
    for (let i = 0; i < photos.length; i++) {
      for (let j = i + 1; j < photos.length; j++) {
        sameHandPairs++;
        const fb = headlineFields(photos[j]!.reading);
        headlineFields(photos[i]!.reading).forEach((f, n) => {
          keptOf++;
          if (f === fb[n]) kept++;
        });
      }
    }
  }
  return {
    pairs,
    identicalFields: fields ? fieldsSame / fields : 0,
    sharedSentences: sentences ? sentencesShared / sentences : 0,
    sharedHeadlineSentences: headlineSentences ? headlineShared / headlineSentences : 0,
    sameHandPairs,
    sameHandKept: keptOf ? kept / keptOf : 0,
  };
}

/** Words that describe a line's measure, and the level they may only be said of. */
const LINE_WORDS: Array<{ words: RegExp; measure: 'length' | 'depth' | 'curve'; level: string }> = [
  { words: /\b(long|longest)\b/i, measure: 'length', level: 'high' },
  { words: /\bshort\b/i, measure: 'length', level: 'low' },
  { words: /\b(deep|deeply)\b/i, measure: 'depth', level: 'high' },
  { words: /\b(faint|lightly)\b/i, measure: 'depth', level: 'low' },
  { words: /\bstraight\b/i, measure: 'curve', level: 'low' },
  { words: /\b(sweeps?|strong curve)\b/i, measure: 'curve', level: 'high' },
];

/** The reading's note that lines are not clear in the photo, in each of its ways, for any lines. */
const LINES_UNCLEAR = READING_NOTES.linesUnclear.flatMap((say) =>
  [1, 2].map(
    (count) =>
      new RegExp(
        `^${say('\u0000', count)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('\u0000', '.+?')}$`,
      ),
  ),
);

/**
 * What a reading says that its measures contradict: a line described though it was not traced, or
 * described as long, short, deep, faint, straight or sweeping against its measured level. Each
 * sentence that names a line speaks of that line alone.
 */
export function readingContradictions(m: HandMeasures, r: PalmReadingContent): string[] {
  const t = traitsOf(m);
  const found: string[] = againstTheHand(r, otherSides(t)).map((sentence) => `against the hand: ${sentence}`);
  for (const text of writtenStrings(r)) {
    let named: (typeof LINE_NAMES)[number] | undefined;
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      // "It is cut deep" speaks of the line named in the sentence before.
      const subject =
        LINE_NAMES.find((name) => new RegExp(`\\b${name} line\\b`, 'i').test(sentence)) ??
        (/^It /.test(sentence) ? named : undefined);
      named = subject;
      if (!subject) continue;
      const line = t.lines[subject];
      if (!line) {
        if (!/without a clear/i.test(sentence) && !LINES_UNCLEAR.some((note) => note.test(sentence)))
          found.push(`${subject} not traced: ${sentence}`);
        continue;
      }
      // How high the heart line ends: said only as measured.
      for (const end of ['high', 'low'] as const) {
        if (
          subject === 'heart' &&
          HEART_LINE.place[end].some((place) => sentence.startsWith(place)) &&
          t.heartEnd !== end
        )
          found.push(`heart end ${t.heartEnd ?? 'between'}: ${sentence}`);
      }
      for (const { words, measure, level } of LINE_WORDS) {
        if (!words.test(sentence)) continue;
        const measured = measure === 'length' || line.clear ? line[measure] : 'left out (line not clear)';
        if (measured !== level) found.push(`${subject} ${measure} ${measured}: ${sentence}`);
      }
    }
  }
  return found;
}

/** Phrases that call two hands alike as a whole, and phrases that call them unlike. */
export const ALIKE =
  /same cloth|alike as hands get|measure alike|share a shape and a rhythm|two of a kind|the same hand/i;
export const UNLIKE = /proportions differ|far apart|different in just the right ways|differ where it counts/i;
/** A trait (or anything) the two hands share, and a phrase that says they share nothing. */
const BOTH = /\bboth of your (hands|palms|thumbs)\b|\bwhat your hands share\b/i;
const NOTHING_SHARED = /far apart|nothing in common/i;

/**
 * A compatibility text that calls the two hands alike and unlike at once, or names a trait they
 * share beside words that say they share none.
 */
export function compatibilityContradiction(c: CompatibilityContent): string | null {
  const words = [c.outcomeDescription, c.guidance, ...c.strengths, ...c.challenges].join(' ');
  if (ALIKE.test(words) && UNLIKE.test(words)) return words;
  return BOTH.test(words) && NOTHING_SHARED.test(words) ? words : null;
}

/** A reading's stored words: all but the daily parts, which are written again every day. */
function storedStrings(r: PalmReadingContent): string[] {
  const { forecast, futureKeywords: _daily, forecastDate: _date, ...rest } = r;
  const { mood: _m, luckWindow: _l, doToday: _d, dontToday: _n, why: _w, ...kept } = forecast;
  return writtenStrings({ ...rest, forecast: kept });
}

/**
 * The sentences (five words or more) of readings' stored words, each with the share of readings that
 * carry it, most shared first: a stock sentence is in many readings whatever the hand.
 */
export function sharedSentences(readings: readonly PalmReadingContent[]): Array<[sentence: string, share: number]> {
  const count = new Map<string, number>();
  for (const r of readings) for (const s of longSentences(storedStrings(r))) count.set(s, (count.get(s) ?? 0) + 1);
  return [...count].map(([s, n]): [string, number] => [s, n / readings.length]).sort((a, b) => b[1] - a[1]);
}

/** The hand's features, as a reading names them. */
const FEATURE_NAMES = { thumb: /\bthumbs?\b/i, fingers: /\bfingers?\b/i, palm: /\bpalms?\b/i };

/**
 * The features a reading names in more than two of its sentences: a reading of the whole hand, not
 * of its thumb. Sentences that name a line are left aside (a line runs across the palm, around the
 * thumb: the features are its landmarks there), and so are the share line (a quote of the key
 * insight), the sources, notes and daily parts.
 */
export function featuresNamedOften(r: PalmReadingContent): string[] {
  const { shareLine: _quote, readingNotes: _notes, handProfile: _profile, ...read } = r;
  const sentences = storedStrings(withoutSources(read) as PalmReadingContent)
    .flatMap((s) => s.split(/(?<=[.!?])\s+/))
    .filter((s) => !LINE_NAMES.some((name) => new RegExp(`\\b${name} line\\b`, 'i').test(s)));
  return Object.entries(FEATURE_NAMES)
    .filter(([, words]) => sentences.filter((s) => words.test(s)).length > 2)
    .map(([feature]) => feature);
}

/** A value with every `source` (what a text was read from: a label, not a sentence) taken out. */
function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'source')
        .map(([key, v]) => [key, withoutSources(v)]),
    );
  return value;
}
