/**
 * Reading content as it was stored, upgraded once, where the server reads it, to the one schema of
 * contract/readingContent.ts: content written before a field existed, or under an older name (a text
 * key insight, `romance` and `family` for love and health, the compatible signs as one string), reads
 * as a complete reading. Nothing past this module meets an older shape: not the use cases, not the
 * wire, not the app (whose lib/readingView.ts only presents).
 *
 * What older content lacks is filled with plain words about the archetype, never about a line: the
 * reading speaks of a line only where the engine traced it (docs/decisions/0007-reading-words.md).
 * The daily parts (mood, luck window, keywords) are written again for the day wherever the reading
 * keeps its seed or measures (usecases/todaysReading.ts); a stale forecast date makes that happen.
 */
import * as z from 'zod/mini';
import {
  ARCHETYPE_NAMES,
  archetypeSchema,
  compatibilityOutcomeSchema,
  OUTCOME_DISPLAY,
  THEME_BACKGROUNDS,
  type Archetype,
  type CompatibilityOutcome,
} from '../contract/enums.js';
import { FALLBACK_ARCHETYPE, OLDER_CONTENT as OLD } from '../contract/fallbacks.js';
import {
  compatibilityContentSchema,
  keywordSchema,
  palmOfSchema,
  palmReadingContentSchema,
  type CompatibilityContent,
  type PalmReadingContent,
} from '../contract/readingContent.js';

const maybeText = z.optional(z.nullable(z.string()));
const maybeTexts = z.optional(z.nullable(z.array(z.unknown())));
const looseSourced = z.optional(z.nullable(z.union([z.string(), z.object({ text: maybeText, source: maybeText })])));
const looseArea = z.optional(
  z.nullable(
    z.object({
      text: maybeText,
      line: maybeText,
      prediction: maybeText,
      theme: maybeText,
      source: maybeText,
      shadowTrait: maybeText,
      focusArea: maybeText,
    }),
  ),
);

/** Every shape a palm reading's content has been stored in. */
const storedPalmSchema = z.object({
  archetype: maybeText,
  userArchetype: maybeText,
  archetypeDescription: maybeText,
  themeBackground: maybeText,
  keyInsight: looseSourced,
  keyInsights: maybeTexts,
  futureKeywords: maybeTexts,
  strengths: maybeTexts,
  challenges: maybeTexts,
  personalityInsight: looseSourced,
  shareLine: maybeText,
  readingNotes: maybeTexts,
  forecast: z.optional(
    z.nullable(
      z.object({
        mood: maybeText,
        luckWindow: maybeText,
        fortunateMonth: maybeText,
        zodiacMatch: z.optional(z.nullable(z.union([z.string(), z.array(z.unknown())]))),
        doToday: maybeText,
        dontToday: maybeText,
        why: maybeText,
      }),
    ),
  ),
  love: looseArea,
  romance: looseArea,
  career: looseArea,
  health: looseArea,
  family: looseArea,
  focusArea: maybeText,
  lifeJourney: z.optional(
    z.nullable(
      z.object({
        milestone: maybeText,
        text: maybeText,
        line: maybeText,
        prediction: maybeText,
        ritual: maybeText,
        shadowOmen: maybeText,
        source: maybeText,
        keyAge: z.optional(z.nullable(z.number())),
      }),
    ),
  ),
  compatibility: maybeTexts,
  fortunateMonths: maybeTexts,
  archetypeStrengths: maybeTexts,
  forecastDate: maybeText,
  palmOf: maybeText,
  handProfile: z.optional(
    z.nullable(z.object({ photos: z.optional(z.nullable(z.number())), note: maybeText, change: maybeText })),
  ),
});
type StoredPalm = z.infer<typeof storedPalmSchema>;
type StoredArea = NonNullable<StoredPalm['love']>;

/** Every shape a compatibility result's content has been stored in. */
const storedCompatibilitySchema = z.object({
  outcome: maybeText,
  outcomeTitle: maybeText,
  outcomeDescription: maybeText,
  userArchetype: maybeText,
  partnerArchetype: maybeText,
  partnerName: maybeText,
  strengths: maybeTexts,
  challenges: maybeTexts,
  guidance: maybeText,
});

/**
 * What `schema` (an object of optional fields) reads of `raw`, one field at a time: a field stored in
 * a shape it does not know is left out alone, and the rest of the words are kept.
 */
function fieldByField<T>(schema: { shape: Record<string, z.ZodMiniType> }, raw: unknown): T {
  const out: Record<string, unknown> = {};
  if (!raw || typeof raw !== 'object') return out as T;
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = field.safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as T;
}

/** A forecast date in the past: the daily parts are written again for today wherever they can be. */
const BEFORE_ANY_READING = '2000-01-01';

const words = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
const wordList = (value: unknown[] | null | undefined): string[] | undefined => {
  const kept = (value ?? []).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return kept.length > 0 ? kept : undefined;
};
const sourced = (value: StoredPalm['keyInsight'], source: string) => {
  const text = typeof value === 'string' ? words(value) : words(value?.text);
  if (!text) return undefined;
  return { text, source: (typeof value === 'string' ? undefined : words(value?.source)) ?? source };
};
const archetypeOf = (...values: (string | null | undefined)[]): Archetype =>
  values.map((v) => archetypeSchema.safeParse(v).data).find((a) => a !== undefined) ?? FALLBACK_ARCHETYPE;

/** The plain words older content falls back on, about the archetype and the area, never a line. */
function areaWords(name: string, area: keyof typeof OLD.area) {
  return {
    text: OLD.areaText(name, OLD.area[area].gives),
    prediction: OLD.areaPrediction,
    theme: OLD.area[area].theme,
    source: OLD.source,
    shadowTrait: OLD.shadowTrait,
  };
}

function area(stored: StoredArea | null | undefined, fallback: ReturnType<typeof areaWords>) {
  const line = words(stored?.line);
  return {
    text: words(stored?.text) ?? fallback.text,
    ...(line ? { line } : {}),
    prediction: words(stored?.prediction) ?? fallback.prediction,
    theme: words(stored?.theme) ?? fallback.theme,
    source: words(stored?.source) ?? fallback.source,
    shadowTrait: words(stored?.shadowTrait) ?? fallback.shadowTrait,
  };
}

/**
 * A palm reading's stored content as the one schema: `storedArchetype` is the reading's own
 * (ReadingRecord.userArchetype), for content stored without one.
 */
export function upgradePalmContent(raw: unknown, storedArchetype: string | null): PalmReadingContent {
  const strict = palmReadingContentSchema.safeParse(raw);
  if (strict.success) return strict.data;
  const c: StoredPalm = fieldByField(storedPalmSchema, raw);
  const archetype = archetypeOf(c.userArchetype, c.archetype, storedArchetype);
  const name = ARCHETYPE_NAMES[archetype];
  const fortunateMonths = wordList(c.fortunateMonths) ?? [...OLD.fortunateMonths];
  const zodiac = c.forecast?.zodiacMatch;
  // The forecast's signs as stored (once a few of the card's, as one string), and the card's own.
  const zodiacSigns = typeof zodiac === 'string' ? wordList(zodiac.split(',').map((s) => s.trim())) : wordList(zodiac);
  const signs = wordList(c.compatibility) ?? zodiacSigns;
  const keywords = (wordList(c.futureKeywords) ?? [])
    .map((k) => k.trim().toLowerCase().replace(/\s+/g, '_'))
    .filter((k) => keywordSchema.safeParse(k).success);
  // Three at least: the stored ones kept, made up to three with plain ones.
  const keywordsKept = [...new Set([...keywords, ...OLD.keywords])].slice(0, Math.max(3, keywords.length));
  const health = c.health ?? c.family;
  const focusArea = words(health?.focusArea) ?? words(c.focusArea) ?? OLD.focusArea;
  const journey = c.lifeJourney;
  const keyAge = journey?.keyAge;
  const keyInsight = sourced(c.keyInsight, OLD.source) ?? { text: OLD.keyInsight(name), source: OLD.source };
  const strengths = wordList(c.strengths);
  const challenges = wordList(c.challenges);
  const personalityInsight = sourced(c.personalityInsight, OLD.source);
  const palmOf = palmOfSchema.safeParse(c.palmOf).data;
  const profileNote = words(c.handProfile?.note);
  const upgraded: PalmReadingContent = {
    archetype,
    userArchetype: archetype,
    archetypeDescription: words(c.archetypeDescription) ?? OLD.description(name),
    themeBackground: THEME_BACKGROUNDS.find((t) => t === c.themeBackground) ?? 'mystical',
    keyInsight,
    keyInsights: wordList(c.keyInsights) ?? [keyInsight.text],
    futureKeywords: keywordsKept,
    forecast: {
      mood: words(c.forecast?.mood) ?? OLD.mood,
      luckWindow: words(c.forecast?.luckWindow) ?? OLD.luckWindow,
      fortunateMonth: words(c.forecast?.fortunateMonth) ?? fortunateMonths[0]!,
      ...(zodiacSigns ? { zodiacMatch: zodiacSigns } : {}),
      ...(words(c.forecast?.doToday) ? { doToday: c.forecast!.doToday! } : {}),
      ...(words(c.forecast?.dontToday) ? { dontToday: c.forecast!.dontToday! } : {}),
      ...(words(c.forecast?.why) ? { why: c.forecast!.why! } : {}),
    },
    love: area(c.love ?? c.romance, areaWords(name, 'love')),
    career: area(c.career, areaWords(name, 'career')),
    health: { ...area(health, areaWords(name, 'health')), focusArea },
    focusArea,
    lifeJourney: {
      milestone: words(journey?.milestone) ?? OLD.journey.milestone,
      text: words(journey?.text) ?? OLD.journey.text(name),
      ...(words(journey?.line) ? { line: journey!.line! } : {}),
      prediction: words(journey?.prediction) ?? OLD.journey.prediction,
      ritual: words(journey?.ritual) ?? OLD.journey.ritual,
      shadowOmen: words(journey?.shadowOmen) ?? OLD.journey.shadowOmen,
      source: words(journey?.source) ?? OLD.source,
      keyAge:
        typeof keyAge === 'number' && Number.isInteger(keyAge) && keyAge >= 1 && keyAge <= 120 ? keyAge : OLD.keyAge,
    },
    compatibility: signs ?? [...OLD.compatibleSigns],
    fortunateMonths,
    forecastDate: /^\d{4}-\d{2}-\d{2}$/.test(c.forecastDate ?? '') ? c.forecastDate! : BEFORE_ANY_READING,
    // The archetype card's strengths, where the reading kept them (or its own, on a first reading).
    ...((wordList(c.archetypeStrengths) ?? strengths)
      ? { archetypeStrengths: wordList(c.archetypeStrengths) ?? strengths! }
      : {}),
    ...(strengths ? { strengths } : {}),
    ...(challenges ? { challenges } : {}),
    ...(personalityInsight ? { personalityInsight } : {}),
    ...(words(c.shareLine) ? { shareLine: c.shareLine! } : {}),
    ...(wordList(c.readingNotes) ? { readingNotes: wordList(c.readingNotes)! } : {}),
    ...(palmOf ? { palmOf } : {}),
    ...(profileNote
      ? {
          handProfile: {
            photos: Math.max(1, Math.round(c.handProfile?.photos ?? 1)),
            note: profileNote,
            ...(words(c.handProfile?.change) ? { change: c.handProfile!.change! } : {}),
          },
        }
      : {}),
  };
  // What could not be made whole would fail every reader: say so where it is read, not on a screen.
  return palmReadingContentSchema.parse(upgraded);
}

/**
 * A compatibility result's stored content as the one schema: `storedOutcome` and `storedArchetype`
 * are the reading's own, for content stored without them.
 */
export function upgradeCompatibilityContent(
  raw: unknown,
  storedOutcome: string | null,
  storedArchetype: string | null,
): CompatibilityContent {
  const strict = compatibilityContentSchema.safeParse(raw);
  if (strict.success) return strict.data;
  const c: z.infer<typeof storedCompatibilitySchema> = fieldByField(storedCompatibilitySchema, raw);
  const outcome: CompatibilityOutcome =
    compatibilityOutcomeSchema.safeParse(c.outcome).data ??
    compatibilityOutcomeSchema.safeParse(storedOutcome).data ??
    'BALANCED_ALLIES';
  const display = OUTCOME_DISPLAY[outcome];
  return compatibilityContentSchema.parse({
    outcome,
    outcomeTitle: words(c.outcomeTitle) ?? display.title,
    outcomeDescription: words(c.outcomeDescription) ?? display.summary,
    userArchetype: archetypeOf(c.userArchetype, storedArchetype),
    partnerArchetype: archetypeOf(c.partnerArchetype),
    partnerName: words(c.partnerName) ?? null,
    strengths: wordList(c.strengths) ?? [display.summary],
    challenges: wordList(c.challenges) ?? [OLD.compatibility.challenge],
    guidance: words(c.guidance) ?? OLD.compatibility.guidance,
  });
}
