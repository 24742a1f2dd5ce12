import { ARCHETYPE_NAMES, ARCHETYPES, OUTCOME_DISPLAY, type Archetype } from '@contract/enums';

/** Names come from the contract; the glyphs are drawn icons (ui/ArchetypeIcon.tsx, ui/OutcomeIcon.tsx). */
export { ARCHETYPE_NAMES, OUTCOME_DISPLAY };

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
