/**
 * Compatibility between two palms. The archetypes give a starting outcome through the pairing table
 * below; how alike the two palms measure (palm shape and finger length) then moves it one step on
 * the ladder Challengers < Balanced Allies < Kindred Friends < Soulmates: up when the palms measure
 * alike (harmony ≥ 0.8), down when they are far apart (harmony < 0.25). So every pair can reach two
 * or three outcomes, and two photos of the same hand (harmony near 1) are never Challengers. The
 * words then speak of both hands: what they share and where the partner's differs (fingers, palm,
 * thumb), hands that measure as one named as such, and every sentence about the pair as a whole
 * chosen for hands that measure alike (harmony ≥ 0.6), unlike, or in between (two things shared and
 * one not), never for another kind.
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
import type { Archetype, CompatibilityOutcome } from '../../contract/enums.js';
import type { CompatibilityContent } from '../../contract/readingContent.js';
import { Chooser, type Voice } from './choose.js';
import type { HandMeasures, PalmMeasures } from '../types.js';
import { ARCHETYPE_TEXTS } from './texts/archetypeTexts.js';
import { IDEAS } from './texts/ideas.js';
import {
  BOTH_FINGERS,
  BOTH_PALMS,
  BOTH_THUMBS,
  forPair,
  type HeartsSaid,
  type PairKind,
  OUTCOME_TEXTS,
  PARTNER_FINGERS,
  PARTNER_PALM,
  PARTNER_THUMB,
  SAME_HAND,
  SAME_HAND_TITLE,
} from './texts/compatibilityTexts.js';
import { HEARTS_MEET } from './texts/lineTexts.js';
import { archetypeOfKeys, handSeed, seedOf, traitsOf, type HandTraits, type ShapeKeys } from './traits.js';
import type { CompatibilityParty } from '../types.js';

export type { CompatibilityParty };

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

/** Two hands at least this alike (palmHarmony) are spoken of as alike; below it, as unlike. */
const ALIKE_HARMONY = 0.6;

/**
 * The opening: the two hands by name, and how their proportions compare. `shared`: on how many of
 * fingers, palm and thumb the two hands fall on one side (traitMeetings), where both were read by
 * trait: "far apart" only when they share none, so no later sentence says "both". `differs`: whether
 * a difference between them is named after it ("proportions differ" only then). `sameHand`: the two
 * measure as one hand, which the next sentence says.
 */
function meeting(
  user: CompatibilityParty,
  partner: CompatibilityParty,
  harmony: number,
  alike: boolean,
  shared: number | null,
  differs: boolean,
  sameHand = false,
): string {
  const userHand = ARCHETYPE_TEXTS[user.archetype].hand;
  const partnerHand = ARCHETYPE_TEXTS[partner.archetype].hand;
  if (user.archetype === partner.archetype) {
    // The same hand is said to be the same next (SAME_HAND): not "nearly" here.
    if (sameHand) return `You and ${partner.name} both have the ${userHand}.`;
    // "Differ" only where a difference will be named; else the hands are neither twins nor opposites,
    // and no overlap is claimed that no named difference bears out (a reader's review).
    const proportions = alike
      ? 'and your proportions nearly match'
      : differs
        ? 'though your proportions differ'
        : 'with proportions that differ only by degrees';
    return `You and ${partner.name} both have the ${userHand}, ${proportions}.`;
  }
  const farApart = shared === null ? harmony < 0.25 : shared === 0;
  const proportions = alike
    ? 'but your palms measure closer than the names suggest'
    : farApart
      ? 'and your proportions are far apart'
      : differs
        ? 'with proportions that partly overlap'
        : 'with proportions that differ only by degrees';
  return `Your ${userHand} meets ${partner.name}'s ${partnerHand}, ${proportions}.`;
}

/**
 * The traits two hands are compared on, each with its levels in order: hands share a trait when both
 * fall on the same `side` of it, and differ when their levels differ (said of the partner's, lower or
 * higher than the user's).
 */
interface Meeting {
  trait: 'fingers' | 'palm' | 'thumb';
  order: readonly string[];
  side: (key: string) => string;
  both: Record<string, string[]>;
  /** Said of a partner whose level is lower, and higher. */
  partner: readonly [string[], string[]];
  /** How many levels apart two hands must be for the difference to be said. */
  apart: number;
}

const MEETINGS: Meeting[] = [
  {
    trait: 'fingers',
    order: ['short', 'shortish', 'longish', 'long'],
    side: (key: string) => (key.startsWith('short') ? 'short' : 'long'),
    both: BOTH_FINGERS,
    partner: [PARTNER_FINGERS.shorter, PARTNER_FINGERS.longer],
    apart: 1,
  },
  {
    trait: 'palm',
    order: ['long', 'longish', 'squarish', 'square'],
    side: (key: string) => (key.startsWith('long') ? 'long' : 'square'),
    both: BOTH_PALMS,
    partner: [PARTNER_PALM.longer, PARTNER_PALM.squarer],
    apart: 1,
  },
  {
    trait: 'thumb',
    // The thumb's four levels, as the traits read them (the three of an earlier version named two of them wrong).
    order: ['short', 'shortish', 'longish', 'long'],
    side: (key: string) => key,
    both: BOTH_THUMBS,
    partner: [PARTNER_THUMB.shorter, PARTNER_THUMB.longer],
    // Each level its own side: a thumb one level off is neither the same nor "longer, so they push harder".
    apart: 2,
  },
];

/**
 * What each hand has and how they meet, trait by trait (fingers, palm, thumb): one sentence on a
 * trait they share, one on a trait where the partner's hand differs, in the order the pair's
 * traits pick. Only for hands read since version 2.
 */
function traitMeetings(
  c: Chooser,
  user: HandTraits,
  partner: HandTraits,
  name: string,
): { sentences: string[]; shared: number; differs: boolean } {
  const shared: string[][] = [];
  const differing: string[][] = [];
  for (const { trait, order, side, both, partner: partnerPools, apart } of MEETINGS) {
    const [mine, theirs] = [user[trait], partner[trait]];
    const steps = order.indexOf(theirs) - order.indexOf(mine);
    // A trait both hands share is said as shared, never also as a difference ("both long" beside "longer").
    if (side(mine) === side(theirs)) shared.push(both[side(mine)]!);
    // A difference is said only where it is one ("a little short" against "short" is not).
    else if (Math.abs(steps) >= apart) differing.push(partnerPools[steps > 0 ? 1 : 0]);
  }
  const one = (label: string, pools: string[][]) =>
    pools.length === 0 ? [] : [c.pick(label, c.pick(`${label}.trait`, pools)).replaceAll('{name}', name)];
  return {
    sentences: [...one('shared', shared), ...one('differing', differing)],
    shared: shared.length,
    differs: differing.length > 0,
  };
}

/** How high a heart line ends, where it was traced and its course measured: high, low, or in between. */
function heartHeight(m: PalmMeasures, t: HandTraits): 'high' | 'low' | 'between' | null {
  if (m.version !== 2 || !m.lines.heart?.course) return null;
  return t.heartEnd ?? 'between';
}

/**
 * The two heart lines, where both were traced: the same height said of both, or the partner's higher
 * or lower than the user's (high, between, low in that order).
 */
function heartsMeet(
  c: Chooser,
  user: { m: PalmMeasures; t: HandTraits },
  partner: { m: PalmMeasures; t: HandTraits },
  name: string,
): { sentence: string; shared: boolean } | null {
  const [mine, theirs] = [heartHeight(user.m, user.t), heartHeight(partner.m, partner.t)];
  if (!mine || !theirs) return null;
  const order = ['low', 'between', 'high'];
  const steps = order.indexOf(theirs) - order.indexOf(mine);
  const options = steps === 0 ? HEARTS_MEET.both[mine] : HEARTS_MEET.partner[steps > 0 ? 'higher' : 'lower'];
  return { sentence: c.pick('hearts', options).replaceAll('{name}', name), shared: steps === 0 };
}

/** A party's hand as measures, and the shape traits to read it by. */
function handOf(party: CompatibilityParty): { measures: PalmMeasures; keys?: ShapeKeys } {
  if (!('profile' in party)) return { measures: party.measures };
  const { shape, keys } = party.profile;
  // A profile is a hand's shape; of the lines, which belong to one photo, only the heart line of a
  // photo of that hand is compared (heartsMeet).
  const measures: HandMeasures = {
    version: 2,
    shape,
    lines: { heart: party.heart ?? null, head: null, life: null },
    fingertipsEstimated: false,
    levels: { palm: 'mid', fingers: 'mid' },
    signature: seedOf(archetypeOfKeys(keys), keys.palm, keys.fingers),
  };
  return { measures, keys };
}

/**
 * What a result has said, as its parts are chosen in turn: a later part says no idea an earlier one
 * said wherever one of its options does not (texts/ideas.ts), so the strengths and challenges do not
 * undo what the description says of the two hands ("good at talking things through until everyone is
 * smiling", then "Arguments that circle instead of resolve": four reader's reviews met such a pair).
 */
function pairVoice(): Voice {
  const ideas = new Set<string>();
  return {
    agrees: () => true,
    prefers: (words) => !(IDEAS[words] ?? []).some((idea) => ideas.has(idea)),
    strictly: true,
    said: (words) => {
      for (const idea of IDEAS[words] ?? []) ideas.add(idea);
    },
  };
}

export function generateCompatibility(
  userParty: CompatibilityParty,
  partnerParty: CompatibilityParty,
): CompatibilityContent {
  const userHand = handOf(userParty);
  const partnerHand = handOf(partnerParty);
  const user = { ...userParty, measures: userHand.measures };
  const partner = { ...partnerParty, measures: partnerHand.measures };
  const harmony = palmHarmony(user.measures, partner.measures);
  const outcome = compatibilityOutcome(user.archetype, partner.archetype, harmony);
  const texts = OUTCOME_TEXTS[outcome];

  const traits =
    user.measures.version === 2 && partner.measures.version === 2
      ? { user: traitsOf(user.measures, userHand.keys), partner: traitsOf(partner.measures, partnerHand.keys) }
      : null;
  // Seeded by both hands' traits (in either order), so a pair reads the same from both sides.
  const c = new Chooser(
    [
      traits ? handSeed(traits.user) : user.measures.signature,
      traits ? handSeed(traits.partner) : partner.measures.signature,
    ]
      .sort()
      .join('||'),
    pairVoice(),
  );
  const sameHand =
    traits !== null &&
    harmony >= 0.95 &&
    (['palm', 'fingers', 'thumb', 'apollo'] as const).every((k) => traits.user[k] === traits.partner[k]);
  const met = traits && !sameHand ? traitMeetings(c, traits.user, traits.partner, partner.name) : null;
  const hearts =
    traits && !sameHand
      ? heartsMeet(c, { m: user.measures, t: traits.user }, { m: partner.measures, t: traits.partner }, partner.name)
      : null;
  const hands = sameHand ? [SAME_HAND] : [...(met?.sentences ?? []), ...(hearts ? [hearts.sentence] : [])];
  // Spoken of as alike only when the traits agree too: two of fingers, palm and thumb on one side,
  // and no difference between them named ("cut from the same cloth" beside "a squarer palm"). As
  // unlike only where at most one thing is named as shared (a heart line at one height counts):
  // between the two, a pair that shares two things and differs in a third reads as neither.
  const alike = harmony >= ALIKE_HARMONY && (sameHand || !met || (met.shared >= 2 && !met.differs));
  const shared = (met?.shared ?? 0) + (hearts?.shared ? 1 : 0);
  const pair: PairKind = alike ? 'alike' : met && shared >= 2 ? 'mixed' : 'unlike';
  const heartsSaid: HeartsSaid = hearts ? (hearts.shared ? 'together' : 'apart') : null;
  return {
    outcome,
    outcomeTitle: sameHand ? SAME_HAND_TITLE : texts.title,
    outcomeDescription: [
      meeting(user, partner, harmony, alike, sameHand ? 3 : (met?.shared ?? null), met?.differs ?? true, sameHand),
      ...hands,
      c.pick('description', forPair(texts.descriptions, pair, heartsSaid)),
    ].join(' '),
    userArchetype: user.archetype,
    partnerArchetype: partner.archetype,
    partnerName: partner.name,
    strengths: c.pickMany('strengths', forPair(texts.strengths, pair, heartsSaid), 3),
    challenges: c.pickMany('challenges', forPair(texts.challenges, pair, heartsSaid), 3),
    guidance: c.pick('guidance', forPair(texts.guidance, pair, heartsSaid)),
  };
}
