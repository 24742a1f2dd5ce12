/**
 * Sentences about what was measured, keyed by the coarse traits of traits.ts, each trait level in
 * several phrasings (compose.ts picks one by the traits the field is written from, and links them).
 * Each sentence names only the feature it was written for; a sentence that names a line speaks of
 * that line alone, and the words long, short, deep, faint, straight and sweep are said of a line only
 * at the level they name (the words check holds every reading to that). Each phrasing carries a tone
 * on one axis, how quickly the hand acts (`quick`, `slow`, or none), which decides the link to the
 * sentence before it. Our own writing; US spelling.
 */
import type { Archetype } from '../../contract/enums.js';
import type { Phrasing } from '../compose.js';
import type { Level } from '../palmMeasures.js';
import type { ApolloKey, FingerKey, PalmKey, ThumbKey, ThumbSetKey } from '../traits.js';

const quick = (text: string): Phrasing => ({ text, tone: 'quick' });
const slow = (text: string): Phrasing => ({ text, tone: 'slow' });

/** "{palm} with {fingers}" opens the description. */
export const PALM_PHRASE: Record<PalmKey, string[]> = {
  long: [
    'A long, narrow palm',
    'A slender palm, much longer than it is wide',
    'A long palm, narrow across the knuckles',
  ],
  longish: ['A palm a little longer than it is wide', 'A palm that leans long', 'A palm slightly longer than broad'],
  squarish: ['A palm close to square', 'A nearly square palm', 'A palm almost as wide as it is long'],
  square: ['A broad, square palm', 'A square, solid palm', 'A palm as wide across the knuckles as it is long'],
};

export const FINGER_PHRASE: Record<FingerKey, string[]> = {
  short: ['short fingers', 'compact fingers, short for the palm', 'fingers well short of the palm'],
  shortish: [
    'fingers a shade shorter than the palm',
    'fingers a little short for the palm',
    "fingers that stop just short of the palm's length",
  ],
  longish: ['fingers as long as the palm', "fingers that match the palm's length", 'fingers a touch longer than most'],
  long: ['long fingers that outreach the palm', 'long, slender fingers', 'fingers that run longer than the palm'],
};

/** The description's naming, after "{palm} with {fingers}": the hand's classical name and what it means. */
export const DESCRIPTION_OPENINGS: Record<Archetype, string[]> = {
  VISIONARY: [
    'the Air hand. You see where things are going before anyone has drawn the map, and you are usually right.',
    'the Air hand: a steady base under a restless mind. You turn questions into plans faster than most people finish asking them.',
    'the Air hand, built for ideas and the words to carry them. You think out loud and people follow the thought.',
  ],
  BUILDER: [
    'the Earth hand. You trust what you can hold, finish what you start, and notice when a shelf is not level.',
    'the Earth hand: practical, patient, hard to rattle. People hand you the things that have to work.',
    'the Earth hand, made for making. You would rather show than tell, and your work does the talking.',
  ],
  FREE_SPIRIT: [
    'the Fire hand. You decide in the doorway, move before the plan is dry, and make it work on the way.',
    'the Fire hand: quick, warm and impatient with waiting. A room changes temperature when you walk in.',
    'the Fire hand, all spark and motion. You start things other people only talk about.',
  ],
  ORACLE: [
    'the Water hand. You read a room in seconds and remember what everyone in it was not saying.',
    'the Water hand: sensitive, observant, slow to explain itself. Your first impression of a person is rarely wrong.',
    'the Water hand, which feels the current before it sees the wave. You know things before you can say how.',
  ],
  LOVER: [
    'and a ring finger that clearly outreaches the index: the heart-led hand. You decide with your feelings and defend the decision with your taste.',
    'and a ring finger well beyond the index: the heart-led hand. Beauty and people are not extras in your life; they are the point.',
    'and a ring finger that stands tall above the index: the heart-led hand. You choose people and places by how they make you feel, and you are seldom wrong.',
  ],
};

/** The thumb: how the will is read (length against the palm). */
export const THUMB: Record<ThumbKey, Phrasing[]> = {
  long: [
    slow(
      'Your thumb is long, reaching well up the side of your hand, and palmists give a thumb like that to willpower.',
    ),
    slow('A long thumb like yours is the mark of a strong will: once you decide, you follow through.'),
    slow(
      'Your thumb runs long, so your will is stronger than your words, and people underestimate how far you will go.',
    ),
  ],
  mid: [
    'Your thumb is of middle length, the sign of a will that knows when to bend.',
    'Your thumb is neither long nor short: you push hard for what matters and let the rest go.',
    'A thumb of middle length says you are firm when it counts and easygoing about everything else.',
  ].map((text) => ({ text })),
  short: [
    quick('Your thumb is short for your hand, read as a heart that leads the will: you follow what moves you.'),
    quick('A shorter thumb like yours is read as feeling over force: you persuade rather than push.'),
    quick('Your thumb sits on the short side, so you go with the current and save your fight for what matters.'),
  ],
};

/** How wide the thumb is held from the hand: how openly you meet people and change. */
export const THUMB_SET: Record<ThumbSetKey, Phrasing[]> = {
  close: [
    slow(
      'You hold your thumb close to your hand, a sign of someone who keeps their counsel until they trust the room.',
    ),
    slow('Your thumb stays near your palm: you open up slowly, and the people who wait for it are glad they did.'),
    slow('A thumb held close is read as a guarded, careful nature, and you would rather listen first.'),
  ],
  natural: [
    { text: 'Your thumb sits at an easy angle, open to people without throwing the doors wide.' },
    { text: 'You hold your thumb at a natural angle: friendly, curious, and still choosy about who gets close.' },
    { text: 'The easy angle of your thumb says you meet new people and new plans halfway.' },
  ],
  wide: [
    quick('Your thumb opens wide from your hand, the mark of a generous, adventurous nature.'),
    quick('You hold your thumb far out from your fingers: you say yes to people and ideas before the doubts arrive.'),
    quick('A wide-set thumb like yours is read as an open hand in every sense: you give, invite and try freely.'),
  ],
};

/** Index against ring finger (the heart-led hand is named for its ring finger in its description). */
export const APOLLO: Record<ApolloKey, Phrasing[]> = {
  apollo: [
    quick('That long ring finger is the one palmists give to art and to risk, and you have a streak of both.'),
    quick(
      'Your ring finger clearly outreaches your index: you choose with your heart first and find the reasons later.',
    ),
    quick(
      'Your ring finger stands well above your index, the sign of someone who would rather love their life than manage it.',
    ),
  ],
  ring: [
    {
      text: 'Your ring finger reaches a little past your index: you would rather make something good than manage something big.',
    },
    { text: 'With your ring finger just past your index, you take creative risks more easily than career ones.' },
    { text: 'Your ring finger edges past your index, so taste wins most of your arguments with ambition.' },
  ],
  level: [
    { text: 'Your index and ring fingers stand almost level, so ambition and taste pull on you with equal force.' },
    {
      text: 'Your index and ring fingers are almost level: you are most at ease when you can lead and create at once.',
    },
    { text: 'With index and ring fingers nearly level, you keep your pride and your playfulness in balance.' },
  ],
  index: [
    slow(
      'Your index finger reaches as far as your ring finger or past it: you take charge without being asked, and people let you.',
    ),
    slow('Your index finger matches or passes your ring finger: you are happiest with the final say.'),
    slow("A strong index finger like yours is the leader's finger: you set the direction and expect the plan to hold."),
  ],
};

/** What the palm says about you (personality and insight). */
export const PALM_MEANS: Record<PalmKey, Phrasing[]> = {
  long: [
    slow('A long palm takes in more than it lets out: you feel things for days before you say them.'),
    slow('Inside, you run deep and quiet, and very few people get the full tour.'),
    slow('Your long palm is read as a rich inner life: you notice moods the way others notice weather.'),
  ],
  longish: [
    slow('Your palm leans long, so your moods run deeper than your schedule allows for.'),
    slow('You are warmer than your first impression, and slower to trust than your smile suggests.'),
    slow('A palm leaning long gives you a reflective streak: you replay good conversations for days.'),
  ],
  squarish: [
    { text: 'Your near-square palm wants one solid thing finished before the next begins.' },
    { text: 'You like routines you chose yourself and resent the ones handed to you.' },
    {
      text: 'A palm close to square is read as common sense with a soft center: practical, and kinder than you let on.',
    },
  ],
  square: [
    slow('A square palm like yours is built for endurance, not sprints: you win the long game.'),
    slow('You are steady enough that people forget you have bad days too.'),
    slow('Your square palm is read as a love of order: a clear plan calms you more than any pep talk.'),
  ],
};

/** What the fingers say about you (personality and insight). */
export const FINGERS_MEAN: Record<FingerKey, Phrasing[]> = {
  short: [
    quick('Short fingers go straight to the point: you trust your first read, and it is usually good.'),
    quick('You get bored by long explanations and would rather try it and see.'),
    quick("Your short fingers are read as a doer's hands: you learn a thing by picking it up."),
  ],
  shortish: [
    quick('Your fingers run a little short of your palm: you act on the big picture and let details follow.'),
    quick('You think on your feet and decide faster than you can explain why.'),
    quick('Fingers a shade short for the palm are read as momentum: you would rather fix it on the way than wait.'),
  ],
  longish: [
    slow('Fingers as long as your palm weigh both the plan and the fine print before they move.'),
    slow('You like to understand how a thing works before you trust it.'),
    slow('Your fingers match your palm, so you check the plan once and then commit to it.'),
  ],
  long: [
    slow('Long fingers notice what everyone else skims, which makes you the last line of quality control.'),
    slow('You notice the typo, the wobble in a voice, the chair moved an inch.'),
    slow('Your long fingers are read as patience with detail: you enjoy the part of the work others rush.'),
  ],
};

/** What to do with the key insight: a small, concrete step, by archetype. */
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

/** The description's closing line: blunt, specific, kind. */
export const DESCRIPTION_CLOSINGS: Record<Archetype, string[]> = {
  VISIONARY: [
    'Your weak spot is the middle of things: you love beginnings and you admire endings.',
    'You get bored by the fourth meeting about the same idea, and it shows on your face.',
    'Half your best ideas arrive on walks. Take more of them.',
    'You would rather be interesting than comfortable, and it mostly works.',
  ],
  BUILDER: [
    'You show love by fixing things, and you quietly wish someone would notice the fixing.',
    'You would rather be right in a year than impressive today.',
    'You are the person people call at midnight, and you pick up.',
    'You keep your word even when nobody would notice if you did not.',
  ],
  FREE_SPIRIT: [
    'Your calendar is a suggestion, and everyone who knows you has accepted that.',
    'You are brave in public and harder on yourself in private than anyone would guess.',
    'Boredom is the one thing you cannot forgive.',
    'You make friends in queues and forgive faster than you forget.',
  ],
  ORACLE: [
    'You need more time alone than you admit, and you come back kinder for it.',
    'You know how the story ends long before the others do; say so sooner.',
    'People tell you secrets within ten minutes of meeting you. You keep them.',
    'You are the friend people call after the party, and you notice who was left out.',
  ],
  LOVER: [
    'You remember birthdays, favorite songs and the exact words of an apology.',
    'A beautiful room can fix your whole day, and an ugly one can end it.',
    'You love generously and forgive slowly, and both are worth knowing about yourself.',
    'You give gifts that prove you were listening.',
  ],
};

/** A line's sentences: its length, depth and curve, each level in several phrasings. */
export interface LineSentences {
  length: Record<Level, string[]>;
  depth: Record<Level, string[]>;
  curve: Record<Level, string[]>;
}

export const HEART_LINE: LineSentences = {
  length: {
    low: [
      'Your heart line is short and stops well before your index finger: you love in deeds more than speeches.',
      'Your heart line is short, ending under your middle finger, the sign of love shown by showing up.',
      'Your heart line is short, so your feelings travel by actions: the coffee made, the lift offered.',
    ],
    mid: [
      'Your heart line runs to the middle of your palm and stops there: warm, but never careless with who gets in.',
      'Your heart line reaches under your middle finger and rests: you give your heart in measured, honest portions.',
      'Your heart line crosses half your palm, read as affection that grows with trust rather than at first sight.',
    ],
    high: [
      'Your heart line is long and reaches toward your index finger: once you are in, you are all in.',
      'Your heart line is long, running under your index finger, the mark of someone whose love is wide and generous.',
      'Your heart line runs long across your palm: you love with a long memory and a longer patience.',
    ],
  },
  depth: {
    low: [
      'Your heart line is faint in this photo, a sign read as feelings kept private until they are sure.',
      'Your heart line is drawn faint, and you keep your tenderness for the people who ask the second question.',
    ],
    mid: [
      'Your heart line is clearly marked without being heavy: you show what you feel to the people who earned it.',
      'Your heart line is evenly drawn, read as feelings that are steady rather than stormy.',
    ],
    high: [
      'Your heart line is cut deep, and so are your attachments.',
      'Your heart line is deep and well defined: you feel things fully and do not pretend otherwise.',
    ],
  },
  curve: {
    low: [
      'Your heart line runs almost straight, so you talk about feelings plainly and expect the same back.',
      'Your heart line is nearly straight, read as a lover who prefers honesty to poetry.',
    ],
    mid: [
      'Your heart line bends gently, the mark of someone who can be both romantic and sensible about it.',
      'Your heart line has a soft bend: you are warm in private and composed in public.',
    ],
    high: [
      'Your heart line sweeps up in a strong curve: you love openly, visibly and without much of a filter.',
      'Your heart line sweeps upward, read as passion that shows on your face before you say a word.',
    ],
  },
};

export const HEAD_LINE: LineSentences = {
  length: {
    low: [
      'Your head line is short: you decide fast and dislike overthinking.',
      'Your head line is short, the sign of a mind that prefers a clear answer to a perfect one.',
      'Your head line is short and direct: you think in decisions, not in essays.',
    ],
    mid: [
      'Your head line runs to the middle of your palm: you think a problem through, then stop thinking and act.',
      'Your head line crosses about half your palm, read as a mind that knows when enough thought is enough.',
      'Your head line reaches the center of your palm: you plan just far enough ahead to start.',
    ],
    high: [
      'Your head line is long, crossing most of your palm: you keep thinking long after others have moved on, and it pays.',
      'Your head line is long, reaching toward the edge of your palm, the sign of a mind that follows a question all the way.',
      'Your head line runs long, so you see the second and third consequence before anyone else sees the first.',
    ],
  },
  depth: {
    low: [
      'Your head line is faint in this photo, read as a mind that works best without pressure.',
      'Your head line is drawn faint: you think quietly, and your conclusions arrive fully formed.',
    ],
    mid: [
      'Your head line is evenly marked: you concentrate well when the work matters to you.',
      'Your head line is clearly drawn, read as a steady, reliable focus.',
    ],
    high: [
      'Your head line is deeply cut: once you focus, you are hard to interrupt.',
      'Your head line is deep, the mark of concentration that shuts out the room.',
    ],
  },
  curve: {
    low: [
      'Your head line runs straight, the classic sign of a practical, numbers-first mind.',
      'Your head line is straight and level, read as a mind that trusts evidence over mood.',
    ],
    mid: [
      'Your head line bends a little, so logic leads and imagination is allowed to help.',
      'Your head line dips gently, read as a practical mind with a creative side door.',
    ],
    high: [
      'Your head line curves down toward the base of your palm, the classic sign of an imaginative, creative mind.',
      'Your head line sweeps down toward your wrist, read as a mind that thinks in pictures and stories.',
    ],
  },
};

export const LIFE_LINE: LineSentences = {
  length: {
    low: [
      'Your life line is short in this photo, which palmists read as energy spent in bursts rather than a steady stream, not as a short life.',
      'Your life line is short in this photo: palmists read that as a life of fresh starts, never as its length.',
      'Your life line is short here, read as energy that comes in waves, not as a measure of years.',
    ],
    mid: [
      'Your life line runs a good way down toward your wrist: a steady supply of energy when you pace it.',
      'Your life line curls halfway around your thumb, read as energy that is reliable when you are rested.',
      'Your life line reaches well down your palm, the sign of a constitution that rewards routine.',
    ],
    high: [
      'Your life line runs long, down toward your wrist: you have more stamina than you give yourself credit for.',
      'Your life line is long, reaching all the way toward your wrist, read as great reserves of energy.',
      'Your life line runs long around your thumb, the mark of someone who keeps going when others stop.',
    ],
  },
  depth: {
    low: [
      'Your life line is faint, so your body asks for rest quietly; listen before it has to shout.',
      'Your life line is drawn faint in this photo, read as energy that needs topping up more often than you think.',
    ],
    mid: [
      'Your life line is clearly marked: your energy is reliable when sleep and food are.',
      'Your life line is evenly drawn, read as steady vitality with a clear rhythm.',
    ],
    high: [
      'Your life line is deep and strong, read as robust vitality that recovers quickly.',
      'Your life line is cut deep, the sign of a body that bounces back.',
    ],
  },
  curve: {
    low: [
      'Your life line hugs your thumb closely, so you are happiest near home and the people you chose.',
      'Your life line runs close and straight beside your thumb, read as a life rooted in one place.',
    ],
    mid: [
      'Your life line swings out in a moderate arc: you like roots and you like leaving them now and then.',
      'Your life line bows out gently, read as a home base with a suitcase by the door.',
    ],
    high: [
      'Your life line sweeps wide across your palm, the mark of a life that wants range: places, people, changes.',
      'Your life line sweeps far out into your palm, read as a restless, wide-ranging path.',
    ],
  },
};

/** The shape trait each life area also reads. */
export const LOVE_BY_APOLLO: Record<ApolloKey, string[]> = {
  apollo: [
    'Your long ring finger adds a taste for romance with style: the letter, the song, the table set properly.',
    'Your ring finger, well above your index, wants love to be beautiful as well as true.',
  ],
  ring: [
    'Your ring finger outreaches your index, so you are drawn to people who make things.',
    'With your ring finger past your index, you fall for talent before looks.',
  ],
  level: [
    'With index and ring fingers level, you want a partner, not an audience and not a boss.',
    'Your level index and ring fingers ask for an equal: someone who leads some days and follows others.',
  ],
  index: [
    'Your strong index finger means you like to lead in love too; choose someone who enjoys that.',
    'Your index finger, as long as your ring finger or more, says you plan the dates and like it that way.',
  ],
};

export const CAREER_BY_FINGERS: Record<FingerKey, string[]> = {
  short: [
    'Short fingers suit work with quick decisions and visible results.',
    'Your short fingers are made for work you can see finished by Friday.',
  ],
  shortish: [
    'Your finger length suits roles where you set the direction and others polish it.',
    'Fingers a shade short for your palm suit work with momentum: launches, rescues, first drafts.',
  ],
  longish: [
    'Your finger length suits work that rewards both the plan and the details.',
    'Fingers that match your palm suit work where the big picture and the small print both matter.',
  ],
  long: [
    'Long fingers suit precise work: editing, engineering, craft, anything where small errors cost a lot.',
    'Your long fingers are made for mastery: work you can keep improving for years.',
  ],
};

export const HEALTH_BY_PALM: Record<PalmKey, string[]> = {
  long: [
    'A long palm is read as a nervous system that runs on feeling; stress shows up in your sleep first.',
    'Your long palm says your body follows your mood, so calm days are your best medicine.',
  ],
  longish: [
    'Your palm leans long: calm surroundings restore you faster than any supplement.',
    'A palm leaning long is read as sensitivity to noise and rush; quiet hours repay you twice.',
  ],
  squarish: [
    'Your near-square palm does well on routine: regular meals and a regular bedtime are your quiet superpower.',
    'A palm close to square likes rhythm: the same walk, the same hour, the same good habits.',
  ],
  square: [
    'A square palm is read as a sturdy constitution; your risk is ignoring the signals because you can.',
    'Your square palm is built for endurance; remember that endurance still needs rest days.',
  ],
};

export const JOURNEY_BY_THUMB_SET: Record<ThumbSetKey, string[]> = {
  close: [
    'Your close-held thumb says your changes will be chosen, never forced, and you will not regret them.',
    'With your thumb held close, your path widens slowly and on your terms.',
  ],
  natural: [
    'The easy angle of your thumb says you will say yes to the right door when it opens, and not before.',
    'Your thumb, held at an easy angle, promises a path with both roots and roads.',
  ],
  wide: [
    'Your wide-set thumb says your turning points will come from a quick yes to something new.',
    'With your thumb held wide, your path will take you further from where you started than anyone expects.',
  ],
};

/** The sentence that stands in for a line that was not traced (worded apart for the two areas of the life line). */
export const UNTRACED = (line: string, area: string): string =>
  area === 'journey'
    ? `Without a clear ${line} in this photo, your journey reads from the shape of your hand.`
    : `Your ${line} is not clear in this photo, so this part reads from the shape of your hand.`;

/** A prediction's second sentence: what to do about it, by the level of the area's second measured trait. */
export const PREDICTION_TAILS: Record<'love' | 'career' | 'health' | 'journey', Record<Level, string[]>> = {
  love: {
    low: [
      'Say it plainly; plain is your strength.',
      'Keep it simple and keep it kind.',
      'A small gesture will say it better than a speech.',
    ],
    mid: [
      'Let them see a little more than usual.',
      'Be honest about what you want from it.',
      'Meet them halfway and see who steps further.',
    ],
    high: [
      'Let yourself enjoy it before you analyze it.',
      'Go slower than your heart wants to.',
      'Let the feeling be big and the promises small.',
    ],
  },
  career: {
    low: [
      'Trust the numbers, then decide.',
      'Write the pros and cons down; they are shorter than you think.',
      'Decide by Friday and do not look back.',
    ],
    mid: [
      'Make it practical first and beautiful second.',
      'Ask one expert and one outsider.',
      'Give it one honest week before you judge it.',
    ],
    high: [
      'Follow the strange idea; it is the good one.',
      'Sketch it before you explain it.',
      'Give the odd detail you noticed the attention it deserves.',
    ],
  },
  health: {
    low: ['Rest before you need to.', 'Protect your sleep like an appointment.', 'Say no to the late night this week.'],
    mid: [
      'Keep the routine that already works.',
      'Eat properly on your busiest day.',
      'Add one walk a week and keep the rest the same.',
    ],
    high: [
      'Use it, but stop while you still feel good.',
      'Share the energy: take someone with you.',
      'Spend the extra energy outdoors, not on extra work.',
    ],
  },
  journey: {
    low: [
      'Start with your own street.',
      'Change one room before you change cities.',
      'Let the change be small enough to keep.',
    ],
    mid: [
      'Go, and plan the way back.',
      'Say yes to the first step only.',
      'Try it for a season before you commit for a year.',
    ],
    high: [
      'Pack light and go far.',
      'Choose the route you cannot predict.',
      'Say yes before the sensible voice finishes its sentence.',
    ],
  },
};

/** Predictions: concrete, near, by the level of the area's first measured trait. */
export const PREDICTIONS: Record<'love' | 'career' | 'health' | 'journey', Record<Level, string[]>> = {
  love: {
    low: [
      'Someone will show they care by doing something, not saying it. Notice it.',
      'A friendship you take for granted is about to matter more than you expect.',
      'A quiet person in your life is about to say something that surprises you.',
    ],
    mid: [
      'A conversation you have been putting off goes better than you fear. Have it this month.',
      'You will meet someone through work or a hobby, not an app.',
      'An invitation you almost decline turns into the best evening of the season.',
    ],
    high: [
      'Someone will ask you for more of your time. Say yes only if you mean it.',
      'An old flame gets in touch. You will know within a minute whether it is still lit.',
      'Someone new will want to know the real you. Let them, a little at a time.',
    ],
  },
  career: {
    low: [
      'A fast decision you make this month turns out to be the right one. Stop second-guessing it.',
      'Someone will offer you a shortcut. Take it; you have earned it.',
      'A task you dread takes half the time you planned. Use the rest for yourself.',
    ],
    mid: [
      'A side project you keep pushing back is worth two evenings this month.',
      'You will be asked for your opinion on something above your pay grade. Give it plainly.',
      'A colleague you rarely talk to will open a door for you. Say thank you properly.',
    ],
    high: [
      'The idea you have been polishing for too long is ready. Show it to one person this week.',
      'A problem nobody else wants lands on your desk. Solving it changes how people see you.',
      'Someone senior will notice a detail only you caught. It will be remembered.',
    ],
  },
  health: {
    low: [
      'Three early nights in a row will do more for you this month than any new routine.',
      'Your body is asking for a slower week. Give it one before it takes one.',
      'A lazy Sunday you almost feel guilty about will set up your whole month.',
    ],
    mid: [
      'A small change, a daily walk or water before coffee, sticks this time.',
      'You will find a kind of exercise you actually enjoy. Keep that one.',
      'A friend will suggest a habit that suits you better than the one you forced.',
    ],
    high: [
      'You have energy to spare this month. Spend some of it outdoors.',
      'You will push too hard on something physical. Stop at the first twinge, not the third.',
      'A new challenge for your body appears this season. Train for it properly.',
    ],
  },
  journey: {
    low: [
      'The change you need is closer to home than you think: a room, a routine, a habit.',
      'Someone near you has the answer you are traveling to find.',
      'A familiar place will look new to you this season. Look twice.',
    ],
    mid: [
      'A short trip this season turns into a long story.',
      'You will be offered a move or a new role. Ask for a week to decide, and use it.',
      'A plan you shelved last year comes back with better timing.',
    ],
    high: [
      'Book the trip you keep researching.',
      'Within the next year you will live or work somewhere that surprises the people who know you.',
      'A chance meeting far from home changes your next plan.',
    ],
  },
};

/** What a reading says about how the hand was read, where it matters. */
export const READING_NOTES = {
  fingertipsEstimated:
    'Some fingertips were outside the photo, so your finger length is estimated from the rest of your hand.',
  linesUnclear: (lines: string, count: number) =>
    `Your ${lines} ${count === 1 ? 'is' : 'are'} not clear in this photo; those parts read from the shape of your hand.`,
} as const;
