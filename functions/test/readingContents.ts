/**
 * Complete reading content for tests whose subject is not the words (credits, sharing, rules): what
 * content stored without any words reads as (data/storedContent.ts), so every field the schema asks
 * for is there.
 */
import type { Archetype, CompatibilityOutcome } from '../src/contract/enums.js';
import type { CompatibilityContent, PalmReadingContent } from '../src/contract/readingContent.js';
import { upgradeCompatibilityContent, upgradePalmContent } from '../src/data/storedContent.js';

export const somePalmContent = (archetype: Archetype = 'ORACLE'): PalmReadingContent =>
  upgradePalmContent({}, archetype);

export const someCompatibilityContent = (
  outcome: CompatibilityOutcome = 'BALANCED_ALLIES',
  archetype: Archetype = 'ORACLE',
): CompatibilityContent => upgradeCompatibilityContent({}, outcome, archetype);
