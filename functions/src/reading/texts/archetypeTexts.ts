/** What each archetype is: its descriptions, gifts, shadows, insights and affinities. Our own writing. */
import { ARCHETYPE_NAMES, type Archetype, type ThemeBackground } from '../../contract/enums.js';
import type { SourcedText } from '../../contract/readingContent.js';

export interface ArchetypeTexts {
  name: string;
  hand: string;
  descriptions: string[];
  strengths: string[];
  challenges: string[];
  keyInsights: SourcedText[];
  personality: SourcedText[];
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
    descriptions: [
      'You see the shape of things before they exist. Your square palm and clear, branching lines belong to the Air hand: a mind that lives a few steps ahead, sketching futures while others are still describing the present.',
      'Ideas arrive in you like weather: suddenly, and all at once. The Air hand you carry pairs a steady palm with restless, articulate lines, the mark of someone who turns curiosity into plans and plans into movements.',
      'You are the one who asks "what if?" and then actually finds out. Your hand joins a grounded palm to a web of clear lines, the classic sign of a thinker who needs both open sky and somewhere solid to land.',
    ],
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
    keyInsights: [
      {
        text: 'Your clearest ideas come when you stop chasing them; this season rewards the vision you protect with quiet time.',
        source: 'Head line, long and clear',
      },
      {
        text: 'The future you keep describing is closer than it looks. Name one step you can take this week and take it.',
        source: 'Mount of Jupiter',
      },
      {
        text: 'Your mind opens doors; your patience will decide which ones you walk through. Choose one and stay.',
        source: 'Head line meeting the life line',
      },
      {
        text: 'What feels like restlessness is really a signal: you are ready to lead something of your own.',
        source: 'Fate line rising from the Mount of the Moon',
      },
    ],
    personality: [
      {
        text: 'You think out loud, collect people as generously as ideas, and feel most alive at the start of something. Underneath the brightness sits a surprisingly loyal heart.',
        source: 'Shape of the hand and finger spacing',
      },
      {
        text: 'Friends come to you for perspective. You can hold three possibilities at once and still find the thread that ties them together.',
        source: 'Widely spaced fingers',
      },
      {
        text: 'You are happiest with a horizon to aim at. Give you a problem no one has solved and you will forget to eat.',
        source: 'Long index finger',
      },
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
    hand: 'Heart-led hand',
    descriptions: [
      'Your hand is led by its heart line: warm, curving and deep, running across the palm like a river with somewhere to be. You meet life through connection, and the people around you feel held by it.',
      'You feel first and understand second, and that order serves you well. The strong lines across your warm palm mark a nature built for devotion, beauty and the kind of honesty that makes rooms softer.',
      "You are the keeper of other people's stories. Your heart-led hand shows an unusual capacity for tenderness, and a quiet strength that comes from choosing to stay open.",
    ],
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
    keyInsights: [
      {
        text: 'The love you pour outward is asking to be poured back in. This season, let yourself be the one who is cared for.',
        source: 'Heart line ending beneath the index finger',
      },
      {
        text: 'A connection you thought had faded still has warmth in it. A simple message could rekindle it.',
        source: 'Mount of Venus',
      },
      {
        text: 'Your softness is not a weakness to hide; it is the very thing that will open your next door.',
        source: 'Curved heart line',
      },
      {
        text: 'Someone is learning how to love better by watching you. Let them see your boundaries too.',
        source: 'Girdle of Venus',
      },
    ],
    personality: [
      {
        text: 'You remember birthdays, favourite songs and the thing someone said once, months ago. People feel at home with you long before they know why.',
        source: 'Full Mount of Venus',
      },
      {
        text: 'You have a romantic streak that survives every disappointment, and an instinct for beauty that turns rooms and meals into gifts.',
        source: 'Curving heart line',
      },
      {
        text: 'Under your gentleness is a fierce protector. Threaten someone you love and a very different person appears.',
        source: 'Strong thumb base',
      },
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
    descriptions: [
      'Your square palm and few, deep lines belong to the Earth hand, the most grounded of the shapes. You trust what you can touch, finish what you start, and build things that are still standing years later.',
      'Where others see chaos you see materials. The Earth hand you carry marks a practical, patient nature, someone whose steady effort quietly becomes the foundation everyone else relies on.',
      "You are the calm in other people's storms. Your firm palm and decisive lines speak of reliability, craft and a stubborn, admirable refusal to cut corners.",
    ],
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
    keyInsights: [
      {
        text: 'The foundation you have been laying is finally ready to hold something bigger. Build upward now.',
        source: 'Deep, straight head line',
      },
      {
        text: 'Your reliability has been noticed. An offer or a request is on its way; weigh it slowly, then say yes on your terms.',
        source: 'Mount of Saturn',
      },
      {
        text: 'Rest is part of the work. A pause you schedule now will save you a harder stop later.',
        source: 'Firm life line',
      },
      {
        text: 'Something you made with your hands or your patience will matter more than you expect.',
        source: 'Fate line, deep and unbroken',
      },
    ],
    personality: [
      {
        text: 'You say little and mean all of it. People who know you trust your word more than most contracts.',
        source: 'Square palm and firm thumb',
      },
      {
        text: 'You notice what is broken and quietly fix it. Your love language is a shelf put up, a bill paid, a problem gone.',
        source: 'Few, deep lines',
      },
      {
        text: 'Beneath your calm sits a dry, unexpected humour that only your closest people ever get to hear.',
        source: 'Short, strong fingers',
      },
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
    descriptions: [
      'Your long palm and bold, few lines belong to the Fire hand: quick, warm and impossible to keep in a box. You follow enthusiasm like a compass, and more often than not it leads somewhere wonderful.',
      'You are built for motion. The Fire hand you carry marks a spontaneous, generous nature, someone who lights up rooms, changes plans mid-sentence and collects adventures the way others collect things.',
      'Freedom is not a preference for you; it is oxygen. Your strong, sweeping lines show courage, instinct and a talent for beginning again, as many times as life asks.',
    ],
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
    keyInsights: [
      {
        text: 'The adventure you keep postponing is waiting for a date, not for permission. Put it on the calendar.',
        source: 'Fate line that starts late and strong',
      },
      {
        text: 'Your spark is at its brightest this season; point it at one thing and watch what it can burn through.',
        source: 'Mount of the Sun',
      },
      {
        text: 'Freedom will come from a commitment, not from avoiding one. The right yes will feel like wings.',
        source: 'Head line separate from the life line',
      },
      {
        text: 'A detour you did not plan will turn out to be the main road. Say yes to the unexpected invitation.',
        source: 'Travel lines on the Mount of the Moon',
      },
    ],
    personality: [
      {
        text: 'You laugh easily, decide quickly and forgive fast. Life around you is rarely dull, and the people you love are never bored.',
        source: 'Flexible thumb',
      },
      {
        text: 'You trust your gut above any spreadsheet, and your gut has a better record than you give it credit for.',
        source: 'Bold, sweeping lines',
      },
      {
        text: 'You are generous to a fault: with time, with praise and with the last slice of anything.',
        source: 'Long palm, short fingers',
      },
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
    descriptions: [
      'Your long palm and fine web of lines belong to the Water hand, the most intuitive of the shapes. You sense what is unsaid, dream vividly and often know how things will end long before they do.',
      'You are a deep well. The Water hand you carry marks a sensitive, perceptive nature, someone who feels currents beneath the surface and finds meaning where others see coincidence.',
      'Quiet does not mean empty in you; it means listening. Your delicate, many-lined palm speaks of imagination, empathy and an inner compass that points true when you trust it.',
    ],
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
    keyInsights: [
      {
        text: 'Your intuitive abilities are awakening, guiding you toward a more authentic path.',
        source: 'Intuition line on the Mount of the Moon',
      },
      {
        text: 'A dream or a recurring thought is trying to tell you something. Write it down before it fades.',
        source: 'Long, sloping head line',
      },
      {
        text: "You have been carrying someone else's weight. Setting it down gently is not abandonment; it is wisdom.",
        source: 'Fine lines across the heart line',
      },
      {
        text: 'Trust the quiet yes in your chest over the loud maybe around you. Your next step is already clear inside.',
        source: 'Mystic cross between head and heart lines',
      },
    ],
    personality: [
      {
        text: 'You listen with your whole self. People tell you things they have never told anyone, and you keep every one of them safe.',
        source: 'Fine web of lines',
      },
      {
        text: 'Your inner world is rich with images, music and meaning. Solitude does not empty you; it fills you back up.',
        source: 'Long, graceful fingers',
      },
      {
        text: 'You are gentle, but never naive. You see people clearly, and you choose kindness anyway.',
        source: 'Sloping head line',
      },
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
      'In love you seek a soul you can be silent with, and you recognise it the moment you meet it.',
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
