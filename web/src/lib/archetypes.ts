import { ARCHETYPE_NAMES, ARCHETYPES, type Archetype, type CompatibilityOutcome } from '@contract/enums';

export { ARCHETYPE_NAMES };

const ARCHETYPE_EMOJI: Record<Archetype, string> = {
  VISIONARY: '🔭',
  LOVER: '💞',
  BUILDER: '🏛️',
  FREE_SPIRIT: '🦋',
  ORACLE: '🔮',
};
export const DEFAULT_ARCHETYPE_EMOJI = '✨';

export function isArchetype(value: unknown): value is Archetype {
  return typeof value === 'string' && (ARCHETYPES as readonly string[]).includes(value);
}

/** 'The Visionary' for a known archetype; the raw value otherwise. */
export function archetypeName(value: string): string {
  return isArchetype(value) ? ARCHETYPE_NAMES[value] : value;
}

/** The bare name, as in the heading 'The {archetype}'. */
export function archetypeShortName(value: string): string {
  return isArchetype(value) ? ARCHETYPE_NAMES[value].replace(/^The /, '') : value;
}

export function archetypeEmoji(value: string): string {
  return isArchetype(value) ? ARCHETYPE_EMOJI[value] : DEFAULT_ARCHETYPE_EMOJI;
}

export const OUTCOME_DISPLAY: Record<CompatibilityOutcome, { title: string; summary: string; emoji: string }> = {
  SOULMATES: { title: 'Soulmates', summary: 'Two halves of one sentence: a rare, instinctive bond.', emoji: '💫' },
  KINDRED_FRIENDS: {
    title: 'Kindred Friends',
    summary: 'The same rhythm and fire: a bond that feels like home.',
    emoji: '🤝',
  },
  BALANCED_ALLIES: {
    title: 'Balanced Allies',
    summary: 'Different gifts that fit together: a capable team.',
    emoji: '⚖️',
  },
  CHALLENGERS: {
    title: 'Challengers',
    summary: 'Friction that sharpens you both, and grows you if you let it.',
    emoji: '⚡',
  },
};
