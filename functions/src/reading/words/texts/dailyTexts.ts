/** The parts of a reading that change with the day: today's mood, lucky time, keywords, a do and a don't. */
import type { Archetype } from '../../../contract/enums.js';

export const MOODS = [
  'Curious and open',
  'Calm and clear-headed',
  'Quietly confident',
  'Playful and light',
  'Reflective and gentle',
  'Bold and ready',
  'Tender and warm',
  'Focused and grounded',
  'Hopeful and bright',
  'Restless in a good way',
  'Patient and steady',
  'Inspired and generous',
];

/** Start hours of a two-hour lucky window, from early morning to late evening. */
export const LUCK_WINDOW_STARTS = [6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21];

function hourLabel(hour: number): string {
  const suffix = hour < 12 || hour === 24 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

export function luckWindowLabel(startHour: number): string {
  return `${hourLabel(startHour)} – ${hourLabel(startHour + 2)}`;
}

/** Words for everyone's days, added to each archetype's own. snake_case, shown with spaces. */
export const DAILY_KEYWORDS = [
  'new_beginnings',
  'gratitude',
  'clarity',
  'patience',
  'abundance',
  'connection',
  'courage',
  'release',
  'balance',
  'surprise',
  'kindness',
  'focus',
  'healing',
  'play',
  'trust',
  'curiosity',
  'listening',
  'simplicity',
  'good_news',
  'second_chances',
  'small_wins',
  'deep_breath',
  'open_doors',
  'golden_hour',
];

/** One thing to do and one to skip today: any reader's, and each archetype's own. */
export const DO_TODAY = [
  'Answer the message you have been avoiding.',
  'Eat lunch away from a screen.',
  'Ask one question you think is too simple.',
  'Finish the smallest task on your list first.',
  'Tell someone specifically what they did well.',
  'Take the stairs, and the long way home.',
  "Write tomorrow's three priorities before bed.",
  'Say no to one thing, kindly.',
  'Drink a glass of water before your coffee.',
  'Call someone instead of texting them.',
  'Clear one surface in your home.',
  'Go outside before noon, even for five minutes.',
];

export const DONT_TODAY = [
  "Don't reply to anything important in the first minute.",
  "Don't agree to a deadline you have not checked.",
  "Don't scroll in bed.",
  "Don't lend out anything you will need back soon.",
  "Don't explain yourself more than once.",
  "Don't go without the meal you usually miss.",
  "Don't start a new project before lunch.",
  "Don't argue in writing.",
  "Don't buy the thing in your basket yet.",
  'Don\'t say "fine" if it is not.',
  "Don't carry someone else's mood home.",
  "Don't check the same thing twice.",
];

export const ARCHETYPE_DO: Record<Archetype, string[]> = {
  VISIONARY: ['Write the idea down before it changes shape.', 'Give one project a deadline.'],
  BUILDER: ['Leave one job half done on purpose.', 'Ask for help with the heavy part.'],
  FREE_SPIRIT: ['Keep one promise to yourself.', 'Plan the next two hours, only two.'],
  ORACLE: ['Say your hunch out loud.', 'Take twenty minutes alone.'],
  LOVER: ['Make something beautiful, however small.', 'Tell someone why you love them.'],
};

export const ARCHETYPE_DONT: Record<Archetype, string[]> = {
  VISIONARY: ["Don't start a second idea before the first is written down.", "Don't interrupt the slow thinker."],
  BUILDER: ["Don't redo someone else's work.", "Don't work through lunch."],
  FREE_SPIRIT: ["Don't decide anything big before dinner.", "Don't book anything you cannot cancel."],
  ORACLE: ["Don't absorb the room's mood.", "Don't answer for someone else."],
  LOVER: ["Don't give more than you have today.", "Don't read silence as rejection."],
};

/**
 * Why today reads as it does: one of the hand's traits, chosen by the day, paired with the day
 * ({day}: its weekday). Keyed by trait and level, as the daily seed names them; two ways each, so the
 * same trait speaks differently on another day.
 */
export const TODAY_BY_TRAIT: Record<string, Record<string, string[]>> = {
  palm: {
    long: [
      'This {day} your long palm sets the pace: go by the mood of the room before the agenda.',
      'Your long palm leads this {day}: leave room for a feeling to turn into a plan.',
    ],
    longish: [
      'This {day} your palm, a little long, asks for one slow hour between the busy ones.',
      'Your palm leans long, and this {day} rewards the second thought over the first.',
    ],
    squarish: [
      'This {day} your near-square palm does best with a plan: three things, in order.',
      'Your near-square palm keeps this {day} steady: finish before you start anything new.',
    ],
    square: [
      'This {day} belongs to your square palm: the practical job, done properly, is the lucky one.',
      'Your square palm leads this {day}: build something that will still stand next week.',
    ],
  },
  fingers: {
    short: [
      'This {day} your short fingers have the floor: act on your first read and fix the details later.',
      'Your short fingers lead this {day}: say yes quickly to the thing you already know you want.',
    ],
    shortish: [
      'This {day} your fingers, a little short, favor momentum: start before you feel ready.',
      'Your fingers run a little short, and this {day} rewards the first draft over the perfect one.',
    ],
    longish: [
      'This {day} your fingers, a little long, favor the careful pass: read it once more before you send it.',
      'Your fingers lean long, and this {day} rewards one question asked before the answer.',
    ],
    long: [
      'This {day} your long fingers have the floor: the detail others skip is where the luck is.',
      'Your long fingers lead this {day}: slow work, done well, is what gets noticed.',
    ],
  },
  apollo: {
    apollo: [
      'This {day} your long ring finger speaks: make one ordinary thing more beautiful than it needs to be.',
      'Your ring finger leads this {day}: choose with your heart first and find the reasons after.',
    ],
    ring: [
      'This {day} your ring finger, a little long, favors taste over rules: trust what looks right.',
      'Your ring finger leans long, and this {day} rewards one small risk taken for something you love.',
    ],
    level: [
      'This {day} your level index and ring fingers ask for balance: half the day for others, half for you.',
      'Your index and ring fingers match, and this {day} rewards fairness over speed.',
    ],
    index: [
      'This {day} your index finger leads: take charge of one thing nobody else is steering.',
      'Your index finger stands tall this {day}: say plainly what you want, and ask for it.',
    ],
  },
  thumb: {
    short: [
      'This {day} your shorter thumb speaks: persuade rather than push, and people come along.',
      'Your shorter thumb leads this {day}: give way on the small things to win the one that matters.',
    ],
    shortish: [
      'This {day} your thumb, a little short, favors the friendly word over the firm one.',
      'Your thumb runs a little short, and this {day} rewards asking over telling.',
    ],
    longish: [
      'This {day} your thumb, a little long, favors following through: finish what you promised.',
      'Your thumb leans long, and this {day} rewards the decision you stop postponing.',
    ],
    long: [
      'This {day} your long thumb speaks: hold your line on the one thing that matters.',
      'Your long thumb leads this {day}: decide early, then let nothing talk you out of it.',
    ],
  },
  thumbSet: {
    close: [
      'This {day} your close-held thumb asks for quiet: one hour alone will do more than three meetings.',
      'Your thumb is held close, and this {day} rewards keeping a plan to yourself until it is ready.',
    ],
    near: [
      'This {day} your thumb, held a little in, favors the small step you can take right away.',
      'Your thumb is held near, and this {day} rewards the routine over the surprise.',
    ],
    natural: [
      'This {day} the easy angle of your thumb favors balance: say yes to one thing and no to one.',
      'Your thumb sits at an easy angle, and this {day} rewards taking things as they come.',
    ],
    open: [
      'This {day} your open thumb favors company: the lucky thing arrives through someone else.',
      'Your thumb is held open, and this {day} rewards the conversation you did not plan.',
    ],
    wide: [
      'This {day} your wide-set thumb favors the leap: say yes before the doubts arrive.',
      'Your thumb is set wide, and this {day} rewards the invitation you almost turned down.',
    ],
  },
};
