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
    low: [
      'Hiding needs to keep the peace',
      'Testing people instead of trusting them',
      'Waiting to be asked first',
      'Keeping a partner on probation for years',
      'Calling it privacy when it is really fear',
      'Letting one old hurt speak for everyone',
      'Showing love through favors, never through words',
    ],
    mid: [
      'Keeping score in quiet ways',
      'Agreeing to avoid a scene',
      'Saving the real conversation for later',
      'Meeting halfway even when you should hold firm',
      'Being so reasonable nobody sees your longing',
      'Settling for easy company over real closeness',
      'Waiting to see who cares more first',
    ],
    high: [
      'Mistaking intensity for intimacy',
      'Loving the idea of someone more than the person',
      'Moving on before the lesson is learned',
      'Leaping in before you know their last name',
      'Giving your time to everyone except your partner',
      'Bringing a crowd to moments meant for two',
      'Confusing being liked with being known',
      'Chasing the first chapter over and over',
      'Getting restless the moment things feel settled',
      'Giving so freely you never ask for anything',
      'Flirting out of habit rather than intent',
      'Rebuilding your whole life around a new crush',
      "Being everyone's favorite and no one's person",
      'Answering a rift with an outing, not a talk',
      'Keeping your options open after you have chosen',
      'Making grand gestures in place of steady ones',
      'Hearing commitment as a door closing behind you',
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
      'Fixing what is loud instead of what matters',
      'Doing the job yourself rather than explaining it',
    ],
    mid: [
      'Waiting to feel ready before asking',
      'Letting others take credit to avoid friction',
      'Measuring worth only by output',
      'Leaving the second draft for someone else',
      'Rewriting the plan when you could be testing it',
      'Being the safe pair of hands nobody promotes',
      'Hedging every estimate so you cannot be wrong',
      'Hiding a good idea inside a careful memo',
      'Letting momentum pick your projects for you',
      'Juggling two roles and claiming neither as yours',
      "Finishing other people's projects before your own",
      'Treating each job as rehearsal for the real one',
      'Spreading so thin you are known for nothing',
      'Negotiating your raise down before anyone else does',
    ],
    high: [
      'Polishing what is already good enough',
      'Working hardest where it is noticed least',
      'Undervaluing what comes easily to you',
      'Keeping your best work in a drawer, unshown',
      'Researching a decision until the chance has passed',
      "Quietly redoing a colleague's work rather than trusting it",
      'Refusing the title until you feel like an expert',
      'Spotting every flaw and mentioning none of the wins',
      'Answering in paragraphs when a sentence would do',
      'Hearing a note on your work as a verdict',
      'Keeping standards so high no one can help you',
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
    low: [
      'Carrying tension you no longer notice',
      'Feeding stress with busyness',
      'Saying yes to every late night',
      "Letting other people's moods set your pace",
      'Rushing mornings that need to start slow',
    ],
    mid: [
      'Treating rest as a reward instead of a need',
      'Letting routines slip when life gets busy',
      'Caring for everyone but yourself',
      'Skipping the walk because the day ran long',
      'Clinging to a routine that has stopped helping',
      'Saving up all your rest for a holiday',
      'Eating at your desk and calling it lunch',
      'Letting one late evening unravel a good rhythm',
      'Scrolling through the hour meant for winding down',
      'Mistaking a change of scenery for real rest',
      'Spending your good hours on chores that could wait',
      'Feeling guilty about doing nothing for an afternoon',
      'Adding new habits before the last one sticks',
      'Answering messages during your time off',
    ],
    high: [
      'Pushing through tiredness as if it were weakness',
      'Ignoring small signals until they shout',
      'Doing it all at once and paying for it later',
      "Carrying everyone's load because you can",
      'Treating a day off as a day for chores',
      'Taking pride in never needing a break',
      'Eating standing up between one job and the next',
      'Keeping going long after the fun has gone',
      'Saying you are fine because you usually are',
      'Trading play for one more productive hour',
      'Measuring a good day by how spent you feel',
    ],
  },
};

/** What to look after, by the palm as for Health. */
export const FOCUS_AREAS: Record<Level, string[]> = {
  low: [
    'Quiet time without screens at the end of the day',
    'Steady sleep and a gentle morning rhythm',
    'Rest that is planned, not stolen',
    'A slow first hour before any messages',
    'An early night after every crowded day',
  ],
  mid: [
    'Regular meals at regular hours',
    'A daily walk at the same hour',
    'Breath, posture and time outdoors',
    'Waking at the same hour on workdays and days off',
    'Short breaks from screens every hour or so',
    'Ten minutes outdoors after each long stretch indoors',
    'Water within reach through the working day',
    'A few minutes of movement between long tasks',
    'One unhurried meal a day, eaten sitting down',
    'A wind-down routine you actually look forward to',
    'Cooking at home more often than not',
    'Dimmer lights and a slower pace after dark',
    'A phone that sleeps in another room',
    'A set hour when the working day ends',
  ],
  high: [
    'Movement that feels like play',
    'Rest days kept as firmly as busy ones',
    'Nourishing meals shared with people you love',
    'Breaks taken before you feel you need them',
    'An outdoor hobby with no goal or scoreboard',
    'Long walks with good company and no destination',
    'An easy pace on the day after a hard one',
    'Holidays taken in full, not in scraps',
    'A short rest after lunch on full days',
    'No skipped meals when work piles up',
    'Evenings with no errands, kept for play',
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
      'A friendship old enough to have its own jokes',
      'The day you tell someone your whole story',
      'A quiet skill, practiced for years, finally paying off',
      'A family tradition you start and keep alive',
    ],
    mid: [
      'A turning point in how others see you',
      'A reconciliation that frees you',
      'A door you wait for, and walk through',
      'A partnership where both of you give equally',
      'A choice between two good paths, made well',
      'A new circle that starts to feel like home',
      'Saying yes to an offer you almost turned down',
    ],
    high: [
      'The start of work that feels like a calling',
      'A bold decision that you will never regret',
      'A leap that takes you far from where you started',
      'A move abroad on short notice',
      'A stranger on a train who becomes family',
      'A house that fills up every time you open it',
      'A second career begun when others are settling',
      'A risk that fails and teaches you everything',
      'A long trip taken alone, with no return date',
      'Giving away something you thought you needed',
      'A venture started with friends around a kitchen table',
      'Learning a language in the place it is spoken',
      'Falling in love somewhere far from home',
      'Becoming the person newcomers are sent to meet',
      'A chance meeting that turns into a partnership',
      'A reunion with people from every chapter of your life',
      'The first time you bet everything on yourself',
    ],
  },
  rituals: {
    VISIONARY: [
      'Write a letter to yourself a year from now, seal it, and keep it somewhere you will find it.',
      'On the next full moon, write down one thing you are ready to release and one you are ready to receive.',
      'Keep an ideas notebook with one rule: every page ends with the smallest first step.',
      'Whenever a notebook fills up, reread it and circle the one idea worth a second life.',
      'Write a thank-you letter to a thinker who changed your mind, even if you never send it.',
      'Before a big decision, explain it in three sentences to an empty chair, and listen for the weak one.',
      'Choose one word to carry you through a new chapter, and write it where you will see it each morning.',
      'Collect the questions you cannot answer on index cards, and draw one whenever you need a fresh thought.',
      'Take a walk with one question and no phone. Write down the first answer you trust when you get home.',
      'Draft a one-page manifesto for the life you are building, then edit it down to a single sentence.',
    ],
    LOVER: [
      'Before sleep, place your hand over your heart and recall three moments you are grateful for.',
      'Light a candle on Sunday evening and spend five quiet minutes with the week ahead.',
      'Set the table properly for a meal alone, with a cloth, a candle and your favorite plate.',
      'Fill a small jar with notes about moments that moved you, and read three when the world feels gray.',
      'Choose one piece of music for each person you love, and play it when you miss them.',
      'Compose a love letter to a place that shaped you, and read it there if you can.',
      'Wear something beautiful on an ordinary day, for no one but yourself.',
      'Spend ten minutes looking closely at one beautiful thing, a painting, a tree, a face you love, without reaching for your phone.',
      'Press a flower from a day you want to remember, and keep it between the pages of a favorite book.',
    ],
    BUILDER: [
      'Clear one drawer or shelf completely; making space outside invites space within.',
      'Keep a small stone in your pocket as an anchor, and touch it whenever you need to choose calmly.',
      'Mend one thing you own instead of replacing it, and keep it in daily use as a reminder.',
      'Plant something that asks for patience, a bulb or a herb, and tend it at the same hour each day.',
      'Bake bread by hand when a decision feels heavy, and decide only once the loaf is out of the oven.',
    ],
    FREE_SPIRIT: [
      'Walk the same route three evenings in a row and notice what changes each time.',
      'On a morning that needs it, stand in the first light at a window and name one intention for the day.',
      'Dance to one loud song before a hard conversation, alone and with the door shut.',
      'Go somewhere new to you, even two streets over, and stay until something surprises you.',
      'Learn one new trick, a dance step, a knot, a card game, and teach it to someone before the day is out.',
    ],
    ORACLE: [
      'Keep a notebook by your bed and write down the first thought of each morning.',
      'Sit by water for ten minutes and let one question settle without answering it.',
      'Ask your question over a bowl of still water, and note the first image that rises.',
      'When a dream stays with you, draw it before breakfast, however badly, and keep the drawings together.',
      'Take a long bath in silence when a decision will not settle, and decide only once you are dry.',
    ],
  },
  shadowOmens: {
    low: [
      'An old fear may dress itself up as caution. Look closely before you listen.',
      'Do not mistake a pause for a dead end.',
      'Watch for the comfort that keeps you from the next step.',
      'Some things come with no proof. Waiting for it is just a slower way of saying no.',
      'Loyalty can outlive its reason. Notice when you are staying out of habit alone.',
      'A small circle can shrink into a small world without you noticing.',
      'Later has a way of quietly turning into never.',
    ],
    mid: [
      'Beware of following a path only because others expect it.',
      'Watch for the habit of postponing joy until everything is perfect.',
      'Do not let a small delay talk you out of a good plan.',
      'Indecision likes to borrow the kinder name of balance.',
      'The good-enough option will try to crowd out the right one.',
      'A polite maybe costs more than a clear no, for both of you.',
      'Promises made to please tend to come due at the worst moment.',
    ],
    high: [
      "Someone's urgency is not your emergency; do not let it rush your choices.",
      'A tempting shortcut will cost more time than it saves.',
      'Beware of leaving before you find out how it ends.',
      'Restlessness can pass itself off as ambition. Ask which one is packing the bags.',
      'Charm opens doors, but it cannot keep them open on its own.',
      'Generosity without limits turns into resentment. Keep something back for yourself.',
      'The thrill of a beginning is a poor guide to what lasts.',
      'A new city will not fix an old habit. You pack yourself along with everything else.',
      'Lending on a warm feeling can cost you both the friend and the loan.',
      'When every door is open, none of them leads anywhere in particular.',
      'A leap taken to escape lands differently from a leap taken toward something.',
      'Popularity is a warm room with thin walls. Know who stays when it empties.',
      'Boredom is sometimes the doorway to depth. Stay in the room a little longer.',
      "Not every invitation is an opportunity. Some are just other people's chaos, politely wrapped.",
      'Some doubts are worth hearing out. Skipping all of them skips the useful ones too.',
      'Plans made at midnight rarely survive the morning. Sleep on the big ones.',
      'The far horizon can make the people beside you look small.',
    ],
  },
};
