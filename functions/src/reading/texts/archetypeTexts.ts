/**
 * What each archetype is, whatever the hand measured: its name, gifts, shadows, key phrases and
 * affinities, and one sentence per life area. Sentences about the hand itself are in handTexts.ts.
 * Our own writing; US spelling.
 */
import { ARCHETYPE_NAMES, type Archetype, type ThemeBackground } from '../../contract/enums.js';

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
  /** One sentence per life area, two voices each, joined with the measured line's sentence. */
  love: string[];
  career: string[];
  health: string[];
  journey: string[];
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
    love: [
      'In love you are drawn to minds first, and you stay for the conversations that never quite end.',
      'You love out loud and with imagination, and the partner who keeps surprising you keeps you.',
    ],
    career: [
      'Your work thrives where there is a blank page and permission to redraw the map.',
      'You do your best work as the person who sees what the project could become and says so clearly.',
    ],
    health: [
      'Your energy runs through your mind first, so a racing head is the first sign you need rest.',
      'You recharge through movement and fresh air more than stillness; walks are where your best thoughts finish.',
    ],
    journey: [
      'Your path bends toward work that outlives you: an idea, a place or a community you set in motion.',
      'Your life keeps inviting you to lead, and each invitation is larger than the last.',
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
    love: [
      'You love with your whole chest, and you deserve someone who notices the small ways you show it.',
      'Romance for you is made of rituals: the same café, the saved seat, the message sent at exactly the right moment.',
    ],
    career: [
      "You flourish in work that touches people directly, where your care turns into someone else's better day.",
      'Your gift at work is trust: clients, teams and strangers open up to you, and that is rarer than any skill.',
    ],
    health: [
      'Your body keeps score of your emotions, so joy and rest are not luxuries for you but medicine.',
      'Touch, music and good food restore you faster than any plan; build them into your week on purpose.',
    ],
    journey: [
      'Your path is measured in the people you carry with you, and it grows richer every time you let someone in.',
      'Your life is circling toward a home of your own making: a place, a family or a circle that feels like belonging.',
    ],
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
    love: [
      'In love you show up rather than speak up, and the right partner reads your care in everything you do.',
      'You build relationships the way you build everything: slowly, carefully and meant to last.',
    ],
    career: [
      'Your career grows like a well-tended field: slower than some, and far richer at harvest.',
      'You are at your best where results are real and visible, and where quality is valued over noise.',
    ],
    health: [
      'Your body is strong but stubborn; it asks for routine, good sleep and hands that make things.',
      'You carry stress in your shoulders and jaw, so physical work and long walks undo knots that talking cannot.',
    ],
    journey: [
      'Your path is a long, steady climb, and the view from each ledge is earned and entirely yours.',
      'Your life is building toward something tangible: a home, a trade or a legacy that others will stand on.',
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
    love: [
      'You fall in love fast and with your whole body, and you stay for the person who runs beside you, not behind.',
      'Your ideal love feels like a shared adventure: room to roam, and someone glad to see you come home.',
    ],
    career: [
      'Your work needs movement, variety and a stage; give you a routine and you will quietly reinvent it.',
      'You thrive where boldness is rewarded: launches, performances, pitches and fresh starts.',
    ],
    health: [
      'You burn bright and fast, so your health depends on learning to bank the fire before it runs out.',
      'Movement is your medicine: dance, sport and travel keep you well in ways no diet can.',
    ],
    journey: [
      'Your path is a map of crossroads, and each time you choose boldly the road widens.',
      'Your life is a series of brave chapters, each braver than the last, and the best is not yet written.',
    ],
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
    love: [
      'In love you seek a soul you can be silent with, and you recognize it the moment you meet it.',
      'You love deeply and privately; the right partner learns your depths slowly and treasures every one.',
    ],
    career: [
      'Your work is strongest where insight matters more than volume: healing, art, counsel or research.',
      'You read people and situations with uncanny accuracy, a gift that makes you invaluable wherever decisions are made.',
    ],
    health: [
      'You are sensitive to your surroundings, so calm spaces, water and sleep restore you more than anything else.',
      'Your body speaks in subtle signals; listening early keeps small tiredness from becoming real exhaustion.',
    ],
    journey: [
      'Your path unfolds inward first: each year you trust your inner voice more, and your life follows it outward.',
      'Your life is guided by quiet turning points, moments only you notice, that change everything after them.',
    ],
    keyAgeRange: [29, 38],
  },
};
