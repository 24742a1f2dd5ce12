/**
 * Sentences about what was measured, keyed by the coarse traits of traits.ts. Each names only the
 * feature it was written for, and each archetype's own sentences never describe a line: lines are
 * spoken of only where they were traced. Our own writing; US spelling.
 */
import type { Archetype } from '../../contract/enums.js';
import type { Level } from '../palmMeasures.js';
import type { ApolloKey, FingerKey, PalmKey } from '../traits.js';

/** "{palm} and {fingers}" opens the description. */
export const PALM_PHRASE: Record<PalmKey, string> = {
  long: 'A long, narrow palm',
  longish: 'A palm a little longer than it is wide',
  squarish: 'A palm close to square',
  square: 'A broad, square palm',
};

export const FINGER_PHRASE: Record<FingerKey, string> = {
  short: 'short fingers',
  shortish: 'fingers a shade shorter than the palm',
  longish: 'fingers as long as the palm',
  long: 'long fingers that outreach the palm',
};

/** The description's opening, after "{palm} with {fingers}": the hand's classical name and what it means. */
export const DESCRIPTION_OPENINGS: Record<Archetype, string[]> = {
  VISIONARY: [
    'the Air hand. You see where things are going before anyone has drawn the map, and you are usually right.',
    'the Air hand: a steady base under a restless mind. You turn questions into plans faster than most people finish asking them.',
  ],
  BUILDER: [
    'the Earth hand. You trust what you can hold, finish what you start, and notice when a shelf is not level.',
    'the Earth hand: practical, patient, hard to rattle. People hand you the things that have to work.',
  ],
  FREE_SPIRIT: [
    'the Fire hand. You decide in the doorway, move before the plan is dry, and make it work on the way.',
    'the Fire hand: quick, warm and impatient with waiting. A room changes temperature when you walk in.',
  ],
  ORACLE: [
    'the Water hand. You read a room in seconds and remember what everyone in it was not saying.',
    'the Water hand: sensitive, observant, slow to explain itself. Your first impression of a person is rarely wrong.',
  ],
  LOVER: [
    'and a ring finger that clearly outreaches the index: the heart-led hand. You decide with your feelings and defend the decision with your taste.',
    'and a ring finger well beyond the index: the heart-led hand. Beauty and people are not extras in your life; they are the point.',
  ],
};

/** Index against ring finger: in the heart-led hand's description. */
export const APOLLO_SENTENCE: Record<ApolloKey, string> = {
  apollo: 'That long ring finger is the one palmists give to art and to risk, and you have a streak of both.',
  ring: 'Your ring finger reaches a little past your index: you would rather make something good than manage something big.',
  level: 'Your index and ring fingers stand almost level, so ambition and taste pull on you with equal force.',
  index:
    'Your index finger reaches as far as your ring finger or past it: you take charge without being asked, and people let you.',
};

/** The description's closing line: blunt, specific, kind. */
export const DESCRIPTION_CLOSINGS: Record<Archetype, string[]> = {
  VISIONARY: [
    'Your weak spot is the middle of things: you love beginnings and you admire endings.',
    'You get bored by the fourth meeting about the same idea, and it shows on your face.',
    'Half your best ideas arrive on walks. Take more of them.',
  ],
  BUILDER: [
    'You show love by fixing things, and you quietly wish someone would notice the fixing.',
    'You would rather be right in a year than impressive today.',
    'You are the person people call at midnight, and you pick up.',
  ],
  FREE_SPIRIT: [
    'Your calendar is a suggestion, and everyone who knows you has accepted that.',
    'You are brave in public and harder on yourself in private than anyone would guess.',
    'Boredom is the one thing you cannot forgive.',
  ],
  ORACLE: [
    'You need more time alone than you admit, and you come back kinder for it.',
    'You know how the story ends long before the others do; say so sooner.',
    'People tell you secrets within ten minutes of meeting you. You keep them.',
  ],
  LOVER: [
    'You remember birthdays, favorite songs and the exact words of an apology.',
    'A beautiful room can fix your whole day, and an ugly one can end it.',
    'You love generously and forgive slowly, and both are worth knowing about yourself.',
  ],
};

/** The key insight, from one shape trait; `source` names that trait. */
export const INSIGHT_BY_PALM: Record<PalmKey, string> = {
  long: 'A long palm takes in more than it lets out: you feel things for days before you say them.',
  longish: 'Your palm leans long, so your moods run deeper than your schedule allows for.',
  squarish: 'Your near-square palm wants one solid thing finished before the next begins.',
  square: 'A square palm like yours is built for endurance, not sprints: you win the long game.',
};

export const INSIGHT_BY_FINGERS: Record<FingerKey, string> = {
  short: 'Short fingers go straight to the point: you trust your first read, and it is usually good.',
  shortish: 'Your fingers run a little short of your palm: you act on the big picture and let details follow.',
  longish: 'Fingers as long as your palm weigh both the plan and the fine print before they move.',
  long: 'Long fingers notice what everyone else skims, which makes you the last line of quality control.',
};

export const INSIGHT_BY_APOLLO: Record<ApolloKey, string> = {
  apollo:
    'Your ring finger clearly outreaches your index: you choose with your heart first and find the reasons later.',
  ring: 'With your ring finger just past your index, you take creative risks more easily than career ones.',
  level: 'Your index and ring fingers are almost level: you are most at ease when you can lead and create at once.',
  index: 'Your index finger matches or passes your ring finger: you are happiest with the final say.',
};

export const INSIGHT_SOURCES = {
  palm: 'Palm shape',
  fingers: 'Finger length',
  apollo: 'Index and ring fingers',
} as const;

/** What to do with the key insight, by archetype. */
export const INSIGHT_ACTIONS: Record<Archetype, string[]> = {
  VISIONARY: [
    'This week, finish one idea before you announce the next.',
    'Write the plan down; the version in your head is already three drafts ahead of anyone else.',
    'Pick the one project you would still care about in five years and give it your best hours.',
    'Cancel one meeting this week and use the hour to think.',
  ],
  BUILDER: [
    'Ask for the help you keep offering everyone else.',
    'Let one thing be good enough this week, and spend the saved hour on yourself.',
    'Say out loud what you have built. Nobody can thank you for work they cannot see.',
    'Try one thing this week without a plan, and see what happens.',
  ],
  FREE_SPIRIT: [
    'Before you leap this week, tell one person where you are leaping to.',
    'Keep one promise you made to yourself, however small, and notice how it feels.',
    'Spend your fire on one thing at a time; it burns longer that way.',
    'Finish the thing you started last month before you start a new one.',
  ],
  ORACLE: [
    'Trust the hunch you keep talking yourself out of.',
    'Say the thing you already know in the meeting, not afterwards in the car.',
    'Guard an hour a day that nobody else can book.',
    'Write down the feeling you cannot name yet; the words will come.',
  ],
  LOVER: [
    'Give yourself the attention you give everyone you love.',
    'Make one beautiful thing this week just for you.',
    'Say what you need before you resent not getting it.',
    'Let someone take care of you for once, and do not apologize for it.',
  ],
};

/** The personality insight (first readings): fingers, then palm, then an archetype tail. */
export const PERSONALITY_BY_FINGERS: Record<FingerKey, string> = {
  short: 'You get bored by long explanations and would rather try it and see.',
  shortish: 'You think on your feet and decide faster than you can explain why.',
  longish: 'You like to understand how a thing works before you trust it.',
  long: 'You notice the typo, the wobble in a voice, the chair moved an inch.',
};

export const PERSONALITY_BY_PALM: Record<PalmKey, string> = {
  long: 'Inside, you run deep and quiet, and very few people get the full tour.',
  longish: 'You are warmer than your first impression, and slower to trust than your smile suggests.',
  squarish: 'You like routines you chose yourself and resent the ones handed to you.',
  square: 'You are steady enough that people forget you have bad days too.',
};

export const PERSONALITY_TAILS: Record<Archetype, string[]> = {
  VISIONARY: [
    'Friends come to you for the long view.',
    'You collect people as eagerly as ideas.',
    'Give you an unsolved problem and you forget to eat.',
    'You would rather be interesting than comfortable.',
  ],
  BUILDER: [
    'Your loyalty is the quiet, load-bearing kind.',
    'You keep your word even when nobody would notice if you did not.',
    'Your idea of romance is a problem quietly solved.',
    'You trust people who show up on time.',
  ],
  FREE_SPIRIT: [
    'You make friends in queues.',
    'Your enthusiasm is contagious, and so is your impatience.',
    'You would rather regret a yes than a no.',
    'You forgive fast and forget faster.',
  ],
  ORACLE: [
    'You are the friend people call after the party.',
    'You feel the weather in a room before it changes.',
    'Your silences are full, not empty.',
    'You notice who is left out, and you include them.',
  ],
  LOVER: [
    'You make ordinary evenings feel like occasions.',
    'People feel chosen around you.',
    'You give gifts that prove you were listening.',
    'Your home says more about you than your words do.',
  ],
};

/** The life areas: one sentence per measured trait, by level. */
export interface LineSentences {
  length: Record<Level, string>;
  depth: Record<Level, string>;
  curve: Record<Level, string>;
}

export const HEART_LINE: LineSentences = {
  length: {
    low: 'Your heart line is short and stops well before your index finger: you love in deeds more than speeches.',
    mid: 'Your heart line runs to the middle of your palm and stops there: warm, but never careless with who gets in.',
    high: 'Your heart line is long and reaches toward your index finger: once you are in, you are all in.',
  },
  depth: {
    low: 'It is faint in this photo, a sign read as feelings kept private until they are sure.',
    mid: 'It is clearly marked without being heavy: you show what you feel to the people who earned it.',
    high: 'It is cut deep, and so are your attachments.',
  },
  curve: {
    low: 'It runs almost straight, so you talk about feelings plainly and expect the same back.',
    mid: 'It bends gently, the mark of someone who can be both romantic and sensible about it.',
    high: 'It sweeps up in a strong curve: you love openly, visibly and without much of a filter.',
  },
};

export const HEAD_LINE: LineSentences = {
  length: {
    low: 'Your head line is short: you decide fast and dislike overthinking.',
    mid: 'Your head line runs to the middle of your palm: you think a problem through, then stop thinking and act.',
    high: 'Your head line is long, crossing most of your palm: you keep thinking long after others have moved on, and it pays.',
  },
  depth: {
    low: 'It is faint in this photo, read as a mind that works best without pressure.',
    mid: 'It is evenly marked: you concentrate well when the work matters to you.',
    high: 'It is deeply cut: once you focus, you are hard to interrupt.',
  },
  curve: {
    low: 'It runs straight, the classic sign of a practical, numbers-first mind.',
    mid: 'It bends a little, so logic leads and imagination is allowed to help.',
    high: 'It curves down toward the base of your palm, the classic sign of an imaginative, creative mind.',
  },
};

export const LIFE_LINE: LineSentences = {
  length: {
    low: 'Your life line is short in this photo, which palmists read as energy spent in bursts rather than a steady stream, not as a short life.',
    mid: 'Your life line runs a good way down toward your wrist: a steady supply of energy when you pace it.',
    high: 'Your life line runs long, down toward your wrist: you have more stamina than you give yourself credit for.',
  },
  depth: {
    low: 'It is faint, so your body asks for rest quietly; listen before it has to shout.',
    mid: 'It is clearly marked: your energy is reliable when sleep and food are.',
    high: 'It is deep and strong, read as robust vitality that recovers quickly.',
  },
  curve: {
    low: 'It hugs your thumb closely, so you are happiest near home and the people you chose.',
    mid: 'It swings out in a moderate arc: you like roots and you like leaving them now and then.',
    high: 'It sweeps wide across your palm, the mark of a life that wants range: places, people, changes.',
  },
};

/** The shape trait each life area also reads. */
export const LOVE_BY_APOLLO: Record<ApolloKey, string> = {
  apollo: 'Your long ring finger adds a taste for romance with style: the letter, the song, the table set properly.',
  ring: 'Your ring finger outreaches your index, so you are drawn to people who make things.',
  level: 'With index and ring fingers level, you want a partner, not an audience and not a boss.',
  index: 'Your strong index finger means you like to lead in love too; choose someone who enjoys that.',
};

export const CAREER_BY_FINGERS: Record<FingerKey, string> = {
  short: 'Short fingers suit work with quick decisions and visible results.',
  shortish: 'Your finger length suits roles where you set the direction and others polish it.',
  longish: 'Your finger length suits work that rewards both the plan and the details.',
  long: 'Long fingers suit precise work: editing, engineering, craft, anything where small errors cost a lot.',
};

export const HEALTH_BY_PALM: Record<PalmKey, string> = {
  long: 'A long palm is read as a nervous system that runs on feeling; stress shows up in your sleep first.',
  longish: 'Your palm leans long: calm surroundings restore you faster than any supplement.',
  squarish:
    'Your near-square palm does well on routine: regular meals and a regular bedtime are your quiet superpower.',
  square: 'A square palm is read as a sturdy constitution; your risk is ignoring the signals because you can.',
};

export const JOURNEY_BY_FINGERS: Record<FingerKey, string> = {
  short: 'With short fingers you learn by doing, so your turning points will be things you tried, not things you read.',
  shortish: 'Your fingers say you move first and reflect later; your best chapters start with a quick yes.',
  longish:
    'Your fingers say you prepare before you jump; your big changes will look sudden to others and obvious to you.',
  long: 'Long fingers take the careful route, so your life builds slowly and then all at once.',
};

/** The sentence that stands in for a line that was not traced (worded apart for the two areas of the life line). */
export const UNTRACED = (line: string, area: string): string =>
  area === 'journey'
    ? `Without a clear ${line} in this photo, your journey reads from the shape of your hand.`
    : `Your ${line} is not clear in this photo, so this part reads from the shape of your hand.`;

/** A prediction's second sentence: what to do about it, by the level of the area's second measured trait. */
export const PREDICTION_TAILS: Record<'love' | 'career' | 'health' | 'journey', Record<Level, string[]>> = {
  love: {
    low: ['Say it plainly; plain is your strength.', 'Keep it simple and keep it kind.'],
    mid: ['Let them see a little more than usual.', 'Be honest about what you want from it.'],
    high: ['Let yourself enjoy it before you analyze it.', 'Go slower than your heart wants to.'],
  },
  career: {
    low: ['Trust the numbers, then decide.', 'Write the pros and cons down; they are shorter than you think.'],
    mid: ['Make it practical first and beautiful second.', 'Ask one expert and one outsider.'],
    high: ['Follow the strange idea; it is the good one.', 'Sketch it before you explain it.'],
  },
  health: {
    low: ['Rest before you need to.', 'Protect your sleep like an appointment.'],
    mid: ['Keep the routine that already works.', 'Eat properly on your busiest day.'],
    high: ['Use it, but stop while you still feel good.', 'Share the energy: take someone with you.'],
  },
  journey: {
    low: ['Start with your own street.', 'Change one room before you change cities.'],
    mid: ['Go, and plan the way back.', 'Say yes to the first step only.'],
    high: ['Pack light and go far.', 'Choose the route you cannot predict.'],
  },
};

/** Predictions: concrete, near, by the level of the area's first measured trait. */
export const PREDICTIONS: Record<'love' | 'career' | 'health' | 'journey', Record<Level, string[]>> = {
  love: {
    low: [
      'Someone will show they care by doing something, not saying it. Notice it.',
      'A friendship you take for granted is about to matter more than you expect.',
    ],
    mid: [
      'A conversation you have been putting off goes better than you fear. Have it this month.',
      'You will meet someone through work or a hobby, not an app.',
    ],
    high: [
      'Someone will ask you for more of your time. Say yes only if you mean it.',
      'An old flame gets in touch. You will know within a minute whether it is still lit.',
    ],
  },
  career: {
    low: [
      'A fast decision you make this month turns out to be the right one. Stop second-guessing it.',
      'Someone will offer you a shortcut. Take it; you have earned it.',
    ],
    mid: [
      'A side project you keep pushing back is worth two evenings this month.',
      'You will be asked for your opinion on something above your pay grade. Give it plainly.',
    ],
    high: [
      'The idea you have been polishing for too long is ready. Show it to one person this week.',
      'A problem nobody else wants lands on your desk. Solving it changes how people see you.',
    ],
  },
  health: {
    low: [
      'Three early nights in a row will do more for you this month than any new routine.',
      'Your body is asking for a slower week. Give it one before it takes one.',
    ],
    mid: [
      'A small change, a daily walk or water before coffee, sticks this time.',
      'You will find a kind of exercise you actually enjoy. Keep that one.',
    ],
    high: [
      'You have energy to spare this month. Spend some of it outdoors.',
      'You will push too hard on something physical. Stop at the first twinge, not the third.',
    ],
  },
  journey: {
    low: [
      'The change you need is closer to home than you think: a room, a routine, a habit.',
      'Someone near you has the answer you are traveling to find.',
    ],
    mid: [
      'A short trip this season turns into a long story.',
      'You will be offered a move or a new role. Ask for a week to decide, and use it.',
    ],
    high: [
      'Book the trip you keep researching.',
      'Within the next year you will live or work somewhere that surprises the people who know you.',
    ],
  },
};
