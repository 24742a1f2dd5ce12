/**
 * The life areas' themes and shadow traits, and the journey's milestones, rituals and omens. What the
 * hand measured is spoken of in handTexts.ts (the line and shape sentences, predictions).
 */

export interface AreaTexts {
  themes: string[];
  shadowTraits: string[];
}

export const LOVE: AreaTexts = {
  themes: ['Openness', 'Devotion', 'Renewal', 'Trust', 'Tenderness', 'Reciprocity'],
  shadowTraits: [
    'Mistaking intensity for intimacy',
    'Testing people instead of trusting them',
    'Hiding needs to keep the peace',
    'Holding on after the lesson is learned',
    'Loving the idea of someone more than the person',
    'Keeping score in quiet ways',
  ],
};

export const CAREER: AreaTexts = {
  themes: ['Recognition', 'Momentum', 'Mastery', 'Abundance', 'Leadership', 'Reinvention'],
  shadowTraits: [
    'Working hardest where it is noticed least',
    'Waiting to feel ready before asking',
    'Undervaluing what comes easily to you',
    'Saying yes to everything to avoid choosing',
    'Measuring worth only by output',
    'Letting others take credit to avoid friction',
  ],
};

export const HEALTH: AreaTexts = {
  themes: ['Restoration', 'Balance', 'Vitality', 'Rhythm', 'Grounding', 'Release'],
  shadowTraits: [
    'Pushing through tiredness as if it were weakness',
    'Caring for everyone but yourself',
    'Feeding stress with busyness',
    'Ignoring small signals until they shout',
    'Treating rest as a reward instead of a need',
    'Carrying tension you no longer notice',
  ],
};

export const FOCUS_AREAS = [
  'Rest that is planned, not stolen',
  'Steady sleep and a gentle morning rhythm',
  'Breath, posture and time outdoors',
  'Nourishing meals shared with people you love',
  'Movement that feels like play',
  'Quiet time without screens at the end of the day',
];

export interface JourneyTexts {
  milestones: string[];
  rituals: string[];
  shadowOmens: string[];
}

export const JOURNEY: JourneyTexts = {
  milestones: [
    'A turning point in how others see you',
    'A move toward a home that is truly yours',
    'The start of work that feels like a calling',
    'A reconciliation that frees you',
    'A bold decision that you will never regret',
    'A mentor, or becoming one',
  ],
  rituals: [
    'On the next full moon, write down one thing you are ready to release and one you are ready to receive.',
    'On a morning that needs it, hold your open palm to the light and name one intention for the day.',
    'Light a candle on Sunday evening and spend five quiet minutes with the week ahead.',
    'Keep a small stone in your pocket as an anchor, and touch it whenever you need to choose calmly.',
    'Walk the same route three evenings in a row and notice what changes each time.',
    'Write a letter to yourself a year from now, seal it, and keep it somewhere you will find it.',
    'Before sleep, place your hand over your heart and recall three moments you are grateful for.',
    'Clear one drawer or shelf completely; making space outside invites space within.',
  ],
  shadowOmens: [
    'Beware of following a path only because others expect it.',
    'A tempting shortcut will cost more time than it saves.',
    'Watch for the habit of postponing joy until everything is perfect.',
    "Someone's urgency is not your emergency; do not let it rush your choices.",
    'An old fear may dress itself up as caution. Look closely before you listen.',
    'Do not mistake a pause for a dead end.',
  ],
};
