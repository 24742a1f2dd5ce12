import * as z from 'zod/mini';

export const READING_TYPES = ['FIRST_PALM_READING', 'COMPATIBILITY', 'FULL_ANALYSIS'] as const;
export const readingTypeSchema = z.enum(READING_TYPES);
export type ReadingType = z.infer<typeof readingTypeSchema>;
/** The reading types of a palm reading (every type but a compatibility result). */
export const palmReadingTypeSchema = z.enum(['FIRST_PALM_READING', 'FULL_ANALYSIS'] as const satisfies ReadingType[]);
export type PalmReadingType = z.infer<typeof palmReadingTypeSchema>;

export const ARCHETYPES = ['VISIONARY', 'LOVER', 'BUILDER', 'FREE_SPIRIT', 'ORACLE'] as const;
export const archetypeSchema = z.enum(ARCHETYPES);
export type Archetype = z.infer<typeof archetypeSchema>;

/** The one list of archetype names people read, for the API's texts and previews and the web app. */
export const ARCHETYPE_NAMES: Record<Archetype, string> = {
  VISIONARY: 'The Visionary',
  LOVER: 'The Lover',
  BUILDER: 'The Builder',
  FREE_SPIRIT: 'The Free Spirit',
  ORACLE: 'The Oracle',
};

export const COMPATIBILITY_OUTCOMES = ['SOULMATES', 'KINDRED_FRIENDS', 'BALANCED_ALLIES', 'CHALLENGERS'] as const;
export const compatibilityOutcomeSchema = z.enum(COMPATIBILITY_OUTCOMES);
export type CompatibilityOutcome = z.infer<typeof compatibilityOutcomeSchema>;

/** Each outcome's name and summary, as the app shows them and as a result stored without its title reads. */
export const OUTCOME_DISPLAY: Record<CompatibilityOutcome, { title: string; summary: string }> = {
  SOULMATES: { title: 'Soulmates', summary: 'Two halves of one sentence: a rare, instinctive bond.' },
  KINDRED_FRIENDS: {
    title: 'Kindred Friends',
    summary: 'The same rhythm and fire: a bond that feels like home.',
  },
  BALANCED_ALLIES: {
    title: 'Balanced Allies',
    summary: 'Different gifts that fit together: a capable team.',
  },
  CHALLENGERS: {
    title: 'Challengers',
    summary: 'Friction that sharpens you both, and grows you if you let it.',
  },
};

export const THEME_BACKGROUNDS = ['mystical', 'cosmic', 'celestial', 'moonlit', 'starry'] as const;
export type ThemeBackground = (typeof THEME_BACKGROUNDS)[number];

export const LIFE_AREAS = ['love', 'career', 'health', 'lifeJourney'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];
