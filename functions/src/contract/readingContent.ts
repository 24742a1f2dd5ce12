/**
 * The content of a reading: one schema, stored and on the wire. The engine writes these shapes; content
 * stored before a field existed is upgraded to them once, where the server reads it
 * (functions/src/data/storedContent.ts), so no reader ever meets an older shape.
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
  /**
   * What the archetype is good at in general (the archetype card); not the reading's own Key Strengths.
   * Absent on readings made before it was written.
   */
  archetypeStrengths: z.optional(texts),
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
  /** Null once the partner deleted their account (their name goes from the words: domain/forgetPartner.ts). */
  partnerName: z.nullable(text),
  strengths: texts,
  challenges: texts,
  guidance: text,
});
export type CompatibilityContent = z.infer<typeof compatibilityContentSchema>;

/** A reading's content, by its readingType: a palm reading's or a compatibility result's. */
export type ReadingContent = PalmReadingContent | CompatibilityContent;
