/**
 * What each archetype is, whatever the hand measured: its name, gifts, shadows, key phrases and
 * affinities, and one sentence per life area. Sentences about the hand itself are in handTexts.ts.
 * Our own writing; US spelling.
 */
import { ARCHETYPE_NAMES, type Archetype, type ThemeBackground } from '../../../contract/enums.js';

export interface ArchetypeTexts {
  name: string;
  hand: string;
  strengths: string[];
  challenges: string[];
  keyPhrases: string[];
  compatibleSigns: string[];
  fortunateMonths: string[];
  backgrounds: ThemeBackground[];
  keywords: string[];
  keyAgeRange: [number, number];
}

export const ARCHETYPE_TEXTS: Record<Archetype, ArchetypeTexts> = {
  VISIONARY: {
    name: ARCHETYPE_NAMES.VISIONARY,
    hand: 'Air hand',
    strengths: [
      'Seeing patterns others miss',
      'Explaining complex ideas simply',
      'Starting things with infectious energy',
      'Staying curious when others grow cynical',
      'Connecting people who should know each other',
      'Thinking in decades, not days',
    ],
    challenges: [
      'Leaving ideas unfinished when a newer one appears',
      'Living in the future at the cost of today',
      'Explaining feelings instead of feeling them',
      'Growing impatient with slower minds',
      'Overcommitting to too many bright beginnings',
    ],
    keyPhrases: [
      'Far-sighted thinking',
      'Bright beginnings',
      'Pattern recognition',
      'Inspired communication',
      'Restless curiosity',
    ],
    compatibleSigns: ['Gemini', 'Libra', 'Aquarius', 'Sagittarius'],
    fortunateMonths: ['February', 'May', 'September', 'November'],
    backgrounds: ['cosmic', 'starry'],
    keywords: [
      'clarity',
      'new_horizons',
      'bold_ideas',
      'open_sky',
      'momentum',
      'fresh_start',
      'insight',
      'inventive_spark',
    ],
    keyAgeRange: [28, 36],
  },
  LOVER: {
    name: ARCHETYPE_NAMES.LOVER,
    hand: 'heart-led hand',
    strengths: [
      'Making people feel truly seen',
      'Loyalty that does not need to be asked for',
      'Turning ordinary days into small ceremonies',
      'Reading a room in an instant',
      'Forgiving without forgetting the lesson',
      'Creating beauty wherever you settle',
    ],
    challenges: [
      "Putting everyone's needs ahead of your own",
      'Staying too long where you are not cherished',
      "Taking other people's moods home with you",
      'Avoiding conflict until it grows bigger',
      'Giving more than you let yourself receive',
    ],
    keyPhrases: ['Deep devotion', 'Emotional intelligence', 'Warm presence', 'Loyal heart', 'Gift for beauty'],
    compatibleSigns: ['Taurus', 'Cancer', 'Libra', 'Pisces'],
    fortunateMonths: ['February', 'April', 'June', 'October'],
    backgrounds: ['moonlit', 'mystical'],
    keywords: ['tenderness', 'devotion', 'open_heart', 'reunion', 'beauty', 'gentle_courage', 'warmth', 'belonging'],
    keyAgeRange: [24, 33],
  },
  BUILDER: {
    name: ARCHETYPE_NAMES.BUILDER,
    hand: 'Earth hand',
    strengths: [
      'Finishing what you start',
      'Staying calm when plans fall apart',
      'Turning ideas into working reality',
      'Being the person others rely on',
      'Patience that outlasts every obstacle',
      "A craftsman's eye for quality",
    ],
    challenges: [
      'Resisting change even when it would help',
      'Carrying burdens alone instead of asking',
      'Mistaking rest for laziness',
      'Holding on to old plans too long',
      'Keeping your feelings under lock and key',
    ],
    keyPhrases: ['Steady foundations', 'Practical wisdom', 'Quiet strength', 'Craft and patience', 'Dependable heart'],
    compatibleSigns: ['Taurus', 'Virgo', 'Capricorn', 'Cancer'],
    fortunateMonths: ['January', 'March', 'August', 'October'],
    backgrounds: ['celestial', 'mystical'],
    keywords: [
      'foundation',
      'steady_growth',
      'craft',
      'harvest',
      'patience',
      'solid_ground',
      'reward',
      'follow_through',
    ],
    keyAgeRange: [32, 42],
  },
  FREE_SPIRIT: {
    name: ARCHETYPE_NAMES.FREE_SPIRIT,
    hand: 'Fire hand',
    strengths: [
      'Courage to leap before it feels safe',
      "Lifting other people's spirits",
      'Adapting when plans change suddenly',
      'Trusting your instincts and being right',
      'Making strangers feel like old friends',
      'Turning setbacks into stories',
    ],
    challenges: [
      'Leaving when things get quiet instead of deep',
      'Acting first and counting the cost later',
      'Boredom with routines that would serve you',
      'Scattering your fire across too many paths',
      'Promising more than a single day can hold',
    ],
    keyPhrases: ['Bold instinct', 'Radiant energy', 'Joyful courage', 'Creative spontaneity', 'Born explorer'],
    compatibleSigns: ['Aries', 'Leo', 'Sagittarius', 'Gemini'],
    fortunateMonths: ['March', 'July', 'August', 'December'],
    backgrounds: ['starry', 'cosmic'],
    keywords: ['adventure', 'spark', 'open_road', 'courage', 'spontaneity', 'wildfire', 'joy', 'leap_of_faith'],
    keyAgeRange: [22, 31],
  },
  ORACLE: {
    name: ARCHETYPE_NAMES.ORACLE,
    hand: 'Water hand',
    strengths: [
      'Sensing what others leave unsaid',
      'Deep, healing empathy',
      'A vivid imagination',
      'Knowing when something is off before anyone else',
      'Seeing meaning in ordinary moments',
      'Being a calm presence in hard times',
    ],
    challenges: [
      "Absorbing other people's feelings as your own",
      'Retreating when you most need support',
      'Doubting the intuition that is usually right',
      'Getting lost in what-ifs and old memories',
      'Struggling to say no without guilt',
    ],
    keyPhrases: ['Intuitive perception', 'Natural wisdom', 'Thoughtful reflection', 'Quiet depth', 'Inner compass'],
    compatibleSigns: ['Pisces', 'Taurus', 'Scorpio', 'Cancer'],
    fortunateMonths: ['April', 'August', 'October', 'December'],
    backgrounds: ['mystical', 'moonlit'],
    keywords: [
      'intuition',
      'inner_voice',
      'moonlight',
      'deep_waters',
      'dreams',
      'quiet_knowing',
      'renewal',
      'serenity',
    ],
    keyAgeRange: [29, 38],
  },
};
