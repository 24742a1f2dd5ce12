/** The parts of a reading that change with the day: today's mood, lucky time and keywords. */

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
