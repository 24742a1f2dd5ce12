import { ARCHETYPE_NAMES, ARCHETYPES, type Archetype, type CompatibilityOutcome } from '@contract/enums';

/** Names come from the contract; the glyphs are drawn icons (ui/ArchetypeIcon.tsx, ui/OutcomeIcon.tsx). */
export { ARCHETYPE_NAMES };

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
