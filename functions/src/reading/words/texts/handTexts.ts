/**
 * Sentences about what was measured, keyed by the coarse traits of traits.ts, each trait level in
 * several phrasings (compose.ts picks one by the traits the field is written from, and links them).
 * Each sentence names only the feature it was written for; a sentence that names a line speaks of
 * that line alone, and the words long, short, deep, faint, straight and sweep are said of a line only
 * at the level they name (the words check holds every reading to that). Each phrasing carries a tone
 * on one axis, how quickly the hand acts (`quick`, `slow`, or none), which decides the link to the
 * sentence before it. Our own writing; US spelling.
 */
import type { Archetype } from '../../../contract/enums.js';
import type { Phrasing } from '../compose.js';
import type { Level } from '../../types.js';
import type { FingerKey, LifeSweep, PalmKey, ThumbKey, ThumbSetKey } from '../traits.js';

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

/** The fingers as the hand's shape names them (long or short for the palm), in the description. */
export const FINGER_PHRASE: Record<'long' | 'short', string[]> = {
  short: [
    'short fingers',
    'compact fingers, short for the palm',
    'fingers on the short side of the palm',
    'fingers that stop short of the palm',
  ],
  long: [
    'long fingers',
    'long, slender fingers',
    'fingers long for the palm',
    'fingers that reach at least the length of the palm',
  ],
};

/** The description's naming, after "{palm} with {fingers}": the hand's classical name and what it means. */
export const DESCRIPTION_OPENINGS: Record<Archetype, string[]> = {
  VISIONARY: [
    'the Air hand. You see where things are going before anyone has drawn the map, and you are usually right.',
    'the Air hand, a steady base under a restless mind. You turn questions into plans faster than most people finish asking them.',
    'the Air hand, built for ideas and the words to carry them. You think out loud and people follow the thought.',
  ],
  BUILDER: [
    'the Earth hand. You trust what you can hold, finish what you start, and notice when a shelf is not level.',
    'the Earth hand, practical, patient and hard to rattle. People hand you the things that have to work.',
    'the Earth hand, made for making. You would rather show than tell, and your work does the talking.',
  ],
  FREE_SPIRIT: [
    'the Fire hand. You decide in the doorway, move before the plan is dry, and make it work on the way.',
    'the Fire hand, quick, warm and impatient with waiting. A room changes temperature when you walk in.',
    'the Fire hand, all spark and motion. You start things other people only talk about.',
  ],
  ORACLE: [
    'the Water hand. You read a room in seconds and remember what everyone in it was not saying.',
    'the Water hand, sensitive, observant and slow to explain itself. Your first impression of a person is rarely wrong.',
    'the Water hand, which feels the current before it sees the wave. You know things before you can say how.',
  ],
  LOVER: [
    'and a ring finger that clearly outreaches the index: the heart-led hand. You decide with your feelings and defend the decision with your taste.',
    'and a ring finger well beyond the index: the heart-led hand. Beauty and people are not extras in your life; they are the point.',
    'and a ring finger that stands tall above the index: the heart-led hand. You choose people and places by how they make you feel, and you are seldom wrong.',
  ],
};

/** The thumb: how the will is read (length against the palm, at the quartiles of real hands). */
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
  longish: [
    slow('Your thumb is a little longer than most: you push hard for what matters and let the rest go.'),
    slow(
      'A thumb a shade long for your hand is read as quiet resolve: you rarely raise your voice and rarely give up.',
    ),
    slow('Your thumb runs a little long, the sign of a will that knows when to bend and when to dig in.'),
  ],
  shortish: [
    quick(
      'Your thumb is a little short for your hand: you lead with warmth and save your stubborn streak for what counts.',
    ),
    quick('A thumb a shade shorter than most says you would rather win people over than win the argument.'),
    quick(
      'Your thumb sits on the shorter side of middle, read as a will that bends for people and holds for principles.',
    ),
  ],
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
  near: [
    slow('Your thumb rests near your fingers, open just a little: you warm to people once you know where you stand.'),
    slow('You hold your thumb a little in, a careful kind of openness: you let people in one at a time.'),
    slow(
      'A thumb held near the hand is read as loyalty before novelty: you keep old friends and choose new ones slowly.',
    ),
  ],
  natural: [
    { text: 'Your thumb sits at an easy angle, open to people without throwing the doors wide.' },
    { text: 'You hold your thumb at a natural angle: friendly, curious, and still choosy about who gets close.' },
    { text: 'The easy angle of your thumb says you meet new people and new plans halfway.' },
  ],
  open: [
    quick(
      'Your thumb stands open from your hand, the sign of someone who likes company and new plans in equal measure.',
    ),
    quick('You hold your thumb well open: you are easy to approach and quick to offer help.'),
    quick(
      'An open-set thumb like yours is read as curiosity with good manners: you try new things and bring people along.',
    ),
  ],
  wide: [
    quick('Your thumb opens wide from your hand, the mark of a generous, adventurous nature.'),
    quick('You hold your thumb far out from your fingers: you say yes to people and ideas before the doubts arrive.'),
    quick('A wide-set thumb like yours is read as an open hand in every sense: you give, invite and try freely.'),
  ],
};

/** The heart-led hand's key insight: its ring finger well beyond the index. */
export const HEART_LED: Phrasing[] = [
  quick('Your long ring finger is the one palmists give to art and to risk, and you have a streak of both.'),
  quick('Your ring finger clearly outreaches your index: you choose with your heart first and find the reasons later.'),
  quick(
    'Your ring finger stands well above your index, the sign of someone who would rather love their life than manage it.',
  ),
  quick('Your ring finger rises above your index, read as a born creator: you make beauty out of ordinary days.'),
  quick("Ring finger over index is the artist's mark, and you carry it: you choose what moves you over what is safe."),
  quick('Your tall ring finger is read as charm and daring: you win people over and take your chances.'),
];

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
    'Finish one idea before you announce the next.',
    'Write the plan down; the version in your head is already three drafts ahead of anyone else.',
    'Pick the one project you would still care about in five years and give it your best hours.',
    'Cancel one meeting and use the hour to think.',
    'Explain your big idea to someone outside your field; their questions will sharpen it.',
    'Take one walk without your phone and let the next idea find you.',
    'Ask the quietest person in the room what they think, and wait for the answer.',
    'Turn one of your many plans into a date on the calendar.',
  ],
  BUILDER: [
    'Ask for the help you keep offering everyone else.',
    'Let one thing be good enough, and spend the saved hour on yourself.',
    'Say out loud what you have built. Nobody can thank you for work they cannot see.',
    'Try one thing without a plan, and see what happens.',
    'Teach someone the thing you do best; it will remind you how good you are at it.',
    'Fix one thing at home that has bothered you for months, and enjoy it daily.',
    'Spend an evening on something useless and beautiful.',
    'Tell someone you are proud of them in plain words.',
  ],
  FREE_SPIRIT: [
    'Before your next leap, tell one person where you are leaping to.',
    'Keep one promise you made to yourself, however small, and notice how it feels.',
    'Spend your fire on one thing at a time; it burns longer that way.',
    'Finish the last thing you started before you start a new one.',
    'Sleep on your next big decision, just to see what changes.',
    'Invite someone new along on your next adventure.',
    'Put your energy into one person who has backed you, and tell them so.',
    'Write the next day down the night before: three things, no more.',
  ],
  ORACLE: [
    'Trust the hunch you keep talking yourself out of.',
    'Say the thing you already know in the meeting, not afterwards in the car.',
    'Guard an hour a day that nobody else can book.',
    'Write down the feeling you cannot name yet; the words will come.',
    'When your thoughts crowd in, spend an hour near water and let them settle.',
    'Tell one person the thing you noticed about them that nobody else did.',
    'Decide one small thing quickly and see that the sky stays up.',
    'Keep a notebook by the bed for what you understand at night.',
  ],
  LOVER: [
    'Give yourself the attention you give everyone you love.',
    'Make one beautiful thing just for you.',
    'Say what you need before you resent not getting it.',
    'Let someone take care of you for once, and do not apologize for it.',
    'Put fresh flowers where you work and notice what they do to your day.',
    'Call the friend you think of every time you hear a certain song.',
    'Say no to one invitation, kindly, and keep the evening for yourself.',
    'Write a note to someone you love and leave it where they will find it.',
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

/**
 * A heart line's reach, said only where it is clearly short or clearly long (traits.ts HeartReach):
 * the one line measure that holds from photo to photo well enough to be spoken of.
 */
export const HEART_REACH: Record<'short' | 'long', string[]> = {
  short: [
    'Your heart line is short and stops well before your index finger: you love in deeds more than speeches.',
    'Your heart line is short, ending under your middle finger, the sign of love shown by showing up.',
    'Your heart line is short, so your feelings travel by actions: the coffee made, the lift offered.',
  ],
  long: [
    'Your heart line is long and reaches toward your index finger: once you are in, you are all in.',
    'Your heart line is long, running under your index finger, the mark of someone whose love is wide and generous.',
    'Your heart line runs long across your palm: you love with a long memory and a longer patience.',
  ],
};

/**
 * The head line where it is traced. What would be read into it (its length, slope, depth) changes
 * from one copy of a photo to the next (docs/engine.md), so it is named and placed, not interpreted.
 */
export const HEAD_COURSE: string[] = [
  'Your head line is traced across the middle of your palm; palmists read it for how you think.',
  'Your head line shows plainly across your palm; palmists read it for how you weigh a decision.',
  'Your head line runs clear through the middle of your palm, where palmists look for how you think.',
];

/** The life line by its sweep around the thumb (traits.ts LifeSweep), the one thing of it that holds. */
export const LIFE_SWEEP: Record<NonNullable<LifeSweep>, string[]> = {
  wide: [
    'Your life line arcs wide into your palm, read as a life that covers a lot of ground: people, places, second acts.',
    'Your life line runs wide around the ball of your thumb, the sign of a life with room in it for change.',
    'Your life line swings well out into your palm, read as energy that goes looking for the world.',
  ],
  close: [
    'Your life line keeps close around the base of your thumb, read as a life built on a few things known well.',
    'Your life line hugs the ball of your thumb, the sign of a life that puts down roots before it goes exploring.',
    'Your life line stays near your thumb, read as strength that is kept close and spent with care.',
  ],
};

/** The life line where it is traced but its sweep was not measured (readings measured before). */
export const LIFE_COURSE: string[] = [
  'Your life line is traced around the base of your thumb, the line palmists read for the shape of a life.',
];

/**
 * The heart line, traced, where its reach is neither clearly short nor clearly long: its course, never
 * a level. No phrasing says long, short, deep, faint, straight or sweep.
 */
export const HEART_COURSE: string[] = [
  'Your heart line is clear in this photo, running under your fingers from the edge of your palm.',
  'Your heart line shows clearly across the top of your palm, the line palmists read for how you love.',
  'Your heart line is plain to see beneath your fingers, and it reads as feelings you stand behind.',
  'Your heart line crosses the top of your palm in one clear run: what you feel, you mean.',
  'Your heart line is well marked below your fingers, a sign read as affection that keeps its promises.',
  'Your heart line runs clear under your fingers, read as a heart that knows what it wants.',
];

/** The shape trait each life area also reads. */
export const LOVE_BY_THUMB_SET: Record<ThumbSetKey, string[]> = {
  close: [
    'Your thumb, held close, says you give your heart slowly, and completely once you do.',
    'With your thumb held close, love for you is trust earned one day at a time.',
    'A close-held thumb is read as a private heart: few get in, and those who do stay.',
  ],
  near: [
    'Your thumb, held near your hand, says you love loyally and show it in small, steady ways.',
    'With your thumb set near, you let love in carefully, and then you keep it.',
    'A thumb held a little in is read as devotion that grows quietly rather than all at once.',
  ],
  natural: [
    'The easy angle of your thumb says you meet love halfway: open, but never careless.',
    'Your thumb, set at an easy angle, makes you a partner who is warm and still knows their own mind.',
    'An easy-set thumb is read as affection with good balance: you give freely and keep your footing.',
  ],
  open: [
    'Your open thumb says you make friends of strangers and partners of friends.',
    'With your thumb held open, you show affection freely and make people feel chosen.',
    'An open-set thumb is read as a heart that invites: people feel welcome with you from the first evening.',
  ],
  wide: [
    'Your wide-set thumb says you love generously and say so out loud.',
    'With a thumb held wide, you fall for people with your whole heart and forgive quickly.',
    'A thumb set wide is read as romance without caution: you leap, and you are usually glad you did.',
  ],
};

export const CAREER_BY_FINGERS: Record<FingerKey, string[]> = {
  short: [
    'Short fingers suit work with quick decisions and visible results.',
    'Your short fingers are made for work you can see finished by Friday.',
    'Short fingers do best where the result is in your hands by the end of the day.',
  ],
  shortish: [
    'Your finger length suits roles where you set the direction and others polish it.',
    'Fingers a shade short for your palm suit work with momentum: launches, rescues, first drafts.',
    'Your fingers, a little short for the palm, thrive where speed matters more than polish.',
  ],
  longish: [
    'Your finger length suits work that rewards both the plan and the details.',
    'Fingers that match your palm suit work where the big picture and the small print both matter.',
    'With fingers matched to your palm, you do well as the person who turns a plan into a working thing.',
  ],
  long: [
    'Long fingers suit precise work: editing, engineering, craft, anything where small errors cost a lot.',
    'Your long fingers are made for mastery: work you can keep improving for years.',
    'Long fingers are read as a gift for the fine print: research, design, anything that rewards care.',
  ],
};

export const HEALTH_BY_PALM: Record<PalmKey, string[]> = {
  long: [
    'A long palm is read as a temperament that runs on feeling: unhurried evenings keep your days steady.',
    'Your long palm is read as a mood that sets your pace: you do your best on days that start calm.',
    'A long palm is read as a temperament that needs quiet to recharge: guard your alone time.',
  ],
  longish: [
    'Your palm leans long: calm surroundings restore you better than a crowded weekend.',
    'A palm leaning long is read as sensitivity to noise and rush; quiet hours repay you twice.',
    'Your palm leans long, so slow mornings set you up better than early starts.',
  ],
  squarish: [
    'Your near-square palm does well on routine: regular meals and a regular bedtime are your quiet superpower.',
    'A palm close to square likes rhythm: the same walk, the same hour, the same good habits.',
    'Your near-square palm is read as steady energy that lasts when it is spent evenly.',
  ],
  square: [
    'A square palm is read as staying power; the trap is carrying on long after it stopped being fun.',
    'Your square palm is built for endurance; remember that endurance still needs rest days.',
    'A square palm like yours carries a lot; put something down now and then on purpose.',
  ],
};

export const JOURNEY_BY_THUMB_SET: Record<ThumbSetKey, string[]> = {
  close: [
    'Your close-held thumb says your changes will be chosen, never forced, and you will not regret them.',
    'With your thumb held close, your path widens slowly and on your terms.',
    'A close-held thumb is read as a life built outward from a few things you love.',
  ],
  near: [
    'Your thumb, held a little in, says your path moves in deliberate steps, each one tested before the next.',
    'With your thumb held near, you travel far in the end, one well-chosen stage at a time.',
    'A thumb set near the hand is read as a road that returns home between its adventures.',
  ],
  natural: [
    'The easy angle of your thumb says you will say yes to the right door when it opens, and not before.',
    'Your thumb, held at an easy angle, promises a path with both roots and roads.',
    'An easy-set thumb is read as a life that changes course gracefully when it must.',
  ],
  open: [
    'Your open-set thumb says a chance meeting will steer your path more than any plan.',
    'With your thumb held open, your road takes in more people and places than you expect.',
    'An open thumb is read as a life that grows by saying yes to invitations.',
  ],
  wide: [
    'Your wide-set thumb says your turning points will come from a quick yes to something new.',
    'With your thumb held wide, your path will take you further from where you started than anyone expects.',
    'A wide-set thumb is read as a restless compass: you are happiest with a new horizon in view.',
  ],
};

/** The thumb's length at work: how you lead or persuade. */
export const CAREER_BY_THUMB: Record<ThumbKey, string[]> = {
  short: [
    'Your shorter thumb does its best work by persuasion: roles where you bring people along suit you.',
    'With a shorter thumb, you shine in a team more than in command.',
  ],
  shortish: [
    'Your thumb, a little short, suits work where tact opens more doors than force.',
    'A thumb a shade short is read as a diplomat at work: you settle the arguments others start.',
  ],
  longish: [
    'Your thumb, a little long, gives you the staying power that long projects need.',
    'A thumb a shade long is read as quiet authority: people keep to your deadlines.',
  ],
  long: [
    'Your long thumb is made for leading: give yourself work where you set the terms.',
    'With a long thumb, you finish what others abandon, and it is noticed.',
  ],
};

/** How the thumb is held, read for your energy (habits and rhythm, never a health claim). */
export const HEALTH_BY_THUMB_SET: Record<ThumbSetKey, string[]> = {
  close: [
    'Your close-held thumb says you recharge alone: protect your quiet hours.',
    'A thumb held close is read as energy kept in reserve; spend it on purpose.',
  ],
  near: [
    'Your thumb, held near, says small steady habits suit you better than big resolutions.',
    'With your thumb held a little in, you do best with a routine you can keep on a hard day.',
  ],
  natural: [
    'The easy angle of your thumb says balance comes naturally when your week has some slack in it.',
    'An easy-set thumb is read as a good sense of your own limits: trust it.',
  ],
  open: [
    'Your open thumb says company lifts your energy: walk, cook or play with someone.',
    'With your thumb held open, variety keeps you fresh: change the route, the game, the hour.',
  ],
  wide: [
    'Your wide-set thumb says you give everything to what excites you: make room for real rest between the adventures.',
    'A thumb held wide is read as energy that loves a challenge; pace it, and it lasts.',
  ],
};

/** The thumb's length, read for the road: who steers it. */
export const JOURNEY_BY_THUMB: Record<ThumbKey, string[]> = {
  short: [
    'Your shorter thumb says your path bends toward the people you love, wherever they are.',
    'With a shorter thumb, you let life lead a little, and it tends to lead you well.',
  ],
  shortish: [
    'Your thumb, a little short, says you travel best with company and change best with encouragement.',
    'A thumb a shade short is read as a path shaped by friendships more than by plans.',
  ],
  longish: [
    'Your thumb, a little long, says you steer your own course once you have chosen it.',
    'A thumb a shade long is read as a road you plan and then actually walk.',
  ],
  long: [
    'Your long thumb says your turning points will be decisions, not accidents.',
    'With a long thumb, you build the life you described years ago, almost to the letter.',
  ],
};

/** A prediction's second sentence: what to do about it, by the level of the area's second measured trait. */
export const PREDICTION_TAILS: Record<'love' | 'career' | 'health' | 'journey', Record<Level, string[]>> = {
  love: {
    low: [
      'Say it plainly; plain is your strength.',
      'Keep it simple and keep it kind.',
      'A small gesture will say it better than a speech.',
      'Show up on time; it counts more than flowers.',
      'Ask one good question and listen to the whole answer.',
    ],
    mid: [
      'Let them see a little more than usual.',
      'Be honest about what you want from it.',
      'Meet them halfway and see who steps further.',
      'Tell them one thing you have never said out loud.',
      'Plan something small together and keep the promise.',
    ],
    high: [
      'Let yourself enjoy it before you analyze it.',
      'Go slower than your heart wants to.',
      'Let the feeling be big and the promises small.',
      'Enjoy the rush, then check that it is mutual.',
      'Write it down before you say it; then say it anyway.',
    ],
  },
  career: {
    low: [
      'Trust the numbers, then decide.',
      'Write the pros and cons down; they are shorter than you think.',
      'Decide by Friday and do not look back.',
      'Finish the smallest piece first and build from there.',
      'Put a deadline on it and tell one person about it.',
    ],
    mid: [
      'Make it practical first and beautiful second.',
      'Ask one expert and one outsider.',
      'Give it one honest week before you judge it.',
      'Test the idea on the person most likely to disagree.',
      'Keep what works, fix one thing, and move on.',
    ],
    high: [
      'Follow the strange idea; it is the good one.',
      'Sketch it before you explain it.',
      'Give the odd detail you noticed the attention it deserves.',
      'Trust the hunch, then find the evidence for it.',
      'Show the rough version before you polish it to death.',
    ],
  },
  health: {
    low: [
      'Rest before you need to.',
      'Protect your sleep like an appointment.',
      'Say no to the late night before a full day.',
      'Take the slow way home when you can.',
      'Leave a gap in your diary and do not fill it.',
    ],
    mid: [
      'Keep the routine that already works.',
      'Eat properly on your busiest day.',
      'Add one walk a week and keep the rest the same.',
      'Move a little every day, even on the busy ones.',
      'Keep one evening a week free of any plan at all.',
    ],
    high: [
      'Use it, but stop while you still feel good.',
      'Share the energy: take someone with you.',
      'Spend the extra energy outdoors, not on extra work.',
      'Pick one game or sport and play it for the fun of it.',
      'Plan a long walk somewhere you have never been.',
    ],
  },
  journey: {
    low: [
      'Start with your own street.',
      'Change one room before you change cities.',
      'Let the change be small enough to keep.',
      'Rearrange one habit and see who notices.',
      'Visit a place in your own town you have never seen.',
    ],
    mid: [
      'Go, and plan the way back.',
      'Say yes to the first step only.',
      'Try it for a season before you commit for a year.',
      'Talk to someone who has already made the move.',
      'Take the trip first and decide afterwards.',
    ],
    high: [
      'Pack light and go far.',
      'Choose the route you cannot predict.',
      'Say yes before the sensible voice finishes its sentence.',
      'Book the ticket before the doubts find you.',
      'Go where nobody knows your name for a while.',
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
      'A conversation you have been putting off goes better than you fear. Have it.',
      'You will meet someone through work or a hobby, not an app.',
      'An invitation you almost decline turns into one of your best evenings.',
    ],
    high: [
      'Someone will ask you for more of your time. Say yes only if you mean it.',
      'An old flame gets in touch. You will know within a minute whether it is still lit.',
      'Someone new will want to know the real you. Let them, a little at a time.',
    ],
  },
  career: {
    low: [
      'Your fast decisions turn out right more often than you count them. Stop second-guessing them.',
      'Someone will offer you a shortcut. Take it; you have earned it.',
      'A task you dread takes half the time you planned. Use the rest for yourself.',
    ],
    mid: [
      'A side project you keep pushing back is worth two evenings of your time.',
      'You will be asked for your opinion on something above your pay grade. Give it plainly.',
      'A colleague you rarely talk to will open a door for you. Say thank you properly.',
    ],
    high: [
      'The idea you have been polishing for too long is ready. Show it to one person.',
      'A problem nobody else wants lands on your desk. Solving it changes how people see you.',
      'Someone senior will notice a detail only you caught. It will be remembered.',
    ],
  },
  health: {
    low: [
      'Three early nights in a row do more for you than any new routine.',
      'Your rhythm asks for a slower day now and then. Take one before you need it.',
      'A lazy Sunday you almost feel guilty about sets up the days after it.',
    ],
    mid: [
      'A small change sticks this time, because you made it small enough to keep.',
      'You will find a kind of exercise you actually enjoy. Keep that one.',
      'A friend will suggest a habit that suits you better than the one you forced.',
    ],
    high: [
      'You will have more energy than usual for a while. Notice where it wants to go.',
      'You will be tempted to do too much at once.',
      'A new challenge will tempt you. Build up to it slowly, and enjoy the building.',
    ],
  },
  journey: {
    low: [
      'The change you need is closer to home than you think: a room, a routine, a habit.',
      'Someone near you has the answer you are traveling to find.',
      'A familiar place will look new to you. Look twice.',
    ],
    mid: [
      'A short trip turns into a long story.',
      'You will be offered a move or a new role. Ask for a week to decide, and use it.',
      'A plan you shelved comes back with better timing.',
    ],
    high: [
      'A trip you keep researching turns into a real one.',
      'You will live or work somewhere that surprises the people who know you.',
      'A chance meeting far from home changes your next plan.',
    ],
  },
};

/**
 * How rare a trait in an outer quartile of the dev set's hands is (traits.ts bands fingers, palm and
 * thumb at its quartiles): said with the share line.
 */
export const RARITY = {
  fingers: { short: 'Fingers this short: about 1 hand in 4.', long: 'Fingers this long: about 1 hand in 4.' },
  palm: { long: 'A palm this long: about 1 hand in 4.', square: 'A palm this square: about 1 hand in 4.' },
  thumb: { short: 'A thumb this short: about 1 hand in 4.', long: 'A thumb this long: about 1 hand in 4.' },
} as const;

/** What a reading says about how the hand was read, where it matters. */
export const READING_NOTES = {
  fingertipsEstimated:
    'Some fingertips were outside the photo, so your finger length is estimated from the rest of your hand.',
  linesUnclear: (lines: string, count: number) =>
    `Your ${lines} ${count === 1 ? 'is' : 'are'} not clear in this photo, so this reading leaves ${count === 1 ? 'it' : 'them'} out and reads the shape of your hand instead.`,
} as const;

/**
 * How a reading of one's own palm was read: from how many photos of the hand (its hand profile,
 * reading/handProfile.ts), and, when this photo moved the archetype, what moved it. Someone else's
 * palm is read from its photo alone.
 */
export const PROFILE_NOTES = {
  photos: (count: number) =>
    count === 1
      ? 'Read from 1 photo of your hand. Each new photo of your own palm joins it, and the reading of your hand steadies with every one.'
      : `Read from ${count} photos of your hand.`,
  change: (now: string, before: string, why: string) => `Your hand now reads as ${now}, no longer ${before}: ${why}`,
  /** What moved, over the photos pooled: the ring finger against the index, the palm, the fingers. */
  why: {
    apolloNow: 'across your photos, your ring finger measures clearly longer than your index.',
    apolloNoLonger: 'across your photos, your ring finger no longer measures clearly longer than your index.',
    squarer: 'across your photos, your palm measures broader for its length than it first did.',
    longer: 'across your photos, your palm measures longer for its breadth than it first did.',
    longerFingers: 'across your photos, your fingers measure longer against your palm than they first did.',
    shorterFingers: 'across your photos, your fingers measure shorter against your palm than they first did.',
  },
  otherPalm: "Someone else's palm, read from this photo alone: it does not change the reading of your own hand.",
} as const;
