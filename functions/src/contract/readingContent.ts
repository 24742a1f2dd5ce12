/**
 * The content of a reading (the stored and wire shapes of a reading). The engine produces the strict shapes; readers use
 * the lenient ones, because older readings (and their older field names) may lack fields.
 */
import * as z from 'zod/mini';
import { archetypeSchema, compatibilityOutcomeSchema, THEME_BACKGROUNDS } from './enums.js';

const text = z.string().check(z.minLength(1));
const texts = z.array(text).check(z.minLength(1));

export const sourcedTextSchema = z.object({ text, source: text });
export type SourcedText = z.infer<typeof sourcedTextSchema>;

export const lifeAreaSchema = z.object({
  text,
  /** The area's line where it is traced, in its own sentence (career: head line; readings since it was written). */
  line: z.optional(text),
  prediction: text,
  theme: text,
  source: text,
  shadowTrait: text,
});
export type LifeAreaContent = z.infer<typeof lifeAreaSchema>;

export const healthSchema = z.object({ ...lifeAreaSchema.shape, focusArea: text });

export const lifeJourneySchema = z.object({
  milestone: text,
  text,
  /** The life line where it is traced, in its own sentence (readings since it was written). */
  line: z.optional(text),
  prediction: text,
  ritual: text,
  shadowOmen: text,
  source: text,
  keyAge: z.number().check(z.int(), z.gte(1), z.lte(120)),
});
export type LifeJourneyContent = z.infer<typeof lifeJourneySchema>;

export const forecastSchema = z.object({
  mood: text,
  luckWindow: text,
  fortunateMonth: text,
  /** First readings only. */
  zodiacMatch: z.optional(texts),
  /** One thing to do today, and one to skip (readings since the words were composed from the hand). */
  doToday: z.optional(text),
  dontToday: z.optional(text),
  /** Why today reads as it does: one of the hand's traits, chosen by the day (readings since it was written). */
  why: z.optional(text),
});

/** Whose palm a photo shows: the uploader's own ('self', the default) or someone else's. */
export const PALM_OF = ['self', 'other'] as const;
export const palmOfSchema = z.enum(PALM_OF);
export type PalmOf = z.infer<typeof palmOfSchema>;

export const handProfileNoteSchema = z.object({
  /** Photos of the person's own hand its shape was read from (this one included). */
  photos: z.number().check(z.int(), z.gte(1)),
  /** "Read from 4 photos of your hand." */
  note: text,
  /** Said when this photo moved the hand's archetype: what it reads as now, and what it read as before. */
  change: z.optional(text),
});
export type HandProfileNote = z.infer<typeof handProfileNoteSchema>;

/** snake_case words, shown with spaces. */
export const keywordSchema = z.string().check(z.regex(/^[a-z]+(?:_[a-z]+)*$/));

export const palmReadingContentSchema = z.object({
  archetype: archetypeSchema,
  userArchetype: archetypeSchema,
  archetypeDescription: text,
  themeBackground: z.enum(THEME_BACKGROUNDS),
  keyInsight: sourcedTextSchema,
  keyInsights: texts,
  futureKeywords: z.array(keywordSchema).check(z.minLength(3)),
  forecast: forecastSchema,
  love: lifeAreaSchema,
  career: lifeAreaSchema,
  health: healthSchema,
  focusArea: text,
  lifeJourney: lifeJourneySchema,
  compatibility: texts,
  fortunateMonths: texts,
  /** What the archetype is good at in general (the archetype card); not the reading's own Key Strengths. */
  archetypeStrengths: texts,
  /** The day the daily parts (forecast mood and luck window, keywords) were written for, YYYY-MM-DD. */
  forecastDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  // First palm readings only:
  strengths: z.optional(texts),
  challenges: z.optional(texts),
  personalityInsight: z.optional(sourcedTextSchema),
  /**
   * The one sentence to quote when the reading is shared (the shared page and the link preview):
   * what the hand's most marked trait is read as, and how rare the trait is where it is. Readings
   * since it was written.
   */
  shareLine: z.optional(text),
  /** How the hand was read where it matters: fingertips estimated, lines not clear in the photo. */
  readingNotes: z.optional(texts),
  /**
   * Whose palm the photo shows: the reader's own (its shape read from their hand profile, pooled over
   * their own photos) or someone else's (read from this photo alone). Absent on readings made before.
   */
  palmOf: z.optional(palmOfSchema),
  /** Readings of one's own palm: how many photos the hand was read from, said in words, and a change of archetype. */
  handProfile: z.optional(handProfileNoteSchema),
});
export type PalmReadingContent = z.infer<typeof palmReadingContentSchema>;

export const compatibilityContentSchema = z.object({
  outcome: compatibilityOutcomeSchema,
  outcomeTitle: text,
  outcomeDescription: text,
  userArchetype: archetypeSchema,
  partnerArchetype: archetypeSchema,
  partnerName: text,
  strengths: texts,
  challenges: texts,
  guidance: text,
});
export type CompatibilityContent = z.infer<typeof compatibilityContentSchema>;

// ---- Lenient shapes for reading whatever is stored ------------------------------------------------

const maybeText = z.optional(z.string());
const maybeTexts = z.optional(z.array(z.string()));
const looseSourced = z.union([z.string(), z.object({ text: maybeText, source: maybeText })]);
const looseArea = z.object({
  text: maybeText,
  line: maybeText,
  prediction: maybeText,
  theme: maybeText,
  source: maybeText,
  shadowTrait: maybeText,
  focusArea: maybeText,
});

export const palmReadingContentInputSchema = z.object({
  archetype: maybeText,
  userArchetype: maybeText,
  archetypeDescription: maybeText,
  themeBackground: maybeText,
  keyInsight: z.optional(looseSourced),
  keyInsights: maybeTexts,
  futureKeywords: maybeTexts,
  strengths: maybeTexts,
  challenges: maybeTexts,
  personalityInsight: z.optional(looseSourced),
  shareLine: maybeText,
  readingNotes: maybeTexts,
  forecast: z.optional(
    z.object({
      mood: maybeText,
      luckWindow: maybeText,
      fortunateMonth: maybeText,
      zodiacMatch: z.optional(z.union([z.string(), z.array(z.string())])),
      doToday: maybeText,
      why: maybeText,
      dontToday: maybeText,
    }),
  ),
  love: z.optional(looseArea),
  romance: z.optional(looseArea),
  career: z.optional(looseArea),
  health: z.optional(looseArea),
  family: z.optional(looseArea),
  focusArea: maybeText,
  lifeJourney: z.optional(
    z.object({
      milestone: maybeText,
      text: maybeText,
      line: maybeText,
      prediction: maybeText,
      ritual: maybeText,
      shadowOmen: maybeText,
      source: maybeText,
      keyAge: z.optional(z.number()),
    }),
  ),
  compatibility: maybeTexts,
  fortunateMonths: maybeTexts,
  archetypeStrengths: maybeTexts,
  palmOf: maybeText,
  handProfile: z.optional(z.object({ photos: z.optional(z.number()), note: maybeText, change: maybeText })),
});
export type PalmReadingContentInput = z.infer<typeof palmReadingContentInputSchema>;

export const compatibilityContentInputSchema = z.object({
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
export type CompatibilityContentInput = z.infer<typeof compatibilityContentInputSchema>;
