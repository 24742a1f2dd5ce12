import * as z from 'zod/mini';

export const READING_TYPES = ['FIRST_PALM_READING', 'COMPATIBILITY', 'FULL_ANALYSIS'] as const;
export const readingTypeSchema = z.enum(READING_TYPES);
export type ReadingType = z.infer<typeof readingTypeSchema>;

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

export const THEME_BACKGROUNDS = ['mystical', 'cosmic', 'celestial', 'moonlit', 'starry'] as const;
export type ThemeBackground = (typeof THEME_BACKGROUNDS)[number];

export const LIFE_AREAS = ['love', 'career', 'health', 'lifeJourney'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];
