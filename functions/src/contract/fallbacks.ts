/**
 * Fallbacks for missing reading content, in one place: the engine fills
 * every field, and the web app shows these when an older or partial reading lacks one.
 */
import type { Archetype } from './enums.js';

export const FALLBACK_KEY_AGE = 33;
export const FALLBACK_COMPATIBLE_SIGNS = ['Pisces', 'Taurus', 'Scorpio', 'Cancer'] as const;
export const FALLBACK_FORTUNATE_MONTHS = ['April', 'August', 'October', 'December'] as const;
export const FALLBACK_ARCHETYPE: Archetype = 'ORACLE';
export const FALLBACK_KEY_INSIGHT = 'Your intuitive abilities are awakening, guiding you toward a more authentic path.';
export const FALLBACK_FOCUS_AREA = 'Creative expression combined with practical application';
export const FALLBACK_KEY_INSIGHTS = ['Intuitive perception', 'Natural wisdom', 'Thoughtful reflection'] as const;

/** Fallback text per life area. All in the house voice (docs/decisions/0007-reading-words.md). */
export const FALLBACK_LIFE_AREA_TEXT = {
  love: 'Your heart line reveals a romantic nature that seeks deep connection.',
  career: 'Your head line shows a steady mind that turns patient effort into lasting reward.',
  health: 'Your life line speaks of resilient energy that returns whenever you honour rest.',
  lifeJourney: 'Your fate line describes a path that grows clearer with every choice you make in your own voice.',
} as const;
