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
import type { FingerKey, PalmKey, ThumbKey, ThumbSetKey } from '../traits.js';

const quick = (text: string): Phrasing => ({ text, tone: 'quick' });
const slow = (text: string): Phrasing => ({ text, tone: 'slow' });
/** A sentence of a pace trait's pool that says nothing of pace itself: no link sets it against the next. */
const paceless = (text: string): Phrasing => ({ text });

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
  // Said of short and a little short alike (the shape names them one way): no more than they share.
  short: [
    'fingers shorter than the palm',
    'fingers that fall short of the palm in length',
    'fingers that do not reach the length of the palm',
    'fingers not as long as the palm',
  ],
  // Said of long and about as long as the palm alike.
  long: [
    'fingers as long as the palm or longer',
    'fingers that reach the length of the palm',
    'fingers that reach at least the length of the palm',
    'fingers that match the palm in length or pass it',
  ],
};

/** The description's naming, after "{palm}, with {fingers}": the hand's classical name and what it means. */
export const DESCRIPTION_OPENINGS: Record<Archetype, string[]> = {
  VISIONARY: [
    'the Air hand. You see where things are going before anyone has drawn the map, and you are usually right.',
    'the Air hand, a steady base under a restless mind. You turn questions into plans faster than most people finish asking them.',
    'the Air hand, built for ideas and the words to carry them. You think out loud and people follow the thought.',
    'the Air hand, made for asking questions. Half your conversations begin with a what-if, and the best of them end with a plan.',
    'the Air hand. Your mind runs three steps ahead of the conversation, and you have learned to wait politely for everyone else.',
    'the Air hand, at home among ideas and open skies. You collect notions the way other people collect receipts, and you actually go back to yours.',
    'the Air hand, quick of mind and easy with words. You can explain a hard thing to a child, a skeptic or a room of strangers.',
    'the Air hand, a thinker with both feet on the floor. You dream big, then ask what it will cost and who will do it.',
    'the Air hand. You hear the pattern underneath the noise, and you are usually the first to name it out loud.',
    'the Air hand, restless in the best way. A good question keeps you up later than any party ever could.',
  ],
  BUILDER: [
    'the Earth hand. You trust what you can hold, finish what you start, and notice when a shelf is not level.',
    'the Earth hand, practical, patient and hard to rattle. People hand you the things that have to work.',
    'the Earth hand, made for making. You would rather show than tell, and your work does the talking.',
    'the Earth hand, steady as a good workbench. You learn by doing, and what you make tends to outlast the people who doubted it.',
    'the Earth hand, rooted and unfussy. You keep a toolbox, a spare key and a cool head, and people borrow all three.',
    'the Earth hand, plain-spoken and dependable. The date you give for a job is the date it is done, and the price stays the price.',
    'the Earth hand. Walking into a new house, you check the hinges, the gutters and the floorboards before you admire the view.',
    'the Earth hand, sparing with promises and sure to deliver. Friends bring you their wobbly plans, and you hand them back with four legs and a level top.',
  ],
  FREE_SPIRIT: [
    'the Fire hand. You decide in the doorway, move before the plan is dry, and make it work on the way.',
    'the Fire hand, quick, warm and impatient with waiting. A room changes temperature when you walk in.',
    'the Fire hand, all spark and motion. You start things other people only talk about.',
    'the Fire hand, restless and bright. You pack light, decide fast, and come home with better stories than souvenirs.',
    'the Fire hand. Your enthusiasm is catching, and half your friends have a hobby they picked up from you.',
    'the Fire hand, eager and easy to light. You say yes before the plan is fully explained, and you are often the first one ready to go.',
    'the Fire hand, happiest in motion. A free afternoon is a blank ticket to you, and it rarely ends where it began.',
    'the Fire hand. Your good moods sweep through a room like weather, and your bad ones blow over before anyone has named them.',
    'the Fire hand, generous on impulse. You are the kind to lend your jacket, your car and your courage, and seldom think to ask for any of them back.',
    'the Fire hand, bright and wholehearted. What you care about, you throw yourself into completely.',
    'the Fire hand, warm at the core. Your passions are few, chosen with care, and pursued with real heat.',
    'the Fire hand, driven from within. A project you believe in can keep you working long after everyone else has gone home.',
  ],
  ORACLE: [
    'the Water hand. You read a room in seconds and remember what everyone in it was not saying.',
    'the Water hand, sensitive, observant and slow to explain itself. Your first impression of a person is rarely wrong.',
    'the Water hand, which feels the current before it sees the wave. You know things before you can say how.',
    'the Water hand, calm on the surface and deep underneath. You hear the pause before someone answers, and you know what it held.',
    'the Water hand. Your dreams are vivid, your hunches are specific, and your friends have learned to ask about both.',
  ],
  LOVER: [
    'and a ring finger that clearly outreaches the index: the heart-led hand. You decide with your feelings and defend the decision with your taste.',
    'and a ring finger well beyond the index: the heart-led hand. Beauty and people are not extras in your life; they are the point.',
    'and a ring finger that stands tall above the index: the heart-led hand. You choose people and places by how they make you feel, and you are seldom wrong.',
    'and a ring finger that rises clearly past the index: the heart-led hand. Light matters to you more than furniture, and you have moved tables across rooms to chase it.',
    'and a ring finger that plainly overtops the index: the heart-led hand. Places, songs and people win you at first sight, and you usually stay won.',
    'and a ring finger that overtakes the index: the heart-led hand. A beautiful mistake tempts you far more than a safe, gray success.',
    'and a ring finger that far outstrips the index: the heart-led hand. Tenderness comes easily to you, and the people who get the most of it are the ones having the hardest week.',
    'and a ring finger that climbs higher than the index: the heart-led hand. Every table you lay looks set for royalty, even when the only guest is you.',
    'and a ring finger that sits well over the index: the heart-led hand. Chances taken for love or for beauty are the only kind you never regret.',
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
    slow(
      'Long thumbs belong to finishers, and yours is why the projects others drop tend to land with you and get done.',
    ),
    slow(
      'Palmists call a long thumb like yours the mark of a self-directed will: you set your own course and hold it.',
    ),
    slow('With a thumb this long, you decide slowly and then do not budge, however loudly the doubters argue.'),
    slow('Your long thumb gives you a firm grip on the wheel: whatever you steer arrives where you aimed it.'),
  ],
  longish: [
    slow('Your thumb is a little longer than most: you push hard for what matters and let the rest go.'),
    slow(
      'A thumb a shade long for your hand is read as quiet resolve: you rarely raise your voice and rarely give up.',
    ),
    slow('Your thumb runs a little long, the sign of a will that knows when to bend and when to dig in.'),
    slow(
      'Quiet authority comes with a thumb just past average length: you rarely insist, and things still go your way.',
    ),
    slow('Your thumb reaches a little past the usual mark, a sign of the will to see things through without fuss.'),
    slow(
      'Measured against your palm, your thumb runs a touch long: you keep going at an even pace after the first push fades.',
    ),
    slow('On the longer side of middle, your thumb gives you a patient will: you chip away until the job gives in.'),
    slow(
      'Thumbs a little longer than average keep their promises to themselves, and yours holds a decision long after the mood behind it has passed.',
    ),
    slow(
      'A thumb slightly longer than usual speaks of a will that outlasts enthusiasm: you keep at it once the novelty is spent.',
    ),
    slow('Just over middle length, your thumb carries quiet command, and you seldom need to repeat yourself.'),
    slow(
      'A touch longer than the norm, your thumb points to a will that holds steady through the dull middle of any undertaking.',
    ),
    slow('Your thumb runs a shade long, read as patience with a purpose: you wait, and then you act.'),
    slow('A thumb a little longer than average is read as staying power: you finish the long jobs others start.'),
  ],
  shortish: [
    quick(
      'Your thumb is a little short for your hand: you lead with warmth and save your stubborn streak for what counts.',
    ),
    quick('A thumb a shade shorter than most says you would rather win people over than win the argument.'),
    quick(
      'Your thumb sits on the shorter side of middle, read as a will that bends for people and holds for principles.',
    ),
    quick(
      "Falling just shy of average, your thumb marks a negotiator's will: you find the deal where others see a standoff.",
    ),
    quick('Your thumb falls a touch short of middle, the mark of a will that bargains rather than insists.'),
    quick(
      'With a thumb a notch below average, you steer by tact and can change course mid-sentence without losing face.',
    ),
    quick(
      "Palmists read a thumb a little short as a diplomat's will: you adjust the plan quickly and win over the holdouts.",
    ),
    quick(
      'A thumb just under the usual length is read as flexible resolve: you bend quickly on the method and keep the aim.',
    ),
    quick('A thumb just short of average compromises on purpose: you trade the small points to win the large one.'),
    quick(
      'Slightly short, your thumb marks a steering style built on give and take: you yield an inch and gain a mile.',
    ),
    quick(
      "Stopping a little before the usual length, your thumb is read as a mediator's will, firm beneath the courtesy.",
    ),
    quick('A modestly short thumb like yours points to resolve wrapped in good manners, so you get your way politely.'),
    quick('A fraction under middle length, your thumb signals a will that drafts terms rather than ultimatums.'),
  ],
  short: [
    quick('Your thumb is short for your hand, read as a heart that leads the will: you follow what moves you.'),
    quick('A shorter thumb like yours is read as feeling over force: you persuade rather than push.'),
    quick('Your thumb sits on the short side, so you go with the current and save your fight for what matters.'),
    quick('A short thumb holds the reins loosely: you let circumstances steer a while and adapt as you go.'),
    quick('Your thumb sits short against your palm, and your will works by persuading, never by command.'),
    quick('Palmists give a short thumb to the adaptable: when the plan changes under you, you change with it, fast.'),
    quick(
      'With a thumb this short, you rarely force a decision, preferring to let the facts arrive and choose with them.',
    ),
    quick('Short thumbs steer by suggestion rather than order, and yours gets its way through a well-timed question.'),
    quick(
      'Yours is a short thumb, the sign of a flexible will: you hold your goals loosely enough to catch a better one.',
    ),
    quick('Your thumb, well short of average, belongs to an improviser: you make a plan from whatever comes your way.'),
    quick(
      'A thumb on the short side works with the wind rather than fighting it: you trim the sail, change course and still make harbor.',
    ),
    quick('Short as it is, your thumb reads as a light touch on the tiller, steering by nudges instead of commands.'),
    quick('Read by its length, your thumb says you would rather change the plan than force it through.'),
    quick('Your shorter thumb belongs to someone who lets events make the first move and answers with a good one.'),
    quick('Thumbs this short leave room for luck: you steer loosely, and the detours often turn out to be the point.'),
    quick(
      'A short thumb like yours is read as a cooperative will: you would rather agree on a road than win the argument.',
    ),
    quick("Your thumb runs short, the palmist's sign of a will that listens first and pushes only when it has to."),
  ],
};

/**
 * How wide the thumb is held from the hand: how openly you meet people and change. Said without
 * naming the thumb (the description names it), and with no pace: it sets nothing against the fingers.
 */
export const THUMB_SET: Record<ThumbSetKey, Phrasing[]> = {
  close: [
    { text: 'You keep your own counsel until you trust the room, and only then let people see what you think.' },
    { text: 'Letting people in takes you a while, and those patient enough to wait never regret it.' },
    { text: 'Guarded and careful with newcomers, you would rather listen for a good while before you say much.' },
    { text: 'Your hand says you are a private person: your circle is small, and you know every member of it deeply.' },
    { text: 'A newcomer has to earn a place in your life by degrees, and the handful who do it stay for good.' },
    { text: 'Small talk tires you, while one honest conversation with a person you trust can fill a whole evening.' },
    { text: 'You notice far more than you say, and people are often surprised by how much you remembered.' },
    { text: 'Your doors open from the inside only: people are let in when you decide, never because they pushed.' },
    {
      text: 'An unfamiliar crowd makes you quiet, and anyone who mistakes that for shyness has never seen you with old friends.',
    },
    {
      text: 'Questions about your private life get a friendly, short answer from you until the asker has become a friend.',
    },
    { text: 'Most people know a polite, pleasant version of you, and only a chosen few ever meet the rest.' },
  ],
  near: [
    { text: 'You warm up to someone new once you can tell where you stand, and not a moment before.' },
    { text: 'Your openness is the careful kind: people come in one by one, and each gets a proper welcome.' },
    {
      text: 'Loyalty comes before novelty for you: old friends keep their places while new ones are chosen with care.',
    },
    {
      text: 'Your trust arrives in steps, lunch first, then your home, then your spare key, and nobody who earns it loses it lightly.',
    },
    {
      text: 'A first meeting with you is polite and a little reserved, and the real warmth shows up around the third.',
    },
    { text: 'You prefer a few friendships you can lean on to a crowd of people you only wave at.' },
    { text: 'A new idea is most welcome to you when it arrives through someone you already trust.' },
    {
      text: 'People who meet you at work rarely guess how funny you are with the friends who have known you for years.',
    },
    {
      text: 'Once someone is in your confidence, you guard it closely, and you would never trade a secret for a laugh.',
    },
    { text: 'Small doses of change suit you best, each tried on for size before it becomes part of your life.' },
    { text: 'Your friends tend to be old friends, and the newest ones came through someone you already trusted.' },
  ],
  natural: [
    { text: 'You are open to people without flinging every door wide, a welcome with a little reserve kept back.' },
    { text: 'Friendly and curious, you still choose with care who gets close.' },
    { text: 'You meet strangers and fresh ideas halfway, neither rushing toward them nor backing off.' },
    {
      text: 'People find you simple to meet and slower to know, warm in the doorway and selective about who comes inside.',
    },
    { text: 'Your hand says you pair openness with judgment: plenty of yeses, though never a yes to everything.' },
    { text: 'Fresh faces and fresh ideas get an honest hearing from you, though never a blank check.' },
    { text: 'You answer warmth with warmth and coolness with space, so every stranger gets back what they bring.' },
    { text: 'At a party you will talk with anyone, though you leave with the phone numbers of only one or two.' },
    {
      text: 'A new idea gets your curiosity and your questions in equal measure, and it has to satisfy both before you take it home.',
    },
  ],
  open: [
    { text: 'People and new plans delight you about equally, and your favorite evenings mix the two.' },
    { text: 'Easy to walk up to, you offer help before anyone has to ask.' },
    { text: 'Your curiosity has good manners: you try the new thing and bring a few people along for it.' },
    {
      text: 'Your home works like a welcome mat: friends drop in unannounced, linger past midnight and keep coming back.',
    },
    { text: 'Half your friends started out as strangers in a queue, a waiting room or a delayed train.' },
    { text: 'You spend time on people lavishly: the hour-long phone call, the whole afternoon, never a hurried text.' },
    {
      text: 'A full table with one new face at it is your favorite kind of evening, and the newcomer is a regular by dessert.',
    },
    {
      text: 'Connecting people is a pastime of yours, and some of the friendships you started between others outlast your part in them.',
    },
    { text: 'Whoever moves in next door finds you on the step with a covered dish and an open invitation.' },
    { text: 'One conversation is enough: people walk away from you feeling like old friends.' },
    { text: 'At any gathering you keep a chair for the latecomer and see that the newcomer is asked back.' },
    {
      text: 'You learn names on the first hearing and use them, so newcomers feel known before they have finished their first drink.',
    },
    { text: 'A stranger who asks you for directions gets walked halfway there, trading stories with you as you go.' },
    {
      text: 'New clubs, classes and teams find you an easy recruit, and within a few sessions you are the one greeting the newcomers.',
    },
    {
      text: 'Strangers confide in you on buses, in elevators and at the next table, because you look as though you would listen, and you do.',
    },
    {
      text: 'An unfamiliar idea is easier for you to like when it arrives with a person attached, and you like most people.',
    },
  ],
  wide: [
    { text: 'You have a generous, adventurous streak that shows the moment something or someone new appears.' },
    { text: 'You say yes to new people and new ideas before any doubts have time to arrive.' },
    { text: 'Giving, inviting and trying come freely to you, with nothing held back for later.' },
    {
      text: "You have an appetite for the unfamiliar: the dish you cannot pronounce, the city you have never seen, a stranger's story.",
    },
    { text: 'Invitations get a yes from you before you have checked where they lead, and you look it up en route.' },
    { text: 'Your generosity keeps no accounts: what you have is on the table, and nobody is tallying debts.' },
    {
      text: 'Familiar things lose their gloss quickly for you, so your list of places and pastimes to try never shrinks.',
    },
    { text: 'Risk tugs at you: the trail without signs, the plan nobody has tried, the stranger with a wild scheme.' },
    { text: 'Every new face, to you, might be the first page of an adventure.' },
    {
      text: 'You volunteer first for the unknown: the audience participation slot, the untested route, the game no one has explained.',
    },
    {
      text: 'A dull evening in company never lasts long around you: you are forever starting a new game, a new topic or a new plan.',
    },
    {
      text: "A stranger's offhand tip about a festival in the hills or a class in fire juggling can redirect your whole afternoon.",
    },
    { text: 'You collect people as eagerly as experiences, and your friends often have nothing in common except you.' },
    { text: 'You would rather look foolish trying something new than sit safely and wonder what it was like.' },
    { text: 'Your appetite for the new makes you wonderful company on a trip and a hard sell for a quiet evening in.' },
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
  quick(
    'Your ring finger outreaches your index, a mark palmists read as taste with nerve: you wear the bold color, and it suits you.',
  ),
  quick("Ring finger over index is the artist's mark, and you carry it: you choose what moves you over what is safe."),
  quick('Your tall ring finger is read as charm and daring: you win people over and take your chances.'),
  quick(
    'A ring finger taller than your index is read as an eye for beauty: you move one lamp and the whole room changes.',
  ),
  quick(
    'Reaching past your index, your ring finger marks a risk-taker with good taste: you bet on the bold option and make it look easy.',
  ),
  quick(
    'With your ring finger standing above your index, charm comes easily: you could talk a shopkeeper into five more minutes after closing.',
  ),
  quick(
    "Palmists read a ring finger longer than the index as the maker's sign, and you are happiest with something half-made on the table.",
  ),
  quick(
    'Your ring finger rises past your index, the mark of a heart that leads: you know what you love long before you can say why.',
  ),
  quick(
    'A ring finger longer than the index is read as devotion to beauty, and you would cross town for the right shade of blue.',
  ),
];

/**
 * What the palm says about you (personality and insight). A long palm's sentences that say its
 * feelings run slow (they linger, they keep their own schedule, hurry unsettles them) are `slow`, and
 * a quick hand's fingers can be set against them ("Yet inside, you run deep"). Its others (warmth,
 * sensitivity to a room) and a square palm's steadiness are not slowness, and nothing is set against
 * them ("You decide fast. Still, practical at every turn" and "you learn a thing by picking it up. But
 * you are warmer than your first impression" read as contrasts that were not).
 */
export const PALM_MEANS: Record<PalmKey, Phrasing[]> = {
  long: [
    slow('A long palm takes in more than it lets out: you feel things for days before you say them.'),
    slow('Inside, you run deep and quiet, and very few people get the full tour.'),
    { text: 'Your long palm is read as a rich inner life: you notice moods the way others notice weather.' },
    slow(
      'A palm this long holds a deep well of feeling: one song or a change in the light can color a whole afternoon.',
    ),
    // No tone: a slow morning does not answer a quick hand's pace ("But you run on feeling…" after a
    // quick email, a reader's review).
    {
      text: 'You run on feeling more than on the clock, so a slow, quiet morning sets the tone for the rest of your day.',
    },
    slow(
      'A piece of music can stay with you all evening, and you need unhurried time afterward to let a strong feeling settle.',
    ),
    slow(
      'Hurry unsettles you far more than effort does, so you guard a gentle start to the morning and a quiet corner to come back to.',
    ),
    slow(
      'Feelings move through you slowly and thoroughly, like rain soaking into deep soil rather than running off the surface.',
    ),
    { text: 'A long palm is read as a feel for atmosphere: you know within a minute whether a place suits you.' },
    {
      text: 'A long palm is read as a fine ear for feeling: you hear the worry under a cheerful reply before anyone explains it.',
    },
  ],
  longish: [
    slow('Your palm leans long, so your moods run deeper than your schedule allows for.'),
    { text: 'You are warmer than you first seem, and once you do trust someone, the trust holds for years.' },
    slow('A palm leaning long gives you a reflective streak: you replay good conversations for days.'),
    slow(
      'Feeling reaches you easily, as a palm leaning slightly long suggests: a harsh word or a lovely view stays with you for hours.',
    ),
    {
      text: 'Calm puts you back together, and an hour of quiet with a book does more for your spirits than any treat.',
    },
    slow('Your palm runs a little long, so your feelings keep their own schedule and need some room to settle.'),
    {
      text: 'Small things count double with you: a kind note can carry you through an afternoon, and a careless one can cloud it.',
    },
    slow(
      'Reflection comes easily to you: a good film or a sharp remark keeps turning over in your mind well after it ends.',
    ),
    { text: 'A tidy room and a cup of something warm do more to steady you than a crowded afternoon of errands.' },
    {
      text: 'Weather, music and the light through a window reach you more than most, and you plan your days with room for them.',
    },
    slow(
      'Your feelings run a little deeper than they look, and a slow evening at home is how you bring them back to level.',
    ),
  ],
  squarish: [
    { text: 'Your near-square palm wants one solid thing finished before the next begins.' },
    { text: 'You like routines you chose yourself and resent the ones handed to you.' },
    {
      text: 'A palm close to square is read as common sense with a soft center: practical, and kinder than you let on.',
    },
    {
      text: 'Your palm, nearly square, keeps you on an even keel: your moods rise and fall gently and rarely run away with you.',
    },
    {
      text: 'You prefer a steady tempo to sudden bursts, and your effort on a dull afternoon looks much like your effort on a bright one.',
    },
    {
      text: 'Your squarish palm finds comfort in repetition: the familiar mug, the usual route home, the small tasks done in the same order.',
    },
    {
      text: 'Steadiness is your quiet gift: you rarely flare up and rarely flag, and people can set their clocks by you.',
    },
    {
      text: 'A palm just short of square gives you staying power spent wisely: you pace yourself and still have something left at the end.',
    },
    {
      text: 'Your energy lasts when you spend it evenly, and a steady hour each morning gets you further than any frantic night.',
    },
    {
      text: 'Habits carry you further than bursts of willpower, and the small routine you keep going ends up outlasting every grand resolution.',
    },
    {
      text: 'A sensible rhythm keeps you level: work, then a break, then work again, with few highs and few slumps in between.',
    },
    {
      text: 'Regular anchors in the day keep you going, and a schedule torn up at short notice costs you more than hard work.',
    },
    {
      text: 'Slow and regular wins with you: a chapter each evening, a page of a new language each morning, and a lot done by the end.',
    },
  ],
  square: [
    { text: 'A square palm like yours is built for endurance, not sprints: you win the long game.' },
    { text: 'You are steady enough that people forget you have bad days too.' },
    { text: 'Your square palm is read as a love of order: a clear plan calms you more than any pep talk.' },
    { text: 'Square palms like yours work as ballast: calm under load, hard to tip over, slow to run out of steam.' },
    {
      text: 'You carry more than your share without complaint, and you sometimes forget you are allowed to set it down.',
    },
    {
      text: 'Your broad palm gives you deep reserves: at the end of a hard stretch, you are often the last one still standing.',
    },
    {
      text: 'Once you have taken something on, stopping feels like failing, even when stopping is plainly the wise move.',
    },
    {
      text: 'Pressure steadies you rather than rattling you, and you do some of your best work when the load is heaviest.',
    },
    {
      text: 'Your palm is square and solid, the mark of someone who keeps going, sometimes well past the point where going on still pays.',
    },
    {
      text: 'A solid, squared-off palm holds firm under strain: in a crisis you stay calm and reach for the next practical step.',
    },
    {
      text: 'Heavy, useful work settles your mind, and a job done steadily from start to finish leaves you calmer than a day off.',
    },
    {
      text: 'A heavy job with a clear end point suits you, and you keep plodding on long after the sprinters have dropped out.',
    },
    {
      text: 'Practical at every turn, you solve the problem in front of you first and save the worrying for later, if at all.',
    },
    {
      text: 'Staying power is your hidden asset: the longer and duller the task, the more clearly you outlast everyone else on it.',
    },
    {
      text: 'Bad news rarely knocks you flat, since you pick up the practical pieces first and deal with the feelings afterward.',
    },
    {
      text: 'You are the sort who keeps shoveling snow after the neighbors have gone in, and who forgets to stop for a warm drink.',
    },
    {
      text: 'Extra loads land on your pile because you never drop anything, and you rarely notice how tall the pile has grown.',
    },
    {
      text: 'Solid ground is what you like underfoot: a budget that adds up, a roof that holds, a plan with no loose ends.',
    },
    { text: 'Tired is a word you admit to late, since pushing on feels more natural to you than calling it a day.' },
  ],
};

/** What the fingers say about you (personality and insight). */
export const FINGERS_MEAN: Record<FingerKey, Phrasing[]> = {
  short: [
    quick('Short fingers go straight to the point: you trust your first read, and it is usually good.'),
    paceless('You judge a thing by handling it: the weight of a pan, the give of a mattress, the balance of a bike.'),
    paceless("Your short fingers are read as a doer's hands: you learn a thing by picking it up."),
    quick(
      'Short fingers skip to the useful part: you leave the manual in the box, try the thing, and learn from what happens.',
    ),
    quick('You decide while others are still polling the room, and your practical choices tend to hold up well.'),
    quick(
      'Menus, wall colors, routes home: you choose in seconds, and you rarely waste a minute wishing you had picked the other one.',
    ),
    paceless('You judge a plan by its first step: if you cannot see where to start, you doubt the rest.'),
    paceless(
      'Your patience is for people, not procedures: a form with twelve boxes tests you more than a difficult friend.',
    ),
    quick('Short fingers like yours belong to a fixer: you see what a thing needs and simply do it.'),
    paceless('You measure a day by what got done, and a short list crossed off beats a long one admired.'),
    paceless("Plain words suit you: you say what you mean, ask for what you need and waste nobody's time."),
    paceless('Ideas come to you halfway through a job, rarely while you sit still and think about one.'),
    paceless(
      'Your home is arranged around what you do: scissors beside the wrapping paper, coats by the door you actually come in by.',
    ),
    paceless('Working results impress you more than clever talk, and you can spot a showy plan from across the room.'),
    paceless(
      'Your gifts are the practical kind: a lift to the airport, a shelf put up, soup on the doorstep when someone is low.',
    ),
  ],
  shortish: [
    quick('Your fingers run a little short of your palm: you act on the big picture and let details follow.'),
    quick('You think on your feet and decide faster than you can explain why.'),
    quick('Fingers a shade short for the palm are read as momentum: you would rather fix it on the way than wait.'),
    quick('Fingers a touch short of your palm favor motion: you get a thing rolling first and steer it once it moves.'),
    quick(
      'Starting is your strong suit, and a rough draft on the table beats a perfect one that lives only in your head.',
    ),
    quick(
      "Your fingers stop just shy of the palm's full length, a starter's hand: the first step is the one you never put off.",
    ),
    quick(
      'You fix things in motion, trusting that the finer points will sort themselves out once the work is under way.',
    ),
    quick(
      'Blank pages never scare you: you fill one with a messy first attempt and trust the second pass to tidy it up.',
    ),
    quick(
      'Motion clears your thinking, so you set off with half a route and work out the rest at the first crossroads.',
    ),
    quick(
      'By the time others agree on a plan, yours is already wobbling along on its first wheels, and you are adjusting it as it rolls.',
    ),
    quick(
      'You would rather send the imperfect email and mend it in a follow-up than spend an evening polishing the opening sentence.',
    ),
    paceless(
      'Fingers on the short side of even mark a practical mind: you ask what will work before you ask what would be ideal.',
    ),
    paceless('You learn a new tool by using it on a real job, picking up the tricks as the work demands them.'),
    quick(
      'Meetings that circle a point make you restless, and you tend to end them by naming a next step and an owner for it.',
    ),
    paceless(
      'Your hands are rarely idle: a pen to sketch with, a shelf to fix, something always taking shape in them.',
    ),
    quick('Slightly short fingers like yours favor the rough cut: get the shape right first and sand the edges later.'),
    quick(
      'A good plan, to you, is one you can start right away and improve as you go, rather than one that waits for every answer.',
    ),
    quick('You pick up a new skill by watching it once and then trying it yourself, mistakes and all.'),
    quick('A good enough answer reached now pleases you more than a perfect one that arrives too late to use.'),
    quick(
      'Questions that a quick test can settle rarely stay open long around you: you try it and look at what happens.',
    ),
    quick(
      'Your first instinct on a tricky job is to pick up the nearest tool and start, and it serves you well more often than not.',
    ),
  ],
  longish: [
    slow('Fingers as long as your palm weigh both the plan and the fine print before they move.'),
    slow('You like to understand how a thing works before you trust it.'),
    slow('Your fingers match your palm, so you check the plan once and then commit to it.'),
    slow('Your fingers run about even with your palm, so you keep the big goal and the loose screw in the same view.'),
    slow('You sketch the whole thing first, then check each part before a single piece is cut.'),
    slow(
      'An idea only satisfies you once it runs, so you carry it from the whiteboard all the way to something people can use.',
    ),
    slow('Evenly proportioned fingers are read as speed and care in equal parts: quick to begin, careful to finish.'),
    slow('You read the instructions once, keep the parts that matter, and build the thing properly the first time.'),
    slow(
      "Fingers close to your palm's length give a plan the thought it deserves, and then the work it needs to stand up.",
    ),
    slow(
      'Big ideas and small screws get equal attention from you, which is why your projects leave the drawing board and stay standing.',
    ),
    slow('Measure twice, cut once is your rule, and you also know when a third measurement would only be stalling.'),
    slow(
      'Planning a trip, you book the trains and also pack the adapter, the spare charger and a snack for the inevitable delay.',
    ),
    slow(
      'Between the dreamers and the fussers you take the useful middle ground, turning a plan on paper into something that actually runs.',
    ),
    slow(
      'Your recipes come out right because you read them through first, then cook without checking the page every minute.',
    ),
    slow(
      'A project with you moves in clear stages: the overview, the parts list, the careful build, and finally the test you never skip.',
    ),
    slow('Fingers as long as your palm give you two speeds, a quick one for deciding and a careful one for building.'),
    slow(
      'Fingers about as long as your palm belong to a maker of working things: the plan on paper becomes the shelf on the wall.',
    ),
    slow('You write the plan as big headings first, then add the small steps beneath, and the whole list gets done.'),
    slow(
      'A half-working prototype bothers you more than an empty page, so you stay with it until the thing actually runs.',
    ),
  ],
  long: [
    slow(
      'Long fingers are read as a love of order: your cupboards, files and spice jars follow a system, and you could find anything in them with your eyes shut.',
    ),
    slow('A vague arrangement unsettles you, so you pin down the day, the hour and the place before anyone hangs up.'),
    slow('Your long fingers are read as patience with detail: you enjoy the part of the work others rush.'),
    slow('Long fingers like yours take their time over a task and hand it back better made than anyone asked for.'),
    slow('You read the small print for pleasure and usually find the clause everyone else missed.'),
    slow(
      'Your fingers run long for your palm, the mark of an analyst: you take a problem apart before you trust the answer.',
    ),
    slow('Practice never bores you, because the hundredth attempt shows you something the first one could not.'),
    slow('Fingers this long are read as precision: a figure off by a fraction will nag at you until it is put right.'),
    slow('You would rather do one thing exactly right than five things roughly, and your work shows the difference.'),
    slow(
      'Slender and long, your fingers show the patience of a maker who keeps refining after others would call it finished.',
    ),
    slow(
      'Details other people call fussy are the whole point to you: the spacing, the wording, the last coat of varnish.',
    ),
    slow(
      'Your eye goes to how a thing is made: the stitching on a coat, the joints of a chair, the way a sentence is built.',
    ),
    slow(
      'Patience arrives easily for you when the work is delicate: threading, tuning, proofreading, all the jobs that punish a hurry.',
    ),
    slow(
      'Before you accept an answer, you want to see the working, and you can usually spot the exact step where someone guessed.',
    ),
    slow(
      'Mastery appeals to you more than novelty, and you will happily return to a single skill until it becomes second nature.',
    ),
    slow(
      'Recipes, contracts, instruction leaflets: you read every word, and you can say exactly when the warranty runs out.',
    ),
    slow(
      'Learning something new, you go back over the basics until they are solid, and everything you build on them later holds.',
    ),
    slow('Your care shows in the places few people ever look: the back of a drawer, the inside seam, the footnote.'),
    slow(
      'You ask the second question, the one after the obvious one, and that is usually where the real problem hides.',
    ),
    slow(
      'Careful by instinct, you check the map before the trip, the tide before the swim, and the total before you sign.',
    ),
    slow(
      'Long, fine fingers mark a memory for method: you can repeat a job you did once, a year ago, step by step without looking anything up.',
    ),
    slow('Fingers as long as yours are read as a slow, exact mind that would rather be right than first.'),
    slow('With fingers this long, you test a claim from three sides before you let it into your thinking.'),
    slow('Your notes have notes in their margins, and you can still find any one of them in seconds.'),
    slow(
      'Assembly instructions are a quiet pleasure to you, and your flat-pack furniture never has a screw left over.',
    ),
    slow('You taste the sauce again after the last pinch of salt, because close enough never quite satisfies you.'),
    slow(
      'Long fingers are read as patience with the fiddly: you will untangle a knot of wires that others would simply cut.',
    ),
    slow('You would rather take a week and do a thing once than take a day and do it twice.'),
    slow('Instructions written by you are read once and followed, because nothing in them was left to guess.'),
    slow('You keep the receipts, the manuals and the spare buttons, and sooner or later each one is needed.'),
  ],
};

/** The description's closing line: blunt, specific, kind. */
export const DESCRIPTION_CLOSINGS: Record<Archetype, string[]> = {
  VISIONARY: [
    'Your weak spot is the middle of things: you love beginnings and you admire endings.',
    'You get bored by the fourth meeting about the same idea, and it shows on your face.',
    'Half your best ideas arrive on walks, so take more walks.',
    'You would rather be interesting than comfortable, and it mostly works.',
    'Your notes are a graveyard of brilliant beginnings, and a few of them deserve a second life.',
    'You explain things so well that people assume you have finished thinking about them, and you rarely have.',
    'You forget where you parked and remember an idea you had at nineteen.',
    'Your plans outrun your calendar, and the friends who love you have learned to ask when, not if.',
    'You argue to find out what you think, and not everyone realizes that is what is happening.',
    'You give ideas away freely, which is generous, and sometimes a clever way of avoiding the finishing.',
    'The future is your favorite room, but the present has the better furniture.',
    'You remember the exact sentence that changed your mind, and who said it.',
    'People bring you their tangled problems because you make untangling look like a game.',
    'You collect questions the way other people collect stamps, and you never tire of the good ones.',
    'You can lose an afternoon to a single interesting question, and count it well spent.',
    'Your friends rely on you for the name of the book, the film or the person who explains it best.',
    'You often see where a conversation is heading a few sentences before anyone else, and you wait for it politely.',
    'You notice the flaw in an argument the way other people notice a crooked picture.',
    'Handed a map, you redraw it, usually for the better.',
  ],
  BUILDER: [
    'You show love by fixing things, and you quietly wish someone would notice the fixing.',
    'You would rather be right in a year than impressive today.',
    'You are the person people call at midnight, and you pick up.',
    'You keep your word even when nobody would notice if you did not.',
    'You mend what others would replace, and you are quietly proud of every repair.',
    'Praise makes you uncomfortable, so you steer the talk back to the work. Let the compliment land for once.',
  ],
  FREE_SPIRIT: [
    'Your calendar is a suggestion, and everyone who knows you has accepted that.',
    'You are brave in public and harder on yourself in private than anyone would guess.',
    'Boredom is the one thing you cannot forgive.',
    'You make friends in queues and forgive faster than you forget.',
    'You leave every place livelier than you found it, and rarely stay for the tidying up.',
    'Your best stories start with a yes you gave too quickly, and so do a few of your apologies.',
    'Your cupboard holds the gear of five abandoned hobbies, and every one of them paid for itself in stories.',
    'Waiting rooms, slow elevators and long goodbyes test you more than any real emergency does.',
    'You are a wonderful person to get lost with, and a terrible one to ask for directions.',
    'Whatever you feel is plain to your friends within the minute, which they mostly find refreshing and occasionally find badly timed.',
    'You keep a private list of things you will do one day, and you cross more off it than anyone knows.',
    'Your courage is the quiet kind people only notice afterward.',
    'You would rather learn a thing by doing it badly than by reading about it well.',
    'A deadline wakes you up better than any alarm clock ever has.',
  ],
  ORACLE: [
    'You need more time alone than you admit, and you come back kinder for it.',
    'You know how the story ends long before the others do; say so sooner.',
    'People tell you secrets within ten minutes of meeting you. You keep them.',
    'You are the friend people call after the party, and you notice who was left out.',
    'You sense a storm in a friendship before the first word is said, and your forecast is rarely wrong.',
    "You hold more of other people's worries than anyone asked you to carry. Put some of them down.",
    'You rarely raise your voice, and people lean in when you speak.',
    'A rainy afternoon with nothing planned is your idea of luxury, so give yourself one now and then.',
    'Water finds its level, and so do you: give a hard week time, and you come back to yourself.',
  ],
  LOVER: [
    'You remember birthdays, favorite songs and the exact words of an apology.',
    'A beautiful room can fix your whole day, and an ugly one can end it.',
    'You love generously and forgive slowly, and both are worth knowing about yourself.',
    'You give gifts that prove you were listening.',
    'You can turn a paper plate into an occasion, and you often do.',
    'You are the kind to keep ticket stubs, old letters and any recipe a stranger writes down for you.',
    'You take chances on people others have written off, and you are right more often than not.',
    'Your charm gets you through the door, and your loyalty is why you are asked back.',
    'You rearrange a rented room within an hour of arriving, and by evening it feels like yours.',
    'You would rather be moved than impressed, and you can tell the difference in seconds.',
  ],
};

/**
 * A heart line's reach, said only where it is clearly short or clearly long (traits.ts HeartReach):
 * the one line measure that holds from photo to photo well enough to be spoken of.
 */
export const HEART_REACH: Record<'short' | 'long', string[]> = {
  short: [
    'Your heart line is short and stops well before your index finger: your love shows in what you do.',
    'Your heart line is short, ending under your middle finger, the sign of a love that shows in turning up when it counts.',
    'Your heart line is short, so your feelings travel by actions: the coffee made, the lift offered.',
  ],
  long: [
    'Your heart line is long and reaches toward your index finger: once you are in, you are all in.',
    'Your heart line is long, running under your index finger, the mark of someone whose love is wide and generous.',
    'Your heart line runs long across your palm: you love with a long memory and a longer patience.',
  ],
};

/** The life line where it is traced but its sweep was not measured (readings measured before). */
export const LIFE_COURSE: string[] = [
  'Your life line is traced around the base of your thumb, the line palmists read for the shape of a life.',
];

/** The shape trait each life area also reads. */
export const LOVE_BY_THUMB_SET: Record<ThumbSetKey, string[]> = {
  close: [
    'Your hand says you give yourself slowly in love, and wholly once you finally do.',
    'Trust comes before love with you, and it is earned in ordinary days, not in grand declarations.',
    'A private person in love, you let few people in, and those who get there tend to stay.',
    'Your softest side is kept for home, seen only by the handful of people who have earned a key.',
    'You love in confidences: telling someone a secret is your way of telling them they matter.',
    'People who barely know you sometimes read your reserve as coolness, but nobody you love has ever wondered how warm you are.',
    'Your love letters, if anyone ever sees them, are far warmer than anything you would say out loud.',
    'You rarely show affection in public, saving the held hand and the soft word for when the door is shut.',
    'Anyone you let yourself love could tell a stranger how long it took to reach you, and that it was worth the wait.',
    'Heartbreak stays with you a long time, which is part of why you choose so carefully whom to let near.',
    'Your partner is often the only one who knows your worries, your odd habits and the plans you have not yet told anyone.',
    'The clearest sign of your love is an invitation into your quiet evenings at home, a place few people ever get to see.',
    'You test trust in small ways before you offer it in large ones, and a partner who passes finds a fiercely loyal ally.',
    'In love you keep your circle small on purpose: one person to confide in, and a door that opens slowly.',
  ],
  near: [
    'Loyal in love, you prove it in quiet, steady gestures: the remembered order, the text after a big interview.',
    'Letting someone in is a careful business for you, and once they are in, you keep them.',
    'Devotion grows in you quietly, deepening with every ordinary evening instead of arriving in one rush.',
    'Your great loves are likely to begin as friendships, because knowing someone comes first for you and falling comes after.',
    'Love moves in stages with you: a partner meets your friends, then your family, and every introduction is a quiet promise.',
    'Big words come late from you in love, while small kindnesses start early and never stop.',
    'A partner of yours can count on the same warmth after a hard year as on the first good evening.',
    'You remember the small facts of the people you love: how they take their tea, the name of their first pet, the song that was playing when you met.',
    'Flirting has never been your talent, and the people who win you over do it by staying near long enough to be known.',
    'Once you commit, you are in for the long haul, mending quarrels quickly and keeping promises made years ago.',
    'Your affection shows in keeping faith: the birthday never missed, the promise kept, the call returned the same day.',
    'You offer courtesy at once and trust only over time, so a partner learns to treasure every small sign that the door is opening.',
    'Home is where your love is easiest to see: a meal cooked for two, a favorite chair kept free, a light left on.',
  ],
  natural: [
    'Halfway is where you meet love: open to it, and never careless with it.',
    'Warm with a partner and still sure of your own mind, you hold on to both without strain.',
    'You give affection freely and never lose your footing doing it, which makes you steady company in love.',
    'You like a love with space in it, where each of you keeps separate friends and a night of your own.',
    'Quick to flirt and slow to commit, you enjoy being charmed and still choose with your eyes open.',
    'Giving has to run in both directions, and you notice, kindly but clearly, when a relationship starts to tilt.',
    'Arguments with a partner end with you hunting for the fair middle ground rather than the last word.',
    'Sometimes you make the first move and sometimes you let the other person make it, and you read which each moment wants.',
    'On a first date you ask real questions and actually listen to the answers, and by dessert you know whether there will be another.',
    "A partner's friends get a warm hello from you, then a few evenings to show who they are before you count them as yours.",
    'Your past is an open book when a partner asks, told plainly and without drama, though you seldom read it aloud on a first night.',
  ],
  open: [
    'Strangers become friends around you, and a friend is just as likely to become the love of your life.',
    'Affection comes out of you freely, in hugs, notes and invitations, and the people you love feel chosen.',
    'Your welcome is the first thing people notice, and a partner is likely to feel at home with you by the second evening.',
    'There is always a spare chair at your table, and more than one love of yours first sat down in it.',
    'You tell friends you love them as readily as you tell a partner, and you mean it every single time.',
    'When a romance ends, the ex tends to stay a friend of yours, because you end things kindly and never quite bolt the door.',
    'Whoever falls for you gets your whole circle as a bonus, a crowd of friends who mostly met through you.',
    'Your trust comes first and your doubts come later, and people have to work hard to use up your goodwill.',
    'Guests you met an hour ago tell you their life stories, and a talk like that can easily turn into a romance.',
    "Your hand says you shine as the newcomer: a partner's parents and childhood friends take to you quickly.",
    'Your best gift is unhurried time: a whole afternoon spent with someone you love says more than anything in a box.',
    'Loving you means sharing you, since half the neighborhood also considers you theirs.',
    'Your friendliness is so evenly spread that a new partner sometimes has to be told that the warmth you show them is a different kind.',
    "A partner's small wins become occasions in your care: friends are rounded up for the new job, the finished thesis, the passed driving test.",
    'Feelings get aired over supper in your home, since you talk about yours easily and make it easy for a partner to talk about theirs.',
    'A bad evening for someone you love ends at your place, with soup, a blanket and the patience to let them talk themselves out.',
    'Early dates with you tend to become group outings, since you invite every friend you pass, and the right partner finds it funny.',
  ],
  wide: [
    'You love lavishly and announce it, never one to leave a feeling unspoken for long.',
    'With everything you have, you fall for people fast and forgive them faster.',
    'Caution rarely gets a vote in your love life: you jump first, and most of the time the jump was worth it.',
    'Your romance runs on grand gestures, like the surprise concert ticket or a two-hour drive after midnight just to say hello.',
    'Difference draws you in, and your loves tend to come from another country, another profession or another way of seeing things.',
    'Long after the first date, you are still suggesting new adventures for two: salsa classes, a rented van, a different coast.',
    'Saying it first and risking the silence suits you better than waiting for a certainty that may never come.',
    'Generous past the point of sense, you give away the window seat, the final slice and a copy of your key.',
    'The partner for you is one who can pack in ten minutes and never asks where the road ends.',
    'Your love story is likely to run to more chapters than most: a whirlwind, a long-distance stretch, perhaps a meeting at a departure gate.',
    'Romance starts for you with a risk: a note passed to a stranger, a question across a crowded platform, a number on a napkin.',
    'You are the kind to move in, adopt a dog or book a shared trip far earlier than sensible, and the leap usually lands well.',
    'A romance that ends badly never keeps you cautious for long: you laugh about it with friends and are ready to risk everything again.',
    "Falling for someone means falling for their world: in a few visits you know their sport's rules and the songs they grew up with.",
    'Your best dates are the kind nobody books: a bus to the last stop, a festival tracked by its music, supper wherever the evening runs out.',
    'The loves that last with you keep changing shape, with both of you still learning something new about each other and about the world.',
  ],
};

export const CAREER_BY_FINGERS: Record<FingerKey, string[]> = {
  short: [
    'You suit work where decisions come fast and the results are there for everyone to see.',
    'You are happiest with work you can count, stack or ship before the afternoon is out.',
    'Your hand says your best days close with something finished you can point at.',
    'A deadline on the wall brings out your best: rush orders, quick repairs, the shift that must close on time.',
    'Garages, market stalls and workshops suit you, since a job only counts for you once it is visibly done.',
    'Trades and field work suit you, from electrics to landscaping, where a day ends with something working that did not work at dawn.',
    'Managers learn to hand you the urgent job, because you clear it without asking for a committee.',
    'You like to see results while the work is still warm, so look for teams that test an idea early and learn from it fast.',
    'Stage crews, delivery routes and busy front desks reward your knack for acting at once and sorting the paperwork afterward.',
    'Event work suits your pace: the setup at dawn, the crowd by noon, and the whole thing packed away by dark.',
    'You judge a job by its results, and you work best for bosses who do the same rather than counting hours at a desk.',
    'Small businesses suit you, where one person spots a snag on the shop floor and sorts it out before lunch without a memo.',
    'Repair desks, workshops and warehouse floors suit you, where the problem is in front of you and the fix is in your hands.',
    'Roles that mix a little planning with a lot of doing keep you sharp, especially where you can see each result by closing time.',
    'Customers warm to a person who sorts out the trouble before they finish describing it, which is why they tend to come back asking for someone like you.',
  ],
  shortish: [
    'Setting the direction suits you more than polishing it, so look for roles that start things and pass them on.',
    'Launches, rescues and first drafts are your kind of work: anything that needs momentum more than finish.',
    'You thrive where getting something moving counts for more than getting it perfect.',
    'A stalled project comes back to life once it lands with you, because you supply the first shove.',
    'A blank page holds no fear for you: your rough draft exists while the others are still arguing about the brief.',
    'You come alive at the start of things: the pitch, the pilot, the opening day.',
    'Work that shifts shape halfway suits you, because you correct course while moving instead of halting to replan.',
    'Field sales, site management and new store openings suit you, since each asks for quick calls made on the spot.',
    'Teams bring you in to break a deadlock, since you would rather test two options for real than debate them around a table.',
    'Hands-on roles with variety keep you keen: no two days alike, and a practical fix needed in most of them.',
    "You make a strong second-in-command on a new venture, the one who turns the founder's sketch into something customers can hold.",
    'Work with a short loop between effort and result suits you: try a change in the morning and see it working by the afternoon.',
    'Kitchens, studios and young companies suit you, where the first version goes out early and the second is built on what people did with it.',
    'You are the colleague who books the room, makes the call and gets a trial running while the plan is still being drafted.',
    'Dispatch desks, emergency cover and busy counters suit you, where the next problem arrives before the last one is filed.',
    'You learn a job by doing it, so an apprenticeship or a week of shadowing teaches you more than any course handbook.',
  ],
  longish: [
    'A good plan and well-handled details both pay off in the work that suits you best.',
    'You care about the overall shape and the fine print in equal measure, so choose work that needs both.',
    'Plans become real in your care: you turn a slide deck into a working system.',
    'On any project you stand between those who imagine it and those who build it, and both camps trust you.',
    'Operations, product work and project management suit you: you read the schedule and spot the snag hidden inside it.',
    'You can sketch the blueprint before lunch and tighten the bolts yourself by late afternoon.',
    'You make a fine trainer or teacher: first the whole map, then each step, in order.',
    'Jobs that run from the rough sketch all the way to handing over the keys hold your interest at both ends.',
    'You plan with money, deadlines and real materials in mind, so your plans survive contact with all three.',
    'Given a loose idea and a box of tools, you return something that genuinely works.',
    'Work that asks for a plan on Monday and a working result by Friday suits you, and you deliver both.',
    'Renovations, launches and rollouts suit you: the vision and the checklist both live in your head.',
  ],
  long: [
    'Precise work suits you best: editing, engineering, fine craft, any job where a small slip is expensive.',
    'You are built for mastery, the kind of work you can go on improving for decades.',
    'Research and design reward your eye for detail, and so does any job where care is the whole point.',
    'Archives, laboratories and audit rooms suit you, since patience there is half of what the job asks.',
    'Contracts belong on your desk before anyone signs them, because you are the careful second look.',
    'Analysis is your home ground: in a tangle of figures, you spot the pattern others scrolled straight past.',
    'A craft that takes a decade to learn suits you, and the eleventh year still feels like a pleasure.',
    'You earn your name in work judged on accuracy, not on how fast it leaves your desk.',
    'Code review, restoration and translation reward your care, since one wrong character there can change the whole meaning.',
    'The problem everyone else has given up on is the one you stay with, patiently, until it cracks.',
    'Specialist roles fit you, since you would take one subject known to its depths over ten skimmed.',
    'Work measured in millimeters suits you: joinery, jewelry, instrument making, anything built to last.',
    'Final sign-off suits you, the last look before a book goes to print or a new building opens its doors.',
    'Your reputation compounds quietly, job by job, as word spreads that your figures never need rechecking.',
    'Fields where the training is long and the standards exacting suit you, from tailoring to actuarial work.',
    'Data, diagrams and dense documents never tire you: you read them closely and report what they really say.',
    'Teaching a demanding skill suits you, because you can show each step slowly until a beginner gets it exactly right.',
    'Any job with a long checklist and no shortcuts suits you, from aviation to pharmacy to surveying.',
  ],
};

export const HEALTH_BY_PALM: Record<PalmKey, string[]> = {
  long: [
    'Your moods set your pace more than the clock does, so unhurried evenings keep the following days steady.',
    'Gentle beginnings suit you: a quiet cup, no screens, nobody asking anything of you in the first hour.',
    'Quiet is how you recharge, so treat your time alone as an appointment you keep.',
    'Loud, crowded days take more out of you than out of most people, so follow one with an hour that asks nothing.',
    'Your evenings go better with a small ritual: a record, a few pages, one low lamp instead of the overhead glare.',
    'Your energy comes and goes in waves, so the demanding jobs go best in the hours when you usually feel brightest.',
    'A slow wind-down brings you the deepest rest, so the last hour of your evening belongs to something soft and familiar.',
    'Crowded calendars unsettle you well before the busy days arrive, so a clear day between two full ones is worth guarding.',
    'Strong feelings tire you more than long hours do, so after a hard conversation give yourself an hour before the next demand.',
    'Light reaches your mood quickly: a bright room lifts a low day, so open the curtains before you decide how the day is going.',
    'Writing a feeling down settles it for you, so give the day a page of its own before you sleep.',
    'Music resets you faster than anything else, so keep a short list of the pieces that bring you back to yourself.',
    'Being looked after restores you as much as rest does, so let a friend do something for you now and then.',
  ],
  longish: [
    'Calm surroundings restore you far better than a packed social calendar ever could.',
    'Hurry and racket wear on you more than you let on, and each quiet hour you claim pays you back twice.',
    'You start best slowly: a gentle morning sets up your day better than a dawn alarm.',
    'A ten-minute pause between one commitment and the next does more for you than any long rest at the end.',
    'You refill in calm places: a reading room, a walled garden, a window seat on a slow train.',
    'One thing at a time is your best pace, so close the other tabs, on the screen and in your head.',
    'Keep your play unhurried: a lazy swim, a walk with nowhere to be, a bike ride nobody is timing.',
    'You soak up the mood of any room, so on low days choose company that moves slowly and speaks softly.',
    'Background noise can wear on you long after you stop noticing it, so real quiet for a few hours of each day is worth more than it looks.',
    'Your best rest is the unscheduled kind: an afternoon with no plan, a familiar novel, a pot of something simmering slowly.',
    'Arriving flustered spoils more of your day than it would for most, so ten spare minutes before anything that matters are worth guarding.',
  ],
  squarish: [
    'Routine is your quiet strength: meals at the usual time and a bedtime you actually keep.',
    'You thrive on rhythm, the same walk at the usual time, repeated until it runs itself.',
    'Your hand says your energy is steady, and it goes furthest when spread evenly across the day.',
    'A fixed shape to your days suits you: an evening for friends, an evening for chores, an evening for nothing.',
    'Daily effort in modest doses suits you far better than grand bursts that leave you flat afterward.',
    'Travel and late evenings knock you off your stride, and the fix is simply returning to your usual hours.',
    'New habits stick when you pin them to old ones, like the morning kettle or the walk to the bus.',
    'Steady beats fast for you: choose the pace you could hold from breakfast to supper.',
    'A predictable evening is restful in its own right for you, so anchor your days with a few fixed points.',
    'Small, regular pleasures keep you level: the Friday film, the Saturday market, the same bench in the park.',
    'An unhurried weekend morning is the hinge of your week, the point where the busy days let go of you.',
    'You rest best in familiar places: your own chair, your own pillow, the corner café where they already know your order.',
    'A week planned in outline, with the details left to the day, keeps you steady without boxing you in.',
    'The seasons make good markers for you: a spring clear-out, a slower summer, an autumn return to your usual hours.',
    'Fresh air at some point in each day keeps your mood even, whether it comes from a garden, a balcony or an open window.',
    'Cooking something simple from scratch settles you after a scattered day better than any treat could.',
  ],
  square: [
    'You can keep going for ages, and the trap is keeping going once the enjoyment has quietly left.',
    'You were made to go the distance, and even a distance runner takes proper days off.',
    'Shouldering more than most without a word comes easily to you, so choose, on purpose, one load to set down.',
    'You can handle a punishing run of work, so put the days off in the calendar before the run begins.',
    'Weariness sneaks up on you late and in one heavy wave, so down tools while you still feel fresh.',
    'Rest for you is usually active: a vegetable patch dug, a bike mended, a walk with a destination.',
    'Delegating counts as rest for you: each task passed to someone else is an hour returned to you.',
    'Your hand says you have staying power to spare, and with it a tendency to cancel time off so the job gets done.',
    'Outdoor work and rough play restore you: a long day up a mountain sends you home refreshed, not drained.',
    'Once a habit starts with you, it runs for years, so pick the ones you would gladly keep that long.',
    'Others rely on you because you rarely wobble, so hand over the cooking, the driving and the planning for one evening.',
    'Running out of drive is rarely your problem, but missing the moment it dips is, so take stock at midday.',
    'You recover best by switching tasks rather than stopping, so keep a gentler second job for tired afternoons.',
    'A good meal shared after a hard stretch puts you right faster than a quiet weekend alone.',
    'Your reserves run deep, so the thing to watch is not running dry but running on habit: change one routine when it stops pleasing you.',
  ],
};

export const JOURNEY_BY_THUMB_SET: Record<ThumbSetKey, string[]> = {
  close: [
    'The changes that count in your life tend to be ones you choose rather than ones forced on you, and you rarely look back with regret.',
    'Slowly, and strictly on your own terms, your world grows wider.',
    'Your life grows outward from a small core of loves: one person, one place, one craft at its center.',
    'When you make a big move, friends usually learn of it after the lease is signed, because you keep plans private until they are real.',
    'Depth matters more to you than distance, and a single town known down to its back alleys can fill a lifetime.',
    'When your course shifts, an old friend is usually the reason, rarely someone you have only just met.',
    'Your adventures often happen close to home: a new skill, a deeper friendship, a garden that takes ten years to get right.',
    'A big leap is rare for you, and when one comes, it usually carries you toward people or a place you already love.',
    'Places hold you as much as people do, and leaving a home you love is the hardest kind of change for you.',
    'Your turning points will rarely make headlines, though each one shifts your life more than the louder moves of your friends.',
    'The same mug, the same chair and a box of old letters go with you from one stage of life to the next.',
  ],
  near: [
    'Your hand says you move through life in measured steps, testing the ground before each new one.',
    'In the end you cover real distance, in stages you pick one by one.',
    'Between adventures you come home to recharge and report back, and then you head off again.',
    'A favorite diner or a familiar stretch of coast is the kind of place that keeps drawing you back, and every visit measures how much you have grown.',
    'Before any move you visit at least twice and quiz the locals, and your moves go smoother for the homework.',
    'When you move, you tend to arrange a soft landing, a friend in the new town or a cousin a short drive away.',
    'The biggest changes in your life will come through people you have known for years, rarely through an offer from a stranger.',
    'Career changes tend to find you through a friend or a former colleague, someone who already knows what you can do.',
    'You rarely burn a bridge on your way out, the kind of person an old job, an old town or an old landlord stays on good terms with.',
    'On the road you like to start from a friend of a friend or a familiar face, and from there you are happy to wander.',
    'Your path is likely to show few lonely stretches in hindsight, since you tend to take each new direction with someone you trust close by.',
  ],
  natural: [
    'The right door gets a yes from you when it opens, and the wrong ones get a polite no.',
    'Roots and roads both belong in your life: a home you keep and trips you take from it.',
    'When a change of course is needed, you make it with good grace and without drama.',
    'A job in a distant city has to outweigh the friends it would cost you, and you do that sum honestly.',
    'You stay somewhere long enough to know it well and move on while it still feels fresh.',
    'On a trip you plan the mornings and leave the afternoons free, and your life runs on that same mix.',
    'Your turning points tend to be conversations, advice you sought out, slept on, and then followed or politely ignored.',
    'Part homebody and part wanderer, you go exactly as far as a good reason takes you and no farther.',
    "A stranger's tip or a surprise offer always gets a hearing on your road, and then gets measured against what you already value.",
    'Your path has more gentle bends than sharp turns, each taken after a good look at what lay around the corner.',
    'Neither the boldest nor the most cautious of your friends, you are the one consulted before a leap, because your own were well chosen.',
    'Your life grows by sensible steps, each one taken once the last has settled.',
    'The big changes in your life arrive slowly enough to be chosen, and never so slowly that they pass you by.',
  ],
  open: [
    'Chance meetings steer your life harder than any plan you draw up, and you would not have it otherwise.',
    'Your road will be crowded with more faces and more places than you ever pictured when you started.',
    'Invitations are how your life expands: the dinner you almost skipped, the trip someone else planned.',
    'Wherever you move, the neighbors are on first-name terms with you while half your boxes are still taped shut.',
    "Friends' guest rooms are likely to mark your real map, with a sofa in one city after another that has your name on it.",
    'Jobs tend to find you over dinner rather than through an application, because someone at the table always knows someone.',
    'You rarely make a big change alone: a move, a new field or a fresh start usually comes with a companion beside you.',
    'Travel, for you, is about people more than monuments, and you come back with tales strangers told you over train tables and late ferries.',
    'Your best detours start as favors: you fly out to help a friend move and find a reason to stay.',
    'Every new chapter hands you a guide, someone who knows the ropes and is happy to teach you the shortcuts.',
    'Kindnesses you have long forgotten come back years later as introductions, offers and open doors.',
    'New chapters never cost you the old friends, who come along with you, so your cast of characters keeps growing.',
    'Somewhere along the way you become the person who shows newcomers around, and a string of people will credit you with their own good start.',
    "Every home you keep becomes a stopping point on other people's journeys, with a steady stream of visitors passing through the spare room.",
    'Later in life you will have more godchildren, honorary nieces and standing invitations than you can easily count.',
    "Your story keeps widening to take in other people's causes: a neighbor's campaign, a friend's new shop, a club that needed one more volunteer.",
    'Your big days come crowded: a graduation, a move or a birthday fills up with people who each helped you get there.',
    'Each place you have lived leaves you a friend or two, and your map is drawn in their addresses.',
    'You say yes to the introduction, the spare seat, the group outing, and each one opens another stretch of road.',
    'Many of the turns in your story are likely to be suggested by someone sitting next to you at the time.',
    'Your address book reads like a travel log, every entry a person who once pointed the way.',
  ],
  wide: [
    'Your hand says your turning points arrive as snap decisions, a yes blurted out before you have checked the calendar.',
    'You will end up a long way from your starting point, much farther than anyone who knew you back then would guess.',
    'Restless as a compass needle, you feel most yourself when there is an unfamiliar skyline ahead.',
    'You will collect addresses the way others collect postcards, unpacking in more homes than most people ever visit.',
    'Traveling light is your habit in life as on the road, and nothing you own would stop you leaving on short notice.',
    'Some of your leaps fall short, and those misses turn into the stories you tell best and the lessons you keep.',
    'The moment a place holds no more surprises, you grow restless and begin browsing maps of somewhere new.',
    'A layover can turn into an address for you: a town you only mean to cross can easily become home.',
    'Every leap you take pays out for others too, since you come home with names, leads and favors to pass along.',
    'Yours is the late career change nobody predicted, a new field taken up just when your peers are settling down.',
    'Over a lifetime you will pick up pieces of several languages, enough in each to order supper, argue about football and make a friend.',
    'Somewhere on your road is a gamble everyone called reckless, and it becomes the turning point you are proudest of.',
    'You learn by plunging in: the new city before the language, the job before the training, the boat before the swimming lessons.',
    'Stories from your road will outnumber the photos: a borrowed motorbike, a wrong train, a wedding you are invited to by strangers that same morning.',
    'Some of your boldest moves look, in hindsight, like the only sensible ones, which is cold comfort to everyone who begged you to wait.',
    'A few doors will close behind you for good, and you will walk through the next one without mourning them for long.',
  ],
};

/** The thumb's length at work: how you lead or persuade. */
export const CAREER_BY_THUMB: Record<ThumbKey, string[]> = {
  short: [
    'Your hand says you do your best work by winning people over, so look for roles where bringing others along is the job.',
    'You shine as one persuasive voice inside a team rather than as the person giving orders from above it.',
    'Work that keeps changing its mind suits you: when the brief is rewritten overnight, you rewrite your part without a sulk.',
    'You lead with questions rather than instructions, and anyone working under you is likely to find you a pleasure to work for.',
    'Under a clear lead you flourish, taking the direction someone else set and handing it back improved.',
    'Insisting is not your method: at work you carry the day by letting others believe the idea was theirs all along.',
    'Your career tends to grow sideways, from chances you said yes to, more than up a ladder you planned.',
    'Red ink on your draft barely stings: you take the notes, switch direction, and the next version is better for it.',
    'Titles matter little to you, because you sway decisions from a middle seat at the meeting, seldom from the head of the table.',
    'You pick the one fight at work worth having and let the smaller ones pass without a word.',
    'Reorganizations that rattle your colleagues barely slow you, since you have found your place on the new chart by the first coffee.',
    'Your influence at work travels through hallway chats and well-placed suggestions more than through formal authority.',
    'Freelance and project work suit your flexible will, since each client sets a fresh course and you follow it gladly.',
    'A pitch from you sounds like an invitation, which is why clients sign without feeling sold to.',
    'Your influence at work runs through good questions rather than orders, and the answers tend to go your way.',
    'Reorganizations that rattle a team leave you calm: you find your place in the new shape within days.',
  ],
  shortish: [
    'Tact opens more doors for you than force ever would, so choose work that rewards a light touch.',
    'Arguments that other people start at work tend to end at your desk, settled, with nobody humiliated.',
    'Across a negotiating table you find the figure both sides can accept, and nobody walks out feeling beaten.',
    'You can say no to a client and still keep the client, which makes account work a natural fit.',
    'When a tense email needs answering, colleagues forward it to you, trusting your tact when the pressure is on.',
    'Between two departments that speak different languages, you are the translator both sides believe.',
    'You decide after hearing everyone out, and the final call is yours to make.',
    'Your criticism lands softly and still gets acted on, so you can tell a boss the plan has a gap in it.',
    'Timing is your quiet talent at work: you know which point to raise in the meeting and which to save for the corridor.',
  ],
  longish: [
    'You have the steady will a long project needs, still pushing once the early excitement has gone.',
    'Your authority is the quiet kind: nobody gets scolded, and still your deadlines are kept.',
    'Multi-year projects suit you, because your commitment outlasts the launch party by a long way.',
    'Colleagues fall in behind you without being asked: you seldom give an order and seldom have to.',
    'When work turns into a crisis, you stay composed and keep everyone on the plan that was agreed.',
    'Setbacks cost you some time and rarely the goal: you find another route and keep going.',
    'Once you name a date, others build their schedules around it, because your word at work holds.',
    'Standards stay put on your watch: when everyone is tired and tempted to cut corners, you keep the bar where it was.',
    'You are the colleague who keeps tending a project after its sponsor has moved on, and it thrives because of you.',
    'Quietly and without a title, you become the person whose yes a proposal needs before it goes anywhere.',
    'Slow-burning careers suit you: the apprenticeship, the partnership track, the firm grown one client at a time.',
    'Given a messy project inherited from others, you sort it patiently and deliver what the last three owners promised.',
  ],
  long: [
    'You are made to lead, so choose work where the terms are yours to set.',
    'Abandoned projects end up finished on your desk, and the people who matter notice who finished them.',
    "The final say suits you, blame included: you would sooner own a wrong call than sit waiting for someone else's.",
    'Stalled decisions come unstuck once they reach you: you weigh the options, make the call and move the meeting along.',
    'Working for yourself suits you: no one needs to tell you to begin, and no one gets to tell you to quit.',
    'Turnarounds are your specialty: hand you a failing project and you haul it, piece by piece, to a finish.',
    'You set your own targets, higher than anyone asked, so ambitious goals handed down from above rarely scare you.',
    'People follow you into hard projects because you have so plainly decided the work will succeed.',
    'A vague brief never stays vague with you: you turn it into one clear goal with your name on it, and that goal gets met.',
    'You negotiate from a settled mind, and the other side senses early that on the points that count you will not be moved.',
    'A no from above sounds to you like a not-yet, and you quietly gather the case that turns it around.',
  ],
};

/** How the thumb is held, read for your energy (habits and rhythm, never a health claim). */
export const HEALTH_BY_THUMB_SET: Record<ThumbSetKey, string[]> = {
  close: [
    'Your hand says you recharge alone, so protect your quiet hours as you would an appointment.',
    'You keep your energy in reserve, so spend it on purpose, not on whoever asks first.',
    'Somewhere of your own restores you, even a single chair by a window where nobody needs anything from you.',
    'Crowds drain you faster than anyone can see, so slipping out of a party early is self-care, not rudeness.',
    'Habits you keep to yourself are the ones that last, so start new routines quietly and tell no one.',
    'After a day of other people, give yourself an hour of silence before you answer a single message.',
    'Solitary pastimes suit you best for winding down: a jigsaw, a long swim, a notebook and a pot of tea.',
    'Your rest works best when nobody can reach you, so switch off the phone for one unhurried stretch of every day.',
    'Welcome guests still tire you, so plan a quiet morning after every visit and keep it free of errands.',
    'A daily walk alone, with no company and no headphones, is how you clear out the noise of other people.',
    'Say no to the extra invitation without guilt, since a quiet night in is what lets you meet the next busy day fresh.',
  ],
  near: [
    'Modest habits kept faithfully do more for you than ambitious resolutions announced with fanfare.',
    'Build your routine for your worst day, not your best, and you will still be keeping it years on.',
    'A new habit gets a trial run or three before you trust it, and the keepers stay with you for good.',
    'Familiar company restores you most, like a standing lunch with a friend from your school days.',
    'Keep a standing evening for the people you know best, since an easy night with old friends refills you faster than a new crowd.',
    'New habits take a while to feel like yours, so a familiar comfort carried over from the old chapter makes any new one easier.',
    'A familiar walk at a familiar hour clears your head better than any new routine could.',
    'Trust the rest that has always worked for you, whether it is a long bath, an early night or an hour with a crossword.',
    'A roomful of new faces costs you more energy than it seems to, so follow a busy gathering with an evening among familiar ones.',
  ],
  natural: [
    'Balance comes naturally to you when your days have some slack in them.',
    'You know where your limits sit, and that instinct deserves your trust.',
    'A night out followed by a night in keeps you level, and you can tell when the balance starts to tip.',
    'Your routines flex instead of snapping, which is why a trip or a busy holiday seldom throws you for long.',
    'New hobbies get a fair try from you, but only the ones that earn their spot survive.',
    'You let full days and empty ones alternate naturally, instead of forcing each one into the same shape.',
    'Give-and-take with friends keeps your energy up: you go along on their dawn hike, and they linger over your late breakfast.',
    'Small company restores you best: two or three friends and a long walk lift you more than either a crowd or a closed door.',
    'Your calendar works best with a few open invitations and a few firm refusals, and you can give both without guilt.',
    'On vacation you want one fixed plan a day and the rest left to chance, which sends you home rested rather than bored or rushed.',
  ],
  open: [
    'Your hand says company lifts your mood, so walk with a friend, cook for a crowd and play on a team.',
    'Variety keeps you fresh, so change the route of your walk, the game you play and who you play it with.',
    'Someone waiting for you is the best reminder you have, so join the walking club instead of promising yourself solo laps.',
    "Other people's plans fill your calendar fast, so block out one evening that belongs to nobody but you.",
    'Talking things through clears your head, and ten minutes on the phone with a friend beats an evening of brooding.',
    'Picnics get booked and quiz teams captained by you, so remember to play as well as organize.',
    'Rest does not have to be silent for you, and a noisy cafe with a good friend often calms you more than solitude.',
    'Interruptions barely ruffle you, so plan your days around people instead of hiding from them to get things done.',
    'Good company is catching for you, so fill your free evenings with the friends who send you home lighter.',
    'Since you are so often the last one out the door, decide on a leaving time before you even arrive.',
    'A few words with someone early on, a barista or the neighbor with the dog, get your day off to its best start.',
    "Helping out lifts your mood: an afternoon at a community garden or a friend's moving day leaves you brighter than a lazy one would.",
    'A dog would suit your rhythm, with two walks a day and a steady stream of chats with other owners along the way.',
    'After a night of hosting, allow yourself a slow morning among the leftovers before you say yes to anything else.',
    'Long talks with friends send you home carrying their worries, so end those evenings with something light, a silly film or a stroll.',
    'Celebrations restore you more than they tire you, so mark small wins with a gathering instead of saving the party for the big ones.',
  ],
  wide: [
    'You throw yourself wholly into whatever excites you, so leave proper downtime between one adventure and the next.',
    'A challenge fires you up, and pacing that fire is what makes it last the distance.',
    'Boredom wears you out faster than hard work, and a tame, predictable day leaves you flatter than a packed one.',
    'Fresh scenery is how you rest, and an unfamiliar trail restores you better than an afternoon on the sofa.',
    'You sign up for new things on a whim and lose interest once the novelty fades, so keep the first target modest.',
    'Thrilling days leave you buzzing long after dark, so keep a landing ritual: dim lamps, a paperback, nothing scheduled.',
    "Your enthusiasm spills into everyone else's projects, so save a share of it for the plans that are yours.",
    'Your drive arrives in bursts rather than a steady flow, so plan around the surges instead of fighting them.',
    'Take one small ritual along wherever you roam, a journal page at dawn or your usual first coffee, and every day has an anchor.',
    'Midnight plans appeal to you more than they should, so guard a couple of early evenings for every late adventure.',
    'Thrilling pastimes draw you (the climbing wall, the cold sea, the night ride), and they go best with a friend who knows the ground.',
    'Back from a trip, you tend to plan the next one before unpacking, so give yourself a homecoming day with no bookings at all.',
    'An evening left empty on purpose, so something unexpected can fill it, restores you more than any carefully planned rest.',
    'Long stretches of the same routine make you restless, so give each habit a planned end and swap in something fresh when it arrives.',
    'Dares and contests get you moving, so turn dull habits into games: a streak to keep, a record to beat, a friendly bet.',
  ],
};

/** The thumb's length, read for the road: who steers it. */
export const JOURNEY_BY_THUMB: Record<ThumbKey, string[]> = {
  short: [
    'You let the people you love tug your road toward wherever they are, and you follow without a fuss.',
    'Your hand says you hold the map loosely and let life choose some of the turns, and it tends to choose well.',
    'Your finest chapters tend to begin with an unplanned turn, since you take whatever road appears in front of you.',
    'Set down in a strange city, you adapt quickly, with a routine and a favorite corner shop before the first rent is due.',
    'Few battles with circumstance seem worth it to you: you spend your will on the handful of bends that count.',
    'Curiosity steers your road more often than strategy does, and it has taken you to good places.',
    'Starting again from scratch scares you less than it scares most people, because you trust yourself to land well.',
    'Offers, more than decisions, make your turning points, and you have a knack for saying yes to the good ones.',
    'You are not too proud to be talked around: one good argument can send you down a different road.',
    'You find the way around an obstacle instead of through it, and still get where you were going.',
    'When life asks you to move, you go, and you unpack with surprisingly little complaint.',
    'A suggestion from a friend or a job someone else found has often set your course, and the results have mostly pleased you.',
    'You rarely plot more than one bend ahead, which leaves you free to take the better road when it shows itself.',
    'When a plan collapses under you, you build a new one from the pieces before others have finished mourning the old.',
    'A persuasive friend or a kind word can change your plans, and you have learned that bending with the road often gets you further.',
    'You give way gracefully when the road narrows, and your willingness to change course tends to open doors a firmer walker would miss.',
  ],
  shortish: [
    'You make your biggest changes after talking them through, with encouragement from someone you trust behind you.',
    'Your road is shaped by agreements and conversations more than by any master plan.',
    'You bargain with life rather than conquer it, giving up a little here to gain a lot there.',
    'Small corrections are how you steer, a few degrees at a time, and you almost never swing the wheel hard.',
    'When you get half of what you hoped for, you take it kindly and use it as your next stepping stone, not as a defeat.',
    'Change, for you, is a conversation you hold with yourself until you agree, never something you force.',
    'Faced with two roads, you go looking for a third that suits everyone, and you usually find it.',
    'Good timing is how you steer: you hold off until a change can happen without a scene.',
    'Your will and your circumstances share the map, and they agree more often than they argue.',
    'You win people over to your plans with warmth rather than pressure, and your turns are the kind that get agreed over a kitchen table.',
    'When a door closes, you talk your way to another one nearby, adjusting the plan just enough to fit.',
    'You listen before you steer, and the advice you take on board tends to point your road somewhere better.',
  ],
  longish: [
    'Once you choose a direction, you keep steering it yourself until you arrive.',
    'You plan your road and then, unlike most planners, you actually walk it.',
    'Few chapters of your life are left half done: you finish each stage before you start on the next.',
    'When a detour comes, you take it in your stride and steer back onto the road you picked.',
    'Your big decisions take their time, and once made they stand for years.',
    'Without fanfare, you walk your life step by step toward the place you always intended.',
    'Big moves happen on your own schedule, and circumstance has to knock a long time to hurry you.',
    'Decade-long ambitions suit you: you are still on the road long after others have turned for home.',
    'Your road bends less than most, because you keep returning to the heading you first set out on.',
    'Long apprenticeships suit your journey: you stay with a craft, a town or a promise until it pays back in full.',
    'Interruptions pause your plans without canceling them, and you pick up the thread exactly where you left it.',
    'People who knew you young are rarely surprised by where you ended up, since you named the place early and kept walking.',
    'You walk toward your goals at an even pace, rarely hurried and rarely stopped, and the distance covered adds up.',
    'Setbacks slow you down without changing where you are headed, and you wait out a bad stretch calmly until the road clears.',
    'Patience is your quiet advantage on the road: you let chances ripen and then take them with a steady hand.',
  ],
  long: [
    'Your hand says the turning points of your life are choices you made, not accidents.',
    'You are likely to end up building, almost word for word, the life you first sketched out for yourself.',
    'Finishing what you start runs through your story, the kind of story where the diploma gets framed, the house gets bought and the manuscript gets done.',
    'Obstacles on your road get moved, not dodged, because you would rather clear a path than take a detour.',
    'You make big decisions cleanly, without dithering, and then live them all the way.',
    "You claimed the driver's seat of your life young, and nobody has been handed the keys since.",
    'With you, ambition arrives with an itinerary: first the destination, then the road built to reach it.',
    'Where others wait for a sign, you choose a date, and the date becomes the sign.',
    'Your road has a few hard climbs you chose on purpose, and you would choose every one of them again.',
    'When luck offers you a shortcut, you check first that it still leads where you meant to go.',
  ],
};

/**
 * Predictions by the level of the area's main trait: what will happen and what to do about it, written
 * together as one thought (two halves drawn apart read as non sequiturs). Stored and reread for
 * months, so they name no period.
 */
export interface Prediction {
  happens: string;
  advice: string;
}

export const PREDICTIONS: Record<'love' | 'career' | 'health' | 'journey', Record<Level, Prediction[]>> = {
  love: {
    low: [
      {
        happens: 'Someone from your oldest circle will finally ask the question they have kept to themselves.',
        advice: 'Give them a true answer, even a brief one, and let the quiet after it be comfortable.',
      },
      {
        happens: 'A friend you see only now and then will be the one who turns up when it counts.',
        advice: 'Let that friend know, in your own understated way, that you saw who came.',
      },
      {
        happens:
          'A person you keep at a careful distance will keep coming back, patient and unhurried, until you notice.',
        advice: 'Let them come one step closer, a single step, and watch what they do with it.',
      },
      {
        happens:
          'If there is a quiet rift in your family, it will begin to close the moment someone makes the first small move.',
        advice: 'Be that someone: a short note or a dish left at their door is enough.',
      },
      {
        happens: 'Someone new will keep small promises, one after another, until you realize you already trust them.',
        advice:
          'Judge them by the kept promises rather than the missing speeches, and let that decide how close they come.',
      },
      {
        happens: 'A partner or close friend will ask to see a corner of your life you usually keep private.',
        advice: 'Show them one room of it at your own pace, and see whether they are careful there.',
      },
      {
        happens: 'The person who remembers how you take your coffee is paying closer attention than you think.',
        advice: 'Return the attention in kind: learn one small habit of theirs and honor it without comment.',
      },
      {
        happens:
          'A colleague or acquaintance you have known a while will slowly become the first person you tell things to.',
        advice: 'Notice who you reach for with good news, and let them know they come first.',
      },
      {
        happens: 'You will trust someone with a secret you have never said aloud, and it will stay safe with them.',
        advice: 'Let that kept secret count for a lot, and trust them with the next thing when it comes.',
      },
      {
        happens:
          'A partner will introduce you to their family, and the evening will mean more to you than you let show.',
        advice: 'Tell them afterward, in plain words, what it meant, since your quiet is easy to misread.',
      },
      {
        happens:
          'If there is an apology you have waited a long time to hear, it will finally come, awkward and sincere.',
        advice: 'Take it for what it is, and decide at your own pace how much of the old closeness to rebuild.',
      },
      {
        happens:
          'A new friend will ask you along to something that clearly matters to them, a recital or a family supper.',
        advice: 'Go, arrive on time and stay to help clean up, because showing up is how you say what you feel.',
      },
      {
        happens: 'A faraway friend will go quiet, and you will wonder which of you should write first.',
        advice: 'Write the first message, short and warm, and let the old ease return at its own speed.',
      },
      {
        happens:
          'Someone you are just getting to know will tell you about a hard chapter of their life sooner than you expected.',
        advice: 'Listen without trying to fix it, and offer a piece of your own story only when you are ready.',
      },
      {
        happens:
          'A couple you admire will show you, without meaning to, the kind of steady love you want for yourself.',
        advice: 'Ask them how they weathered their hardest years, and listen for the ordinary habits in the answer.',
      },
      {
        happens:
          'A first date will go quietly well, with no fireworks, and you will catch yourself hoping for another.',
        advice: 'Say plainly that you would like a second one, since a calm beginning suits someone like you.',
      },
      {
        happens: 'Someone close to you will turn inward for a while and need more of your patience than usual.',
        advice:
          'Keep the small shared routines going, a meal or an evening walk, and let them find their way back to you.',
      },
      {
        happens: 'A new partner will want to meet your friends sooner than you feel ready for.',
        advice: 'Choose one friend and one easy evening, and let the other introductions follow in stages.',
      },
      {
        happens:
          'An old photograph will bring back a friend who drifted away, and the wish to reconnect will stay with you.',
        advice: 'Send them a copy with a short note, and leave the door open without pressing.',
      },
      {
        happens:
          'Someone close will lean on you through a hard stretch, and your steady presence will matter more than any words.',
        advice:
          'Show up at the usual times, and say out loud the one kind sentence you would normally keep to yourself.',
      },
      {
        happens:
          'A neighbor you have nodded to for ages will stop to talk one evening, and the talk will run longer than either of you planned.',
        advice: 'Invite them in for a cup of something warm, and let the friendship grow at the pace you both prefer.',
      },
      {
        happens:
          'Someone will notice that you go quiet when you are hurt, and will wait beside you instead of pressing.',
        advice: 'Tell them, once things have settled, what that patience meant to you.',
      },
      {
        happens: 'A friend of long standing will admit that you have always been one of their closest few.',
        advice: 'Say it back in your own words, and be the one who suggests the next meeting.',
      },
      {
        happens: 'A partner will ask for a key to your place, and the question will matter more to you than it seems.',
        advice:
          'Take a little time with the answer, and give the key only when it feels like an invitation rather than a duty.',
      },
      {
        happens:
          'An old friend, perhaps one who moved away, will turn up in your part of town, and an easy closeness will pick up where it left off.',
        advice: 'Keep one standing evening for the two of you, so the friendship has a fixed place in your home life.',
      },
      {
        happens:
          'Someone you trust will let you down in a small way, and you will be tempted to close the door for good.',
        advice: 'Listen to their side before you decide, since one lapse weighs less than a long record of kept faith.',
      },
    ],
    mid: [
      {
        happens:
          'You will notice that one friendship runs on your effort alone, and the imbalance will start to nag at you.',
        advice: 'Stop making every plan and see whether they reach for you, because either answer is useful.',
      },
      {
        happens: 'Someone you like will suggest a plan that is half their world and half yours.',
        advice: 'Take them up on it, and bring one thing from your half they would never find alone.',
      },
      {
        happens: 'Two people you love will each want your loyalty in the same quarrel, and neither is wholly wrong.',
        advice: 'Stay fond of both, and tell them plainly that you will not carry messages between them.',
      },
      {
        happens: 'Someone you care for will make a choice you would not have made, and ask what you think of it.',
        advice: 'Say what worries you once, kindly, and then help them make the choice work.',
      },
      {
        happens: 'A small kindness you forgot long ago will be mentioned by the person who received it.',
        advice: 'Accept the thanks without brushing it aside, and ask what else has changed in their life since.',
      },
      {
        happens: 'A partner will ask, gently and without blame, for more closeness than you have been offering.',
        advice: 'Match the gentleness: name one thing you can give more of, and begin with that.',
      },
      {
        happens:
          'An acquaintance from a class or a shared project will turn into a real friend over a few conversations.',
        advice: 'Suggest a walk or a meal outside the usual setting, and see if the ease carries over.',
      },
      {
        happens:
          'A disagreement with someone close will end in a compromise that suits you both better than winning would have.',
        advice: 'Offer your half of the deal first, then let them improve on it.',
      },
      {
        happens: 'A friend will tell you honestly how you come across, and it will sting for a moment before it helps.',
        advice: 'Thank them before you defend yourself, then ask for one example you can learn from.',
      },
      {
        happens: 'A friend will introduce you to someone they are sure you will like, and they will be right.',
        advice: 'Let the friend take the credit, and make the second meeting happen yourself.',
      },
      {
        happens:
          'Someone close will need more of your time for a while, and give it back later in a way you did not expect.',
        advice: 'Give the time without keeping count, and say so when you need some back.',
      },
      {
        happens:
          'A long-standing habit between you and someone you love will stop fitting, and one of you will say so.',
        advice: 'Change the habit rather than the bond, and try the new version for a month before judging it.',
      },
      {
        happens:
          "An invitation from a partner's or a friend's family will bring you into a circle you did not know you would enjoy.",
        advice: 'Go with curiosity, and come back with one name and one story to ask about next time.',
      },
      {
        happens: 'Someone you have admired from a distance will turn out to have been admiring you too.',
        advice: 'Say the first friendly thing plainly, and leave the rest to the next conversation.',
      },
      {
        happens: 'A quiet evening with someone you love will settle a question neither of you had asked out loud.',
        advice: 'Follow it up in daylight with one clear sentence, so it stays settled.',
      },
    ],
    high: [
      {
        happens: 'A friend of a friend you meet at a crowded table will become far more than a name.',
        advice: 'Ask for their number before the party scatters, and follow up while the laughter is still fresh.',
      },
      {
        happens: 'Your generosity with your time will draw someone who takes more than they give.',
        advice: 'Notice who never offers to host, and spend your warmth on the people who do.',
      },
      {
        happens: 'A spark will catch with someone who lives far from you, and the distance will test it.',
        advice: 'Plan a second visit before you promise anything, and let the messages in between show what is real.',
      },
      {
        happens: 'You will introduce two people on a whim, and they will end up closer to each other than to you.',
        advice: 'Take the credit cheerfully and stay close to both, since matchmakers get the best invitations.',
      },
      {
        happens: 'An adventure shared with a friend will show you a side of them you had never met.',
        advice: 'Keep that person in your next plans, not only in your stories.',
      },
      {
        happens: 'Someone you flirt with in passing will take it more seriously than you did.',
        advice: 'Be clear with them early and kindly, before the misunderstanding grows a life of its own.',
      },
      {
        happens: 'A gathering you throw together on short notice will be where two of your worlds finally meet.',
        advice: 'Invite the person you feel shyest about, and seat them beside your funniest friend.',
      },
      {
        happens:
          'A friendship will tip into romance during something ordinary, like cooking together or fixing a flat tire.',
        advice: 'Say what you felt before the moment passes, and keep the friendship safe whatever the reply.',
      },
      {
        happens: 'A partner will want a quieter stretch at home while you are itching for the next outing.',
        advice: 'Give them one quiet evening fully, phone in a drawer, then let them choose the next outing.',
      },
      {
        happens: 'Someone you lost touch with will turn up in the middle of one of your adventures.',
        advice: 'Make room in the plan for them, and ask who they have become, not only what they remember.',
      },
      {
        happens: 'Two invitations will collide, each one important to somebody you love.',
        advice: 'Go where you will be missed more, and explain to the other host in person.',
      },
      {
        happens: 'A bold gesture of yours will land better than the careful one you rehearsed.',
        advice: 'Make the bold move, then follow it with something small and steady so they know it was no stunt.',
      },
      {
        happens: 'A new admirer will love your sparkle and then wonder who you are once the crowd goes home.',
        advice: 'Let them see your ordinary side early: the errands, the dull chores, the quiet evenings in.',
      },
      {
        happens: 'Your habit of saying yes to everyone will leave someone close to you feeling like one of the crowd.',
        advice: 'Set aside hours that belong only to them, and guard those hours from every tempting plan.',
      },
      {
        happens: 'A trip with people you barely know will end with at least one friendship that lasts.',
        advice: 'Swap addresses before you part ways, and send the first photo yourself.',
      },
      {
        happens: 'Someone will admire your fearlessness and ask you to lend them a little of it.',
        advice: 'Take them just past their comfort, and stay close by while they try it.',
      },
      {
        happens: 'Someone shy will hover at the edge of your crowd, hoping to be asked in.',
        advice: 'Walk over and bring them into the circle, then let them find their own footing.',
      },
      {
        happens: 'Your welcome will make a newcomer feel at home, and they will remember it longer than you do.',
        advice: 'Follow the welcome with a second invitation, because that is what turns kindness into friendship.',
      },
      {
        happens: 'A regular at your usual caf\u00e9 will become a friend after one rambling, unplanned conversation.',
        advice: 'Be the one who proposes a proper meeting, somewhere other than the caf\u00e9.',
      },
      {
        happens: 'A neighbor you have only ever waved at will turn out to share your oddest passion.',
        advice: 'Knock with something to lend or borrow, and let the shared hobby carry the first conversation.',
      },
      {
        happens: 'A person you treated exactly like everyone else will confess they hoped to be more than that.',
        advice: 'Answer honestly and without hurry, and thank them for the nerve it took to say so.',
      },
      {
        happens: 'A spur-of-the-moment trip with a new love will show you how you both cope with a missed connection.',
        advice: 'Watch how they treat the ticket clerk, and how you treat them, once the plan falls apart.',
      },
      {
        happens:
          'Someone from your past, perhaps an old flame, will reach out through a mutual friend, curious about who you have become.',
        advice: 'Meet somewhere public and bright, and decide afterward whether it was nostalgia or something new.',
      },
      {
        happens: 'A partner will plan the adventure for once, and it will not be the one you would have picked.',
        advice: 'Throw yourself into their version fully, and save your suggestions for the ride home.',
      },
      {
        happens: 'Somewhere in your wide circle is a person who has quietly cared for you longer than you know.',
        advice: 'Pay attention to who lingers after the others leave, and give that person an unhurried conversation.',
      },
      {
        happens:
          'A dance class, choir or climbing club you join for fun will bring you someone who matches your nerve.',
        advice: 'Suggest coffee after a session, and keep it light enough that either of you can say no.',
      },
      {
        happens: 'A holiday romance will follow you home and ask to become an ordinary one.',
        advice: 'Try it on a rainy evening with takeout and laundry, and see whether the spark survives.',
      },
      {
        happens:
          'A friend who joins every plan of yours will one day ask to make one of their own, for the two of you.',
        advice: 'Say yes before you ask what it is, and let them lead the whole way.',
      },
      {
        happens:
          'A long letter from someone you met only briefly, perhaps while traveling, will arrive when you least expect it.',
        advice: 'Answer it properly, with a question of your own, rather than a quick line and a photo.',
      },
      {
        happens: 'A game night, a team or a shared kitchen will show you who laughs at the same moments you do.',
        advice: 'Ask that person to the next one by name, so they know the invitation is meant for them.',
      },
      {
        happens: 'Someone who struggles to keep up with your pace will turn out to be worth slowing down for.',
        advice: 'Go at their speed for one whole day, and notice what you see on the way.',
      },
    ],
  },
  career: {
    low: [
      {
        happens: 'A meeting will stall on a choice you could make in about a minute.',
        advice: 'Name the option you would pick and offer to take the first step yourself.',
      },
      {
        happens: 'A problem that has sat unfixed for ages will reach you, and you will sort it in an afternoon.',
        advice: 'Show one person how you did it before you move on to the next job.',
      },
      {
        happens:
          "Your rough first version will beat a colleague's polished plan in the only test that counts: it works.",
        advice: 'Ship it as it is, then ask for one improvement and make only that one.',
      },
      {
        happens: 'A job whose results people can count, touch or use by evening will open up.',
        advice: 'Put your name forward before the slower candidates finish weighing it.',
      },
      {
        happens: 'You will catch yourself agreeing to three projects because each one looked quick.',
        advice: 'Keep the one with the nearest finish and return the other two politely.',
      },
      {
        happens: 'A slow approval process will stand between you and something you could build in days.',
        advice: 'Make a small working sample anyway and bring it to whoever signs off.',
      },
      {
        happens: 'A team that has lost its pace will be passed to you, and a few quick wins will turn its mood around.',
        advice:
          'Pick three fixes that can be done in a day, finish them where everyone can see, and let the team choose the fourth.',
      },
      {
        happens: 'Someone senior will ask who can begin at once, and the room will go quiet.',
        advice: 'Say yes first, then name the one thing you need to deliver it quickly.',
      },
      {
        happens:
          "A quick favor you do for a friend's business will bring paid work from someone who watched it get done.",
        advice: 'Keep a photo of every finished job, so the next client can see exactly what you deliver.',
      },
      {
        happens:
          'A jammed machine will hold up a whole team, and you will have it running before the repair crew arrives.',
        advice: 'Write down the fix in three plain steps and tape it where the next person will find it.',
      },
      {
        happens: 'A client will need a working answer on the spot, and your quick call will win their repeat business.',
        advice: 'Follow up with a short note that confirms what you did, so the speed reads as care.',
      },
      {
        happens: 'A hands-on workshop will teach you more in a single day than a stack of manuals ever did.',
        advice: 'Put the new skill to use on a real job at once, before the details fade.',
      },
    ],
    mid: [
      {
        happens: 'Someone will bring you a big idea with no steps attached to it.',
        advice: 'Turn it into a one-page plan with names and dates, and watch it become real.',
      },
      {
        happens: 'A project you planned with care will hit one detail nobody saw coming.',
        advice: 'Fix that detail without redrawing the whole plan, because most of it still holds.',
      },
      {
        happens: "You will be asked to turn a colleague's rough idea into a plan the whole team can follow.",
        advice: "Take it on, and check the plan with the idea's author before you share it with everyone.",
      },
      {
        happens: 'An old plan of yours will turn out to fit a new problem almost exactly.',
        advice: 'Dust it off, change the two things that have moved, and put it on the table.',
      },
      {
        happens: 'A new role will look good on paper and stay vague about the actual work.',
        advice: 'Ask for the specifics in writing before you decide how you feel about it.',
      },
      {
        happens: 'Your finished result will be praised by people who never saw the planning behind it.',
        advice: 'Explain plainly how it was built, since the method is part of what you offer.',
      },
      {
        happens: 'A messy shared process will annoy you enough to do something about it.',
        advice: 'Draft the better version on one page and trial it with a single team first.',
      },
      {
        happens: 'You will inherit a project left halfway by someone who has moved on.',
        advice: 'Read everything they left behind before you change a thing, then choose what to keep.',
      },
      {
        happens: 'A skill you picked up for one job will become useful in a very different one.',
        advice: 'Mention it where decisions get made, so the right work can find you.',
      },
      {
        happens: 'Two people will want opposite things from the same piece of work.',
        advice: 'List what each of them needs, find the overlap, and build that part first.',
      },
      {
        happens: 'A budget you wrote will be questioned by someone who has not read it.',
        advice: 'Walk them through the numbers once, calmly, and let the detail argue for you.',
      },
      {
        happens: 'Your careful checklist will rescue a launch that others had already called finished.',
        advice: 'Offer the list to the team, so it becomes how everyone works from then on.',
      },
      {
        happens: 'A role that needs both a map and a toolbox will be advertised where you work.',
        advice: 'Apply with one example of a plan you carried all the way to the end.',
      },
      {
        happens: 'A manager in a hurry will push you to skip the checks and deliver faster.',
        advice: 'Agree on which checks matter most, keep those, and drop the rest without guilt.',
      },
      {
        happens: 'A new system will arrive at work that most of your colleagues find confusing.',
        advice: 'Learn it properly first, then become the person who explains it kindly.',
      },
      {
        happens: 'A plan you have tested in small pieces will be ready to run at full size.',
        advice: 'Set the launch date, list what could go wrong, and stop adjusting.',
      },
      {
        happens: 'A deadline will move forward without warning, and your plan will need to shrink without breaking.',
        advice: 'Cut whole pieces rather than shaving care off every part, and say plainly what was left out.',
      },
      {
        happens: 'A colleague will pass you a sheet of figures and ask what it means for the plan.',
        advice: 'Pull out the three numbers that change a decision and explain each in a single sentence.',
      },
      {
        happens: 'Your team will need its working methods written down, and the job will fall to you.',
        advice: 'Record the real steps, shortcuts included, then test the document by having a newcomer follow it.',
      },
      {
        happens: 'A small side project will show that you can take an idea from outline to finished piece on your own.',
        advice: 'Show it to whoever assigns the larger work, with a note on what it took in time and cost.',
      },
      {
        happens: 'You will be asked to help choose a new hire for your team.',
        advice:
          'Give each candidate a small real task from the job, and weigh how they tackle it as much as the result.',
      },
      {
        happens: 'A junior colleague will copy the way you work before they understand why it works.',
        advice:
          'Walk them through the reasoning behind one of your habits, so they can adapt it rather than repeat it.',
      },
      {
        happens: 'An outside client will offer you a one-off job that needs both your ideas and your follow-through.',
        advice:
          'Name one price for the whole job, planning and delivery together, rather than pricing the pieces one by one.',
      },
      {
        happens: 'A review conversation will be your chance to name the work you have quietly added to your role.',
        advice:
          'Take along two columns, the things you started and the things you finished, and ask for a title that covers both.',
      },
      {
        happens: 'Another team will borrow you for a few days to get their stalled plan moving.',
        advice: 'Leave them a written next step for every loose end, so the motion outlasts your visit.',
      },
      {
        happens: 'A reorganization will leave your role unclear for a stretch.',
        advice:
          'Write your own description of the job, send it to your manager, and let it become the draft everyone works from.',
      },
    ],
    high: [
      {
        happens: 'An error everyone else missed will turn up in work you were reviewing for someone.',
        advice: 'Raise it privately with the fix attached, so the catch builds trust and nobody loses face.',
      },
      {
        happens: 'Work you have refined in private for ages will be asked for by name.',
        advice: 'Charge properly for it, because the patience behind it is part of what people buy.',
      },
      {
        happens: 'Someone will ask you to rush a piece of work that depends on exact details.',
        advice: 'Spell out what the speed would cost, then offer a finish you can stand behind.',
      },
      {
        happens: 'A newcomer will want to learn the craft you spent ages getting right.',
        advice: 'Teach them slowly, and write down the steps you no longer notice yourself taking.',
      },
      {
        happens: 'A job that demands precision over speed will come your way, and few others will want it.',
        advice: 'Accept it, and ask for the time it really needs before you begin.',
      },
      {
        happens: 'You will spot a pattern in the numbers that changes a decision made above you.',
        advice: 'Confirm it from a second source, then bring it to the person who can act on it.',
      },
      {
        happens: 'Your thorough way of working will be compared, unfavorably, with someone faster.',
        advice: 'Keep a record of the problems your care prevented, and let the record answer.',
      },
      {
        happens: 'Someone will bring you an error they have hunted for hours, and you will find it in minutes.',
        advice: 'Show them how you found it, so the next one is theirs to catch.',
      },
      {
        happens: 'A task everyone else finds tedious will land on your desk, and you will quietly enjoy it.',
        advice: 'Do it well, and make sure the people who matter know who did it.',
      },
      {
        happens: 'A question only a careful reader could answer will be passed along until it reaches you.',
        advice: 'Answer it fully once, in writing, so the answer outlives the question.',
      },
      {
        happens:
          'A deadline will slip for everyone else, and the extra days will fall to the part you were already proud of.',
        advice: 'Use them for one last check, not for a new idea, and hand it in early.',
      },
      {
        happens: 'A piece you consider unfinished will be exactly what someone needs.',
        advice: 'Send it as it stands, with a short note on what you would still refine.',
      },
      {
        happens: 'An expert you admire will notice the quality of something you made.',
        advice: 'Ask them one precise question about their own work, and take notes on the reply.',
      },
      {
        happens: 'A patient project will reach the stage where the small refinements finally show.',
        advice: 'Measure how far it has come before you start the next round of changes.',
      },
      {
        happens: 'A contract whose small print could cost real money will come to you for review.',
        advice: 'Read it in two passes, one for sense and one for detail, with a break between.',
      },
      {
        happens: 'A specialty you thought was too narrow will become the reason people seek you out.',
        advice: 'Give it a clear name in your profile and in how you introduce yourself.',
      },
    ],
  },
  health: {
    low: [
      {
        happens: 'Worries will loom larger after dark than they ever look by daylight.',
        advice: 'When one keeps you awake, write it down by the bed and give it a proper hearing after breakfast.',
      },
      {
        happens: 'You will notice that how your morning starts sets the mood of everything after it.',
        advice: 'Keep the first hour free of messages and news, and let the day come to you.',
      },
      {
        happens: 'A hurried plan made by someone else will leave you feeling out of step.',
        advice: 'Ask for a gentler version of it, or join only the part that suits your pace.',
      },
      {
        happens:
          'A quiet pastime, perhaps one you once dropped, will call to you, and it will steady you more than you guess.',
        advice: 'Give it a fixed, unhurried hour somewhere calm, away from interruptions.',
      },
      {
        happens: 'A feeling you have been holding in will make itself known before you have put a name to it.',
        advice: 'Give it somewhere to go: a long talk with someone you trust, a good cry, an hour with music you love.',
      },
      {
        happens: 'Time near water or among trees will settle you faster than a whole day of rest indoors.',
        advice: 'Find one river, lake or park within easy reach, and go there whenever a heavy day starts to press.',
      },
      {
        happens: 'A crowded spell at home, with guests or a full household, will make you long for a room of your own.',
        advice:
          'Make one corner yours, with a closed door or a pair of headphones, and let everyone know it means quiet.',
      },
      {
        happens: 'A slow walk at the close of each working day will settle you better than any evening out.',
        advice: 'Keep to the same gentle route, leave the phone at home, and let the walk mark the end of work.',
      },
      {
        happens: "Someone else's hurry will seep into your day, and you will not notice it until evening.",
        advice:
          'Take a few minutes alone after any rushed meeting, and let your own pace return before the next thing.',
      },
      {
        happens: 'A noisy stretch at work will leave you more tired than the work itself does.',
        advice: 'Find the quietest room in the building for the job that needs thought, and book it like a meeting.',
      },
      {
        happens: 'You will find that a good evening depends less on what you do than on how slowly you do it.',
        advice: 'Leave one evening a week without a plan, and let it take whatever shape it likes.',
      },
      {
        happens: 'A friend who talks as easily as you listen will become your way of unwinding.',
        advice: 'Make the call a habit rather than a rescue, and hear their news as well as telling yours.',
      },
      {
        happens:
          'A small change of scene, another room to work in or a different route home, will lift a flat mood more than you expect.',
        advice: 'Keep a short list of such changes, and use one whenever a day starts to feel the same as the last.',
      },
      {
        happens:
          'An unhurried pastime with your hands, clay, thread or wood, will become the part of the week you guard most.',
        advice: 'Give it a fixed evening, and keep it free of any goal but the pleasure of the work.',
      },
    ],
    mid: [
      {
        happens: 'Clearing one cluttered spot at home will lift your mood more than you expect.',
        advice: 'Start with the first surface you see each morning, and keep just that one clear.',
      },
      {
        happens: 'A long stretch indoors will flatten your mood before you notice why.',
        advice:
          'Spend part of every day under the open sky, whatever the weather, and your spirits tend to stay level.',
      },
      {
        happens:
          'Making something with your hands, a clay bowl or a knitted scarf, will settle you better than an afternoon nap.',
        advice: 'Keep one such project on the go at home, so it is ready whenever a day leaves you restless.',
      },
      {
        happens: 'A new commitment will try to take over the hours you usually keep for yourself.',
        advice: 'Give it a different slot and leave your own hours exactly where they are.',
      },
      {
        happens: 'Travel or a long visit from guests will knock your rhythm out of shape for a stretch.',
        advice: 'Bring along one small habit that works anywhere, like a favorite evening tea.',
      },
      {
        happens: 'A habit you only half keep will start to matter more than any new one would.',
        advice: 'Make it easy enough for your worst days, and it will hold on the good ones.',
      },
      {
        happens: 'Evenings without any shape will leave you restless rather than rested.',
        advice: 'Give them a simple, repeated close: tidy up, read a little, lights out.',
      },
      {
        happens: 'A friend with a steady routine will invite you into part of it.',
        advice: 'Join them at a regular hour and let the shared habit carry you on flat days.',
      },
      {
        happens: 'You will see that spending your drive evenly serves you better than big bursts.',
        advice: 'Set a ceiling on the demanding work each day and stop when you reach it.',
      },
      {
        happens: 'Late nights will creep back in, one reasonable excuse at a time.',
        advice: 'Pick a fixed hour for winding down and let the excuses wait until morning.',
      },
      {
        happens: 'A few plants or a window box to look after will turn out to steady your days.',
        advice: 'Give them a few minutes at the start of each day, and let tending them set an unhurried pace.',
      },
      {
        happens: 'Your spirits will dip at the same hour most days, and you will start to see the pattern.',
        advice: 'Move your easiest tasks into that hour instead of fighting it.',
      },
      {
        happens: 'Rest will start to feel like a prize you win instead of a habit you keep.',
        advice: 'Put rest into your plans at regular points, before the work rather than after it.',
      },
      {
        happens: 'A good stretch will tempt you to drop the routines that made it good.',
        advice: 'Keep them running while things go well, since they are why things go well.',
      },
      {
        happens: 'Someone will urge a complete overhaul of how you spend your evenings.',
        advice: 'Take one piece of their idea, fold it into the rhythm you have, and see if it lasts.',
      },
      {
        happens: 'A small morning ritual will become the part of the day you look forward to most.',
        advice: 'Protect it from errands and requests, and give it the same minutes every morning.',
      },
      {
        happens: 'Someone close to you will ask how you keep your days so even, hoping to borrow the rhythm.',
        advice: 'Describe it plainly, and notice that explaining it helps you keep it better yourself.',
      },
      {
        happens: 'A habit you once kept, perhaps long ago, will prove to be the missing piece in your days.',
        advice: 'Bring it back smaller than before, at one fixed hour, and let it build up gently from there.',
      },
      {
        happens:
          'Moving one small thing in the order of your day, a walk or a chore, will make everything after it run smoother.',
        advice: 'Give the new order a fair trial before judging it, and note how your evenings feel along the way.',
      },
      {
        happens:
          'A look at your calendar, shared or your own, will show how little free time you actually leave for yourself.',
        advice: "Write your own fixed hours onto it in the same ink as everyone else's commitments.",
      },
    ],
    high: [
      {
        happens: 'You will take on more than your share because you can, and nobody will stop you.',
        advice: 'Stop yourself first: set down one task and let someone else carry it.',
      },
      {
        happens: 'A demanding stretch will end, and you will keep running at its pace out of habit.',
        advice: 'Mark the end of it with a proper day off, written into your calendar.',
      },
      {
        happens: 'Your staying power will carry a project that others gave up on.',
        advice: 'Finish it, then take as much rest as the finishing took out of you.',
      },
      {
        happens: 'A playful afternoon with no goal will restore you better than another achievement.',
        advice: 'Make room for play that nobody scores, records or compares.',
      },
      {
        happens: 'People will lean on you because you never seem to run out.',
        advice: 'Let them see when you are running low, so they learn to lean on others as well.',
      },
      {
        happens: 'Rest will keep waiting behind one more task, then another after that.',
        advice: 'Stop at a set hour while the list is still long, since yours never runs empty.',
      },
      {
        happens: 'An ambitious goal will catch your eye and promise to use every spare hour you have.',
        advice: 'Take it on at half the size you first pictured, and grow it only if you still enjoy it.',
      },
      {
        happens: 'A commitment that no longer gives you anything will keep taking your evenings.',
        advice: 'Decide whether to end it or shrink it, and tell the people involved plainly.',
      },
      {
        happens: 'A new outdoor pastime will find you through a friend, a club or a neighbor.',
        advice: 'Try it three times before you judge it, and go for the company as much as the exercise.',
      },
      {
        happens: 'Someone will ask you to teach them a practical skill you take for granted.',
        advice: 'Say yes, and let the teaching be the unhurried hour in your week.',
      },
      {
        happens: 'A slow season at work will arrive sooner than you expect.',
        advice: 'Spend it on something that restores you rather than on the next project.',
      },
      {
        happens: 'A surge of drive will push you to fill every free hour with something useful.',
        advice: 'Leave one part of each day deliberately idle, and defend it as firmly as a meeting.',
      },
      {
        happens: 'Friends will invite you to something purely for fun in the middle of a busy patch.',
        advice: 'Go, and leave the work exactly where it is, because it will wait for you.',
      },
      {
        happens: 'A free weekend will appear on the calendar, and your first instinct will be to fill it.',
        advice: 'Leave half of it empty, and let that half decide itself.',
      },
      {
        happens: 'You will pride yourself on never stopping, and your good mood will pay for it.',
        advice: 'Count stopping as part of the work, and plan your pauses as carefully as your tasks.',
      },
      {
        happens: 'A quieter stretch will arrive, and you will not know what to do with yourself.',
        advice: 'Resist filling it, and let the slow pace show you what you actually feel like doing.',
      },
      {
        happens: 'A day off will arrive with a list attached, most of it written by you.',
        advice: 'Cross off half of it before the day begins, and leave it crossed off.',
      },
    ],
  },
  journey: {
    low: [
      {
        happens: 'A role will grow out of work you already do quietly, until people start asking for you by name.',
        advice: 'Let it grow at its own pace, and accept only the parts you would gladly do anyway.',
      },
      {
        happens: 'Someone who has kept a careful eye on you for a long time will offer you a place in their plans.',
        advice: 'Ask them what they have seen in you, and weigh the offer with that answer in mind.',
      },
      {
        happens: 'The place you call home will become the base for a bigger choice.',
        advice: 'Make the choice from there, among your own things, and take whatever time it needs.',
      },
      {
        happens: 'A skill you have practiced privately will open a door you did not know was there.',
        advice: 'Show your best piece of it to someone you trust, and ask where they think it belongs.',
      },
      {
        happens: 'A move, weighed carefully, will make sense once you see the place a second time.',
        advice: 'Go back on a dull, ordinary errand, and notice whether you still want to live there.',
      },
      {
        happens: 'A teacher from long ago will cross your path again and change your next step.',
        advice: 'Tell them what became of their lesson, and listen closely to what they suggest next.',
      },
      {
        happens: 'A place you left behind will ask you back, in a role you never held there.',
        advice: 'Return only if the new role fits who you are now, and settle the terms before you unpack.',
      },
      {
        happens:
          'An old friend will mention, almost in passing, an opening that suits you better than anything you have chased.',
        advice: 'Ask them for an introduction, and go in knowing exactly why you fit.',
      },
      {
        happens:
          'The street you know best will change around you, and you will have to decide whether it is still yours.',
        advice: 'Spend an ordinary morning walking it slowly, and keep the corners that still feel like home.',
      },
      {
        happens:
          'If you have rented for a while, the home you rent will come up for sale, and staying will suddenly mean choosing.',
        advice:
          'Ask the neighbors you trust most what keeps them there, and decide as if you were picking the place for the first time.',
      },
      {
        happens:
          'A private goal, perhaps a sum you have been quietly saving toward, will come within reach, and with it the freedom to change one big thing.',
        advice: 'Change the thing you have wanted longest, and leave the rest of your life as it is.',
      },
      {
        happens:
          'A course of study, perhaps one you once dropped, will open its doors to you, with a small class and a teacher who takes a real interest in you.',
        advice: 'Take a friend along to the first class, and let the people there become part of why you stay.',
      },
      {
        happens: 'A message from a distant relative will open a chapter of your family story you never knew.',
        advice:
          'Follow the thread one relative at a time, and write down what you learn while the people who remember are still here to ask.',
      },
      {
        happens:
          'A garden plot, a workshop or a small piece of land will become yours to tend, and before long it will be your favorite place to spend an afternoon.',
        advice:
          'Make it yours one corner at a time, and share the key only with people you would trust with your home.',
      },
      {
        happens:
          'An offer will come that means leaving the town you love, and the hardest part will be the people you would leave behind.',
        advice:
          'Talk it over with the two friends who know you best, and ask for a trial stay before you give up your own front door.',
      },
      {
        happens:
          'A classmate you have not seen in years will come back as your partner in a piece of work or a shared venture.',
        advice: 'Put the practical terms in writing early, so the old friendship never has to carry the business.',
      },
      {
        happens:
          'You will go back to a place from your childhood, and it will explain some of the choices you have made.',
        advice: 'Walk its streets alone for a day, and keep a note of what you recognize of yourself in them.',
      },
      {
        happens:
          'A neighbor will pass you the running of something small and local: a reading group, a tool library, a street fair.',
        advice: 'Take it on, run it your own way, and keep a few people you trust close beside you.',
      },
      {
        happens:
          'A hope you have shared with only a few people will come into the open, and those few will be the first to help.',
        advice: 'Let them help, and take the first step while they are beside you.',
      },
      {
        happens: 'A mentor will step back and ask you to carry on the work they spent a lifetime building.',
        advice: 'Say yes only to the parts you believe in, and change the rest slowly, in your own style.',
      },
      {
        happens: 'A move across town, small on any map, will change your days more than a long journey would.',
        advice: 'Pick the new street for its morning light and its nearest friend, not for its price alone.',
      },
      {
        happens:
          'You will take a long trip with an old friend, perhaps one the two of you have talked about for years, and come home knowing what to change in your own days.',
        advice: 'Keep a notebook on the road, and act on its last page soon after you unpack.',
      },
      {
        happens:
          'A quiet invitation from a small group you already trust will lead you somewhere you would never have gone alone.',
        advice: 'Say yes to it, pack lightly and let the familiar faces make the unfamiliar place feel safe.',
      },
      {
        happens: 'A family recipe, tool or keepsake will come into your hands and set you on a small new path.',
        advice:
          'Learn the story behind it from whoever still remembers, and use it rather than keeping it in a drawer.',
      },
      {
        happens:
          'A room in your home will ask to become something new: a study, a workshop, a place for a long-held hobby.',
        advice: 'Clear it one shelf at a time, and let the new purpose settle in before you show it to anyone.',
      },
      {
        happens: 'A friend who moves far away will ask you to visit, and the trip will feel easier than you feared.',
        advice:
          'Book it while the invitation is fresh, and plan a few quiet days in their home rather than a crowded tour.',
      },
    ],
    mid: [
      {
        happens: 'Two good paths will open at once, one close to home and one farther out.',
        advice: 'Walk a little way down each before choosing: a visit, a call, a trial task.',
      },
      {
        happens: 'An offer will ask for more upheaval than you want, and a counteroffer will be welcome.',
        advice: 'Propose the middle version plainly, with the one condition you will not give up.',
      },
      {
        happens: 'A course you take out of plain interest will quietly redirect your working life.',
        advice: 'Follow the subject one step past the syllabus, and pay attention to who you meet there.',
      },
      {
        happens: 'Someone you trust will urge you toward a change you were already half considering.',
        advice: 'Ask what they would worry about in your place, then plan for exactly that worry.',
      },
      {
        happens: 'A turning point will arrive dressed as a small decision that only looks big afterwards.',
        advice: 'Give the small choices your full attention, and write down why you made each one.',
      },
      {
        happens: 'An arrangement will let you keep your base and still spend long stretches somewhere new.',
        advice: 'Take it, and give each place a proper share of you rather than living half in both.',
      },
      {
        happens: 'A door you closed on purpose will reopen, and whoever opens it will have changed too.',
        advice: 'Walk back through only if the room is different, and say plainly what you need on the second try.',
      },
      {
        happens: 'A friend who moves away will invite you to stay long enough to see their new life properly.',
        advice: 'Go for more than a weekend, and notice which parts of their new life you would want for yourself.',
      },
      {
        happens:
          'A chance to work from somewhere else for a few months will come up, with your place at home kept for your return.',
        advice: 'Say yes if the return is truly kept open, and set the date by which you will decide whether to stay.',
      },
      {
        happens:
          'A relative will ask you to help them settle somewhere new, and the trip will teach you something about where you want to be.',
        advice: 'Help with the practical part first, then take one day there for yourself.',
      },
      {
        happens: 'A plan you shelved for lack of time will come back with the time attached.',
        advice: 'Check that you still want it before you take it up, and cut it down to the part you still want.',
      },
      {
        happens: 'Someone will offer to swap homes with you for a few weeks.',
        advice: 'Leave your place ready for a guest, and live in theirs as a neighbor would, not as a tourist.',
      },
      {
        happens:
          'A small local role, a committee seat or a team to coach, will bring you people from far outside your usual circle.',
        advice: 'Take the role for what it is, and follow up with the one person who surprises you.',
      },
      {
        happens: 'An old wish to learn a language or a craft will find a teacher close to home.',
        advice: 'Start with the smallest commitment the teacher offers, and keep it for a full term before judging.',
      },
      {
        happens: 'A move, even one that seems settled, will need one more decision, smaller than it looks.',
        advice: 'Decide it on the facts you have, then stop reopening it.',
      },
    ],
    high: [
      {
        happens: 'A stranger on a long journey will mention a town you have never heard of, and it will stick.',
        advice: 'Write the name down and go, with one contact there before you arrive.',
      },
      {
        happens: 'An offer to work somewhere far away will come through someone you met only once.',
        advice: 'Follow it up at once, and ask the hard practical questions before the excitement signs for you.',
      },
      {
        happens: 'A detour you take on impulse will turn out to be the main road.',
        advice: 'Stay on it long enough to learn its name before you turn back to the old route.',
      },
      {
        happens: 'Your restlessness will push you toward a leap that looks reckless to everyone but you.',
        advice: 'Leap, and pack a safety net the others cannot see: savings, a skill, a friend who picks up.',
      },
      {
        happens: 'A job you never trained for will be offered because someone saw you improvise.',
        advice: 'Accept, and spend the first stretch asking the old-timers how they do it.',
      },
      {
        happens: 'A new language or a new city will make you a beginner again, and you will love it.',
        advice: 'Stay a beginner on purpose: ask directions, make mistakes, and let the locals correct you.',
      },
      {
        happens: "Saying yes to a stranger's invitation will put you in a circle that changes your direction.",
        advice: 'Learn every name in that circle, and find out what each of them is building.',
      },
      {
        happens: 'Several exciting options will arrive together, and choosing one will feel like losing the rest.',
        advice: 'Choose the one you would most regret skipping, and let the others go without a backward glance.',
      },
      {
        happens: 'A journey planned for fun will turn into a search for where you belong.',
        advice: 'Note the places where you stopped checking the map, and return to the best of them.',
      },
      {
        happens: 'A risky venture with a friend will tempt you with the promise of freedom.',
        advice: 'Sign up, and write down who does what before the first dollar is spent.',
      },
      {
        happens: 'A door, perhaps one you passed by years ago, will open for you on better terms than you expected.',
        advice: 'Step through it, and thank whoever held it open.',
      },
      {
        happens: 'A friend who moves far away will send for you, and the visit will stretch into something longer.',
        advice: 'Go with the return left open, and see what the place asks of you.',
      },
      {
        happens: 'A plan you made long ago will come right in the end, for reasons you never foresaw.',
        advice: 'Find the old plan if you kept it, and mark the places where chance did better than you.',
      },
      {
        happens: 'A plan you put aside for lack of company will find its partner in someone you meet by chance.',
        advice: 'Say the plan out loud early, so the right person knows to ask to join.',
      },
      {
        happens: 'Someone will ask you to stay put just as the road starts calling again.',
        advice: 'Find out what they fear about your leaving, and answer that fear before you go.',
      },
      {
        happens: 'A place you once passed through will call you back for much longer.',
        advice: 'Go back with a return ticket and an open mind, and decide after you have seen it in the rain.',
      },
      {
        happens: 'An impulsive yes will land you in a role bigger than any you have held.',
        advice: 'Grow into it out loud: ask the questions, borrow the know-how, and enjoy being stretched.',
      },
      {
        happens: 'You will leave somewhere earlier than planned, for a reason better than boredom.',
        advice: 'Say proper goodbyes on the way out, so the door stays open behind you.',
      },
      {
        happens: 'A working stay abroad will change what you think work is for.',
        advice: 'Bring home one custom from it, and build your next big choice around that custom.',
      },
      {
        happens: 'A person living the life you daydream about will cross your path.',
        advice: 'Ask them about the unglamorous parts, the money and the loneliness, before you copy the dream.',
      },
      {
        happens: 'A crossing you make on a whim will become the story people beg you to tell.',
        advice: 'Keep a notebook as you go, so the story stays true when you retell it.',
      },
      {
        happens: 'Your next turning point will come from someone whose life looks nothing like yours.',
        advice: 'Seek out people beyond your usual crowd wherever you go, and ask what they would do in your place.',
      },
      {
        happens: 'A home you set up in a hurry will feel more like a waiting room than a home.',
        advice: "Hang one picture and learn one neighbor's name, even if you plan to move on.",
      },
      {
        happens:
          'A trip you plan down to the last connection will leave one afternoon unplanned, and that afternoon is the one you will talk about.',
        advice: 'When you plan the next one, leave the gap in on purpose.',
      },
      {
        happens:
          'A move you would never make on impulse will start to make sense once one practical detail falls into place.',
        advice: 'Keep your papers in order, so your yes can be quick when the moment comes.',
      },
    ],
  },
};

/**
 * How rare a trait in an outer quartile of the dev set's hands is (traits.ts bands fingers, palm and
 * thumb at its quartiles): said with the share line, in one of RARITY_SAID's ways.
 */
export const RARITY = {
  fingers: {
    short: ['fingers this short', 'fingers as short as yours', 'fingers this short for the palm'],
    long: ['fingers this long', 'fingers as long as yours', 'fingers this long for the palm'],
  },
  palm: {
    long: ['a palm this long', 'a palm as long as yours', 'a palm this long for its breadth'],
    square: ['a palm this square', 'a palm as square as yours', 'a palm this broad for its length'],
  },
  thumb: {
    short: ['a thumb this short', 'a thumb as short as yours', 'a thumb this short for its palm'],
    long: ['a thumb this long', 'a thumb as long as yours', 'a thumb this long for its palm'],
  },
} as const;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const RARITY_SAID: Array<(trait: string) => string> = [
  (trait) => `${capital(trait)}: about 1 hand in 4.`,
  (trait) => `About 1 hand in 4 has ${trait}.`,
  (trait) => `Palmists find ${trait} in about 1 hand in 4.`,
];

/** What a reading says about how the hand was read, where it matters. */
export const READING_NOTES = {
  fingertipsEstimated:
    'Some fingertips were outside the photo, so your finger length is estimated from the rest of your hand.',
  /** A line not clear in the photo, said once and plainly, in one of six ways. */
  linesUnclear: [
    (lines: string, count: number) =>
      `Your ${lines} ${count === 1 ? 'is' : 'are'} not clear in this photo, so this reading leaves ${count === 1 ? 'it' : 'them'} out and reads the shape of your hand instead.`,
    (lines: string, count: number) =>
      `Your ${lines} ${count === 1 ? 'is' : 'are'} not clear in this photo: rather than guess, this reading leaves ${count === 1 ? 'it' : 'them'} out.`,
    (lines: string, count: number) =>
      `Because your ${lines} ${count === 1 ? 'is' : 'are'} not clear in this photo, nothing is read into ${count === 1 ? 'it' : 'them'}, and the shape of your hand speaks instead.`,
    (lines: string, count: number) =>
      `This photo does not show your ${lines} clearly enough to read, so ${count === 1 ? 'it is' : 'they are'} left out; a photo in brighter, even light may bring ${count === 1 ? 'it' : 'them'} out.`,
    (lines: string, count: number) =>
      `Your ${lines} ${count === 1 ? 'does' : 'do'} not show clearly in this photo, and a guess would not be a reading, so ${count === 1 ? 'it is' : 'they are'} left out.`,
    (lines: string, count: number) =>
      `Your ${lines} could not be made out in this photo, so this reading does not speak of ${count === 1 ? 'it' : 'them'}.`,
  ],
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

/**
 * Health where the palm reads a need for quiet and the thumb's set a life among people and new
 * things: one sentence that names both, said in place of the thumb set's own. Keyed by the palm.
 */
export const HEALTH_TENSION: Record<'long' | 'longish' | 'squarish', string[]> = {
  long: [
    'You need quiet to recover and company to feel alive, so your best days hold a lively hour and a still one.',
    'Rest and company pull you two ways: a still morning restores you, a crowded table lifts you, and you need both.',
    'Part of you wants a closed door and part of you wants a full house, and both deserve a place in your days.',
    'Strong feelings tire you and friends revive you; an evening out and a morning alone keep you even.',
    'Deep feeling wears you out and good company brings you back, as long as the company ends before you do.',
    'You soak up every mood in a room, which is why you love a full one and need an empty one after.',
  ],
  longish: [
    'You recover in quiet and come alive among people, and a good day makes room for each.',
    'Solitude mends you and company wakes you up; plan for both and neither runs dry.',
    'A slow evening restores you as surely as an evening among friends, and you feel it quickly when either is missing.',
    'Friends and new plans keep your spark lit, and a few unscheduled hours keep it from burning low.',
    'A busy table cheers you and a quiet walk settles you, and you are at your best when the two take turns.',
    'You are drawn to company and refilled by calm, so your energy lasts when every outing has a still hour after it.',
  ],
  squarish: [
    'You are restored by calm and lifted by people, and your balance is a rhythm of the two.',
    'New plans and old friends keep you bright, and an unhurried hour afterwards keeps you well.',
    'Your steady habits carry you, your friends enliven you, and your health likes a share of both.',
    'Routine keeps you upright and company keeps you cheerful; skip either for long and you notice.',
    'A fixed bedtime and a full diary can live together in your life, and you are well when they do.',
    'You do best with a settled rhythm that still leaves room for a spontaneous evening with friends.',
    'Order in the mornings and people in the evenings is the mix that keeps you at your best.',
    'You like your days planned and your weekends open, and that blend is what keeps you well.',
    'Habit steadies you and people brighten you, and you feel best when neither crowds out the other.',
    'A regular rhythm is your ballast and good company your lift, and you keep well with both on board.',
    'Familiar routines hold your days together and friends add the color, and you fare best with a measure of each.',
  ],
};
