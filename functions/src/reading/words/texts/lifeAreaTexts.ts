/**
 * The life areas' themes, shadow traits and focus areas, and the journey's milestones, rituals and
 * omens: each written for the level of the area's own trait (love and the journey: how the thumb is
 * held; career: the fingers; health: the palm), and the rituals for the archetype, so they come from
 * the hand, not from one list every hand shares. What the hand measured is spoken of in
 * handTexts.ts (the line and shape sentences, predictions).
 */
import type { Archetype } from '../../../contract/enums.js';
import type { Level } from '../../types.js';

export interface AreaTexts {
  themes: Record<Level, string[]>;
  shadowTraits: Record<Level, string[]>;
}

/** By how the thumb is held: close (slow to open up), natural, open. */
export const LOVE: AreaTexts = {
  themes: {
    low: ['Trust', 'Devotion', 'Patience'],
    mid: ['Reciprocity', 'Tenderness', 'Balance'],
    high: ['Openness', 'Renewal', 'Adventure'],
  },
  shadowTraits: {
    low: ['Hiding needs to keep the peace', 'Testing people instead of trusting them', 'Waiting to be asked first'],
    mid: ['Keeping score in quiet ways', 'Agreeing to avoid a scene', 'Saving the real conversation for later'],
    high: [
      'Mistaking intensity for intimacy',
      'Loving the idea of someone more than the person',
      'Moving on before the lesson is learned',
    ],
  },
};

/** By the fingers: short (quick to act), matched, long (careful). */
export const CAREER: AreaTexts = {
  themes: {
    low: ['Momentum', 'Initiative', 'Leadership'],
    mid: ['Craft', 'Reinvention', 'Abundance'],
    high: ['Mastery', 'Precision', 'Recognition'],
  },
  shadowTraits: {
    low: [
      'Starting more than you finish',
      'Deciding before the facts are in',
      'Saying yes to everything to avoid choosing',
    ],
    mid: [
      'Waiting to feel ready before asking',
      'Letting others take credit to avoid friction',
      'Measuring worth only by output',
    ],
    high: [
      'Polishing what is already good enough',
      'Working hardest where it is noticed least',
      'Undervaluing what comes easily to you',
    ],
  },
};

/** By the palm: long (sensitive to pace), near square, square (staying power). */
export const HEALTH: AreaTexts = {
  themes: {
    low: ['Restoration', 'Stillness', 'Release'],
    mid: ['Rhythm', 'Balance', 'Grounding'],
    high: ['Vitality', 'Endurance', 'Play'],
  },
  shadowTraits: {
    low: ['Carrying tension you no longer notice', 'Feeding stress with busyness', 'Saying yes to every late night'],
    mid: [
      'Treating rest as a reward instead of a need',
      'Letting routines slip when life gets busy',
      'Caring for everyone but yourself',
    ],
    high: [
      'Pushing through tiredness as if it were weakness',
      'Ignoring small signals until they shout',
      'Doing it all at once and paying for it later',
    ],
  },
};

/** What to look after, by the palm as for Health. */
export const FOCUS_AREAS: Record<Level, string[]> = {
  low: [
    'Quiet time without screens at the end of the day',
    'Steady sleep and a gentle morning rhythm',
    'Rest that is planned, not stolen',
  ],
  mid: ['Regular meals at regular hours', 'A daily walk at the same hour', 'Breath, posture and time outdoors'],
  high: [
    'Movement that feels like play',
    'Rest days kept as firmly as busy ones',
    'Nourishing meals shared with people you love',
  ],
};

export interface JourneyTexts {
  milestones: Record<Level, string[]>;
  rituals: Record<Archetype, string[]>;
  shadowOmens: Record<Level, string[]>;
}

/** Milestones and omens by how the thumb is held (close: a life built inward; wide: one that ranges); rituals by archetype. */
export const JOURNEY: JourneyTexts = {
  milestones: {
    low: [
      'A move toward a home that is truly yours',
      'A mentor, or becoming one',
      'A promise kept that changes how others see you',
    ],
    mid: [
      'A turning point in how others see you',
      'A reconciliation that frees you',
      'A door you wait for, and walk through',
    ],
    high: [
      'The start of work that feels like a calling',
      'A bold decision that you will never regret',
      'A leap that takes you far from where you started',
    ],
  },
  rituals: {
    VISIONARY: [
      'Write a letter to yourself a year from now, seal it, and keep it somewhere you will find it.',
      'On the next full moon, write down one thing you are ready to release and one you are ready to receive.',
    ],
    LOVER: [
      'Before sleep, place your hand over your heart and recall three moments you are grateful for.',
      'Light a candle on Sunday evening and spend five quiet minutes with the week ahead.',
    ],
    BUILDER: [
      'Clear one drawer or shelf completely; making space outside invites space within.',
      'Keep a small stone in your pocket as an anchor, and touch it whenever you need to choose calmly.',
    ],
    FREE_SPIRIT: [
      'Walk the same route three evenings in a row and notice what changes each time.',
      'On a morning that needs it, hold your open palm to the light and name one intention for the day.',
    ],
    ORACLE: [
      'Keep a notebook by your bed and write down the first thought of each morning.',
      'Sit by water for ten minutes and let one question settle without answering it.',
    ],
  },
  shadowOmens: {
    low: [
      'An old fear may dress itself up as caution. Look closely before you listen.',
      'Do not mistake a pause for a dead end.',
      'Watch for the comfort that keeps you from the next step.',
    ],
    mid: [
      'Beware of following a path only because others expect it.',
      'Watch for the habit of postponing joy until everything is perfect.',
      'Do not let a small delay talk you out of a good plan.',
    ],
    high: [
      "Someone's urgency is not your emergency; do not let it rush your choices.",
      'A tempting shortcut will cost more time than it saves.',
      'Beware of leaving before you find out how it ends.',
    ],
  },
};
