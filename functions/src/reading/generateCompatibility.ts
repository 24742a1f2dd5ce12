/**
 * Compatibility between two palms. The archetypes give a starting outcome through the pairing table
 * below; how alike the two palms measure (palm shape and finger length) then moves it one step on
 * the ladder Challengers < Balanced Allies < Kindred Friends < Soulmates: up when the palms measure
 * alike (harmony ≥ 0.8), down when they are far apart (harmony < 0.25). So every pair can reach two
 * or three outcomes, and two photos of the same hand (harmony near 1) are never Challengers.
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
 */
import type { Archetype, CompatibilityOutcome } from '../contract/enums.js';
import type { CompatibilityContent } from '../contract/readingContent.js';
import { Chooser } from './choose.js';
import type { PalmMeasures } from './palmMeasures.js';
import { ARCHETYPE_TEXTS } from './texts/archetypeTexts.js';
import { forPair, OUTCOME_TEXTS } from './texts/compatibilityTexts.js';

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

const LADDER: CompatibilityOutcome[] = ['CHALLENGERS', 'BALANCED_ALLIES', 'KINDRED_FRIENDS', 'SOULMATES'];

export function compatibilityOutcome(a: Archetype, b: Archetype, harmony: number): CompatibilityOutcome {
  const step = harmony >= 0.8 ? 1 : harmony < 0.25 ? -1 : 0;
  const index = LADDER.indexOf(tableOutcome(a, b)) + step;
  return LADDER[Math.max(0, Math.min(LADDER.length - 1, index))]!;
}

/** The opening: the two hands by name, and how their proportions compare. */
function meeting(user: CompatibilityParty, partner: CompatibilityParty, harmony: number): string {
  const userHand = ARCHETYPE_TEXTS[user.archetype].hand;
  const partnerHand = ARCHETYPE_TEXTS[partner.archetype].hand;
  if (user.archetype === partner.archetype) {
    const proportions = harmony >= 0.6 ? 'and your proportions nearly match' : 'though your proportions differ';
    return `You and ${partner.name} both have the ${userHand}, ${proportions}.`;
  }
  const proportions =
    harmony >= 0.6
      ? 'but your palms measure closer than the names suggest'
      : harmony < 0.25
        ? 'and your proportions are far apart'
        : 'with proportions that partly overlap';
  return `Your ${userHand} meets ${partner.name}'s ${partnerHand}, ${proportions}.`;
}

export interface CompatibilityParty {
  archetype: Archetype;
  measures: PalmMeasures;
  name: string;
}

export function generateCompatibility(user: CompatibilityParty, partner: CompatibilityParty): CompatibilityContent {
  const harmony = palmHarmony(user.measures, partner.measures);
  const outcome = compatibilityOutcome(user.archetype, partner.archetype, harmony);
  const texts = OUTCOME_TEXTS[outcome];
  const sameShape = user.archetype === partner.archetype;
  const c = new Chooser([user.measures.signature, partner.measures.signature].sort().join('|'));
  return {
    outcome,
    outcomeTitle: texts.title,
    outcomeDescription: `${meeting(user, partner, harmony)} ${c.pick('description', forPair(texts.descriptions, sameShape))}`,
    userArchetype: user.archetype,
    partnerArchetype: partner.archetype,
    partnerName: partner.name,
    strengths: c.pickMany('strengths', texts.strengths, 3),
    challenges: c.pickMany('challenges', texts.challenges, 3),
    guidance: c.pick('guidance', forPair(texts.guidance, sameShape)),
  };
}
