/** The parts of a reading that change with the day: today's mood, lucky time, keywords, a do and a don't. */
import type { Archetype } from '../../contract/enums.js';

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
  "Don't lend what you need back by Friday.",
  "Don't explain yourself more than once.",
  "Don't skip the meal you always skip.",
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
