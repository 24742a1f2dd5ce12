/**
 * The words content stored before a field existed falls back on, in one place. The engine fills every
 * field; the server upgrades older content with these once, where it reads it
 * (functions/src/data/storedContent.ts), so the app never meets a missing field. They speak of the
 * archetype and the area, never of a line: a reading names a line only where the engine traced it
 * (docs/decisions/0007-reading-words.md).
 */
import type { Archetype } from './enums.js';

export const FALLBACK_ARCHETYPE: Archetype = 'ORACLE';

export const OLDER_CONTENT = {
  source: 'Read from the shape of your hand',
  keyInsight: (name: string) => `${name} hands read as a person who trusts what they have learned by doing.`,
  description: (name: string) => `${name}: one of the five hands Palme reads.`,
  keywords: ['patience', 'clarity', 'growth'],
  mood: 'Steady',
  luckWindow: 'Late morning',
  fortunateMonths: ['April', 'August', 'October', 'December'],
  compatibleSigns: ['Pisces', 'Taurus', 'Scorpio', 'Cancer'],
  keyAge: 33,
  focusArea: 'A steady rhythm of rest and activity',
  area: {
    love: { theme: 'Connection', gives: 'their heart' },
    career: { theme: 'Purpose', gives: 'their work' },
    health: { theme: 'Balance', gives: 'their energy' },
  },
  areaText: (name: string, gives: string) => `${name} hands read as a person who gives ${gives} with care.`,
  areaPrediction: 'What you tend with patience grows.',
  shadowTrait: 'Holding back what you would rather say',
  journey: {
    milestone: 'A choice made in your own voice',
    text: (name: string) => `${name} hands read as a path that grows clearer with each choice.`,
    prediction: 'What you choose for yourself carries you furthest.',
    ritual: 'Write down one thing you chose this week, and why.',
    shadowOmen: 'Waiting for permission you do not need',
  },
  compatibility: {
    challenge: 'Saying plainly what each of you needs',
    guidance: 'Ask each other one question you have not asked before.',
  },
} as const;
