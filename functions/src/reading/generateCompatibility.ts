/**
 * Compatibility between two palms. The archetypes give the outcome through the pairing table below;
 * how alike the two palms measure (line density and hand shape) can then move it one step:
 *
 * | pair                                               | table outcome    |
 * |----------------------------------------------------|------------------|
 * | the same archetype                                 | KINDRED_FRIENDS  |
 * | VISIONARY + FREE_SPIRIT (Air feeds Fire)           | SOULMATES        |
 * | BUILDER + ORACLE (Earth holds Water)               | SOULMATES        |
 * | LOVER + ORACLE (heart and intuition)               | SOULMATES        |
 * | VISIONARY + BUILDER (Air against Earth)            | CHALLENGERS      |
 * | FREE_SPIRIT + ORACLE (Fire against Water)          | CHALLENGERS      |
 * | every other pair                                   | BALANCED_ALLIES  |
 *
 * Harmony (1 = palms measure alike, 0 = far apart) then adjusts: BALANCED_ALLIES with harmony ≥ 0.8
 * become KINDRED_FRIENDS; CHALLENGERS with harmony ≥ 0.8 become BALANCED_ALLIES; KINDRED_FRIENDS with
 * harmony < 0.25 become BALANCED_ALLIES. SOULMATES stay.
 */
import type { Archetype, CompatibilityOutcome } from '../contract/enums.js';
import type { CompatibilityContent } from '../contract/readingContent.js';
import { Chooser } from './choose.js';
import type { PalmMeasures } from './palmMeasures.js';
import { ARCHETYPE_TEXTS } from './texts/archetypeTexts.js';
import { OUTCOME_TEXTS } from './texts/compatibilityTexts.js';

const PAIRS: Array<[Archetype, Archetype, CompatibilityOutcome]> = [
  ['VISIONARY', 'FREE_SPIRIT', 'SOULMATES'],
  ['BUILDER', 'ORACLE', 'SOULMATES'],
  ['LOVER', 'ORACLE', 'SOULMATES'],
  ['VISIONARY', 'BUILDER', 'CHALLENGERS'],
  ['FREE_SPIRIT', 'ORACLE', 'CHALLENGERS'],
];

export function tableOutcome(a: Archetype, b: Archetype): CompatibilityOutcome {
  if (a === b) return 'KINDRED_FRIENDS';
  const pair = PAIRS.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return pair ? pair[2] : 'BALANCED_ALLIES';
}

/**
 * How alike two palms measure, 1 (alike) to 0 (far apart): palm shape and finger length for hands
 * read since version 2 (a spread of about two adult SDs counts as far apart); the photo statistics
 * for two older readings; neutral for a mixed pair.
 */
export function palmHarmony(a: PalmMeasures, b: PalmMeasures): number {
  let distance = 0.5;
  if (a.version === 2 && b.version === 2) {
    const palm = Math.min(1, Math.abs(a.shape.palmRatio - b.shape.palmRatio) / 0.08);
    const fingers = Math.min(1, Math.abs(a.shape.fingerRatio - b.shape.fingerRatio) / 0.1);
    distance = (palm + fingers) / 2;
  } else if (a.version === 1 && b.version === 1) {
    const lines = Math.min(1, Math.abs(a.lineDensity - b.lineDensity) / 0.1);
    const shape = Math.min(1, Math.abs(a.aspect - b.aspect) / 0.4);
    distance = (lines + shape) / 2;
  }
  return Math.round((1 - distance) * 1000) / 1000;
}

export function compatibilityOutcome(a: Archetype, b: Archetype, harmony: number): CompatibilityOutcome {
  const base = tableOutcome(a, b);
  if (base === 'BALANCED_ALLIES' && harmony >= 0.8) return 'KINDRED_FRIENDS';
  if (base === 'CHALLENGERS' && harmony >= 0.8) return 'BALANCED_ALLIES';
  if (base === 'KINDRED_FRIENDS' && harmony < 0.25) return 'BALANCED_ALLIES';
  return base;
}

export interface CompatibilityParty {
  archetype: Archetype;
  measures: PalmMeasures;
  name: string;
}

export function generateCompatibility(user: CompatibilityParty, partner: CompatibilityParty): CompatibilityContent {
  const outcome = compatibilityOutcome(user.archetype, partner.archetype, palmHarmony(user.measures, partner.measures));
  const texts = OUTCOME_TEXTS[outcome];
  const c = new Chooser([user.measures.signature, partner.measures.signature].sort().join('|'));
  const userHand = ARCHETYPE_TEXTS[user.archetype].hand;
  const partnerHand = ARCHETYPE_TEXTS[partner.archetype].hand;
  const meeting =
    user.archetype === partner.archetype
      ? `Your ${userHand} meets ${partner.name}'s ${partnerHand}: two of a kind.`
      : `Your ${userHand} meets ${partner.name}'s ${partnerHand}.`;
  return {
    outcome,
    outcomeTitle: texts.title,
    outcomeDescription: `${meeting} ${c.pick('description', texts.descriptions)}`,
    userArchetype: user.archetype,
    partnerArchetype: partner.archetype,
    partnerName: partner.name,
    strengths: c.pickMany('strengths', texts.strengths, 3),
    challenges: c.pickMany('challenges', texts.challenges, 3),
    guidance: c.pick('guidance', texts.guidance),
  };
}
