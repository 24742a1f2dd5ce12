import { ARCHETYPES, type Archetype } from '../contract/enums.js';

export function isArchetype(value: unknown): value is Archetype {
  return typeof value === 'string' && (ARCHETYPES as readonly string[]).includes(value);
}
