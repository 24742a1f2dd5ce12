/**
 * The four life areas. Each area's text opens with what the measured line shows (by measure bucket)
 * and continues with the archetype's own sentence; predictions, themes, sources and shadow traits
 * are drawn from each area's pool.
 */

export type Level = 'low' | 'mid' | 'high';

export interface AreaTexts {
  /** The line reading, by the level of the measure that drives this area. */
  lineSentences: Record<Level, string[]>;
  predictions: string[];
  themes: string[];
  sources: string[];
  shadowTraits: string[];
}

export const LOVE: AreaTexts = {
  lineSentences: {
    low: [
      'Your heart line runs calm and unhurried across your palm, the mark of someone who gives love slowly and gives it for good.',
      'A gentle, steady heart line shows that you guard your heart carefully and open it fully once trust is earned.',
    ],
    mid: [
      'Your heart line curves with a balanced sweep, showing a heart that can be both generous and wise about where it goes.',
      'The heart line on your palm is clear and gently curved: you know what you feel, and you can say it.',
    ],
    high: [
      'Your heart line is deep and richly branched, a sign of a heart that feels intensely and loves without half-measures.',
      'Strong lines cross the upper palm where the heart line lives: love is not a side story in your life, it is a main thread.',
    ],
  },
  predictions: [
    'A conversation in the coming weeks will bring you closer to someone than a year of small talk has.',
    'Someone from your past will reappear, and this time you will see clearly what they are to you.',
    'A relationship that felt stuck will move again once you say the thing you have been rehearsing.',
    'Love arrives this season through a friend of a friend; accept the invitation you would usually decline.',
    'An act of kindness you offer freely will come back to you in a form you did not expect.',
    'You will recognise a kindred heart by how easy the silence feels between you.',
  ],
  themes: ['Openness', 'Devotion', 'Renewal', 'Trust', 'Tenderness', 'Reciprocity'],
  sources: ['Heart line', 'Mount of Venus', 'Girdle of Venus'],
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
  lineSentences: {
    low: [
      'Your head line is straight and uncluttered, the sign of a focused mind that does one thing at a time and does it well.',
      'A clean, decisive head line shows that you think in straight lines toward clear goals.',
    ],
    mid: [
      'Your head line is long and well balanced between logic and imagination, so you can plan a project and still see its poetry.',
      'The head line across your palm is steady with a few branches: a practical mind with room for inspiration.',
    ],
    high: [
      'Your head line is rich with branches, the mark of a mind that runs many threads at once and weaves them into something new.',
      'Many fine lines meet your head line: your thinking is quick, layered and at its best with complex problems.',
    ],
  },
  predictions: [
    'An opportunity you helped create without meaning to will return to you with your name on it.',
    'Within the season you will be asked to lead something; it will stretch you in exactly the right way.',
    'Money follows a skill you undervalue. Put a fair price on it and watch what changes.',
    'A door that closed earlier this year made room for a better one that opens before long.',
    'A collaboration with someone very unlike you will produce your best work yet.',
    'Your steady effort is about to become visible to the people who decide what comes next.',
  ],
  themes: ['Recognition', 'Momentum', 'Mastery', 'Abundance', 'Leadership', 'Reinvention'],
  sources: ['Head line', 'Mount of Jupiter', 'Sun line'],
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
  lineSentences: {
    low: [
      'Your life line sweeps wide and smooth around the thumb, a sign of calm, even vitality that rarely runs dry.',
      'A clean, unbroken life line shows steady strength that grows with regular rhythm and rest.',
    ],
    mid: [
      'Your life line is clear with a few fine crossings, the mark of a resilient body that tells you plainly what it needs.',
      'The life line on your palm curves strongly around the Mount of Venus: energy that returns quickly when you honour it.',
    ],
    high: [
      'Fine lines cross your life line, showing a sensitive system that thrives on care and warns you early when care is missing.',
      'Your life line is richly textured, the sign of vitality tied closely to your emotions: when your heart is well, so are you.',
    ],
  },
  predictions: [
    'A small daily habit you begin this month will change how you feel by the next new moon.',
    'Your energy rises noticeably once you protect the first hour of your day.',
    'Time near water or green places will restore something you did not realise was tired.',
    'Sleep improves when you let go of one worry that was never yours to carry.',
    'Your body rewards the next gentle change you make more than any drastic one.',
    'A lighter season for your body begins when you swap one obligation for one pleasure.',
  ],
  themes: ['Restoration', 'Balance', 'Vitality', 'Rhythm', 'Grounding', 'Release'],
  sources: ['Life line', 'Mount of Venus', 'Health line'],
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
  'Creative expression combined with practical application',
  'Steady sleep and a gentle morning rhythm',
  'Breath, posture and time outdoors',
  'Nourishing meals shared with people you love',
  'Movement that feels like play',
  'Quiet time without screens at the end of the day',
];

export interface JourneyTexts {
  lineSentences: Record<Level, string[]>;
  milestones: string[];
  predictions: string[];
  rituals: string[];
  shadowOmens: string[];
  sources: string[];
}

export const JOURNEY: JourneyTexts = {
  lineSentences: {
    low: [
      'Your fate line is faint and free, the mark of a life you write yourself rather than one written for you.',
      'A light, open fate line shows a path shaped by your choices more than by circumstance.',
    ],
    mid: [
      'Your fate line rises clearly through the palm, showing a sense of direction that deepens with each year.',
      'A steady fate line climbs toward your middle finger: purpose arrives gradually and then all at once.',
    ],
    high: [
      'Your fate line is deep and joined by many branches, the sign of a life full of meaningful turns and crossings.',
      'Strong lines run toward your fingers: your path is eventful, and every chapter adds to the one before.',
    ],
  },
  milestones: [
    'A turning point in how others see you',
    'A move toward a home that is truly yours',
    'The start of work that feels like a calling',
    'A reconciliation that frees you',
    'A bold decision that you will never regret',
    'A mentor, or becoming one',
  ],
  predictions: [
    'The next chapter begins with a choice that feels small at the time.',
    'What you learn this year becomes the foundation of your next decade.',
    'A long-held wish comes within reach once you say it out loud to the right person.',
    'You will look back on this season as the moment your path became your own.',
    'A closing door leads you, within the year, to a place that fits you better.',
    'Your patience with a slow dream is about to be repaid.',
  ],
  rituals: [
    'On the next full moon, write down one thing you are ready to release and one you are ready to receive.',
    'Each morning this week, hold your open palm to the light and name one intention for the day.',
    'Light a candle on Sunday evening and spend five quiet minutes with the week ahead.',
    'Keep a small stone in your pocket as an anchor, and touch it whenever you need to choose calmly.',
    'Walk the same route three evenings in a row and notice what changes each time.',
    'Write a letter to yourself a year from now, seal it, and keep it somewhere you will find it.',
    'Before sleep, place your hand over your heart and recall three moments you are grateful for.',
    'Clear one drawer or shelf completely; making space outside invites space within.',
  ],
  shadowOmens: [
    'Beware of following a path only because others expect it.',
    'A tempting shortcut this season will cost more time than it saves.',
    'Watch for the habit of postponing joy until everything is perfect.',
    "Someone's urgency is not your emergency; do not let it rush your choices.",
    'An old fear may dress itself up as caution. Look closely before you listen.',
    'Do not mistake a pause for a dead end.',
  ],
  sources: ['Fate line', 'Sun line', 'Life line'],
};
