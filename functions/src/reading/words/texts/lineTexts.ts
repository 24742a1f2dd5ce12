/**
 * The traced lines' sentences, each made of two parts written to join: where the line runs in this
 * photo (its place), then what palmists read into it for this kind of hand (its reading), as
 * `${place}, ${reading}`. Nothing in them says how long, deep or curved a line is: those change from
 * one copy of a photo to the next (docs/engine.md). The life line's place says its sweep around the
 * thumb, the one thing of it that holds; the heart line's clear reach is in handTexts.ts HEART_REACH.
 * Our own writing; US spelling.
 */
import type { Archetype } from '../../../contract/enums.js';
import type { HeartEnd, LifeSweep } from '../traits.js';

/** A line's sentence: a place, then a reading for the archetype. */
export interface LineParts {
  place: string[];
  /**
   * What the line reads as on each kind of hand. A read that says how readily love is spoken carries
   * its tone ('quick': out loud; 'slow': quietly), and is left out beside a thumb set that reads the
   * other way (generatePalmReading.ts): one card does not say both.
   */
  read: Record<Archetype, Array<string | { text: string; tone: 'quick' | 'slow' }>>;
}

/** The head line, read for how you think, weigh a choice and decide. */
export const HEAD_LINE: LineParts = {
  place: [
    'Your head line cuts a clear path through your palm',
    'Your head line shows plainly across your palm',
    'Your head line spans the middle band of your palm',
    'Your head line runs clear from one side of your palm toward the other',
    'Your head line is well marked across the middle of your palm',
    'Your head line makes one clean crossing of your palm',
    'Your head line lies in plain view across your palm',
    "Your head line is drawn clearly through your palm's center",
  ],
  read: {
    VISIONARY: [
      'read on an Air hand as thinking done best out loud.',
      "the Air hand's sign of a mind that hoards good questions.",
      'read as a mind that learns a subject properly by explaining it to someone else.',
      'where an Air hand keeps its gift for spotting the pattern under the noise.',
      'a sign that you weigh a choice by arguing both sides of it.',
      'the trace of a mind that decides once it has the right words.',
    ],
    LOVER: [
      'a heart-led mark of a mind that thinks through its feelings first.',
      'read as choices that pass a taste test before they face a logic test.',
      'read on a heart-led hand as choosing what will feel right to live with.',
      'read on a heart-led hand as thinking best about someone, not something.',
      'the mark of a student who learns anything faster once they like the teacher.',
      'telling of a mind that treats beauty as evidence, and is seldom fooled.',
    ],
    BUILDER: [
      'read on an Earth hand as thinking done with the hands.',
      'a sign that you trust a plan only once you have seen it work.',
      'read on an Earth hand as learning by doing, then doing it again.',
      'the stamp of a thinker who asks what it costs before what it means.',
      'a practical sign: facts on the table outweigh any talk around them.',
      'given by palmists to common sense that asks whether a plan will hold.',
    ],
    FREE_SPIRIT: [
      'taken on a Fire hand to mean you decide on the move.',
      "the Fire hand's sign of thinking that catches fire from one good idea.",
      'read as a mind that learns fastest when something real rides on the answer.',
      'a sign that your first instinct is usually your best call.',
      'read on a Fire hand as boredom with theory and a gift for improvising.',
      'the sign of someone who thinks better walking than sitting still.',
    ],
    ORACLE: [
      'read on a Water hand as a mind that knows before it can explain.',
      "the Water hand's sign of thinking in pictures before words.",
      'read as hard choices that settle overnight and arrive in the morning, made.',
      'read on a Water hand as a mind that catches the detail that changes the answer.',
      'a Water-hand sign that you weigh the mood of a question with its facts.',
      'telling of an imagination that rehearses every outcome before you choose.',
    ],
  },
};

/**
 * The heart line where its reach is not clearly short or long, read for how you love. Its place says
 * how high it ends (traits.ts HeartEnd): high under the fingers, lower than most, or, in between, only
 * where it runs. Every place is one clause without a comma: the reading follows it after one.
 */
export const HEART_LINE: {
  place: Record<NonNullable<HeartEnd> | 'between', string[]>;
  read: LineParts['read'];
} = {
  place: {
    high: [
      'Your heart line ends high under your fingers',
      'Your heart line climbs toward the roots of your fingers as it ends',
      'Your heart line finishes high beneath your fingers',
      'Your heart line curves up toward your fingers at its end',
      'Your heart line lifts toward your fingers where it ends',
      'Your heart line ends close beneath the roots of your fingers',
      'Your heart line rises toward your fingers as it finishes',
      'Your heart line draws up close to your fingers by its end',
    ],
    low: [
      'Your heart line ends lower in your palm than most',
      'Your heart line finishes lower under your fingers than most',
      'Your heart line keeps low in your palm all the way to its end',
      'Your heart line ends with more palm than usual between it and your fingers',
      'Your heart line stays low as it finishes',
      'Your heart line settles lower in your palm than most as it ends',
      'Your heart line runs a lower course than most',
      'Your heart line finishes a little further from your fingers than most',
    ],
    between: [
      'Your heart line ends at a middle height under your fingers',
      'Your heart line spans the upper part of your palm',
      'Your heart line is well marked below your fingers',
      'Your heart line finishes neither high nor low beneath your fingers',
      'Your heart line runs clear across the top of your palm',
      'Your heart line draws a clear stroke across the upper palm',
      'Your heart line lies plainly in the band beneath your fingers',
      'Your heart line stands out under your fingers',
      'Your heart line shows plainly beneath your fingers',
    ],
  },
  read: {
    VISIONARY: [
      'an Air-hand sign of love that begins with one good conversation.',
      'read as falling for how a person thinks before how they look.',
      'a clue to an Air-hand love that picks up every conversation where it stopped.',
      'read on an Air hand as wanting a partner whose mind never bores you.',
      'a sign that you love through shared curiosity: books swapped, plans sketched.',
      { text: 'the mark of a talker whose feelings arrive in well-chosen words.', tone: 'quick' },
    ],
    LOVER: [
      'read on a heart-led hand as devotion that shows in a hundred small rituals.',
      "the heart-led hand's sign of love made visible: flowers, letters, a dinner made with care.",
      'read as a memory for the small things each person you love likes best.',
      'a heart-led sign of charm with real tenderness underneath.',
      'the stamp of a romantic who believes love deserves a little ceremony.',
      'the sign of a heart that keeps every letter and every ticket stub.',
    ],
    BUILDER: [
      'read on an Earth hand as love shown in what you fix and carry.',
      'read as love shown in practical ways: the spare key, the shelf hung.',
      { text: "the Earth hand's sign of loyalty measured in years, not declarations.", tone: 'slow' },
      'the sign of a love that is steadiest when life is hardest.',
      'read on an Earth hand as love that turns up, every time.',
      { text: 'the way of a partner who builds the home before making speeches about it.', tone: 'slow' },
    ],
    FREE_SPIRIT: [
      'read, on a Fire hand, as love that wants an accomplice, not an audience.',
      "the Fire hand's mark of warmth that turns an ordinary evening into an occasion.",
      'read as love that arrives with a plan for something new.',
      'on a Fire hand, the sign of a romance kept alive by play.',
      { text: 'telling of someone who loves out loud, with plans, jokes and surprises.', tone: 'quick' },
      'given by palmists to a lover who laughs easily and cannot abide sulking.',
    ],
    ORACLE: [
      'read on a Water hand as love that hears what a partner leaves unsaid.',
      "the Water hand's gift for tenderness that notices a mood before the words.",
      'a sign that you often know someone you love is sad before they call.',
      "read by palmists as loyalty to people's inner lives, not their achievements.",
      'the trace of a lover drawn to the person others overlook.',
      { text: 'telling of feelings that run quiet and hold for years.', tone: 'slow' },
    ],
  },
};

/** The life line by its sweep around the thumb: a life that ranges, or one built close. */
export const LIFE_LINE: Record<NonNullable<LifeSweep>, LineParts> = {
  wide: {
    place: [
      'Your life line arcs well out across your palm',
      'Your life line passes wide of your thumb',
      "Your life line bends far out toward your palm's center",
      "Your life line rounds your thumb's mound in a wide arc",
      'Your life line gives your thumb a wide berth',
      'Your life line opens wide around the root of your thumb',
    ],
    read: {
      VISIONARY: [
        "the Air hand's promise of a life that moves house more readily than it changes its mind.",
        'read as a life that follows its questions to places it never planned on.',
        'the Air-hand sign of a life in chapters, each with its own vocabulary.',
        'read on an Air hand as a life broad enough for every subject that catches your interest.',
      ],
      LOVER: [
        "the heart-led hand's gift of friends in many time zones, each one kept.",
        'telling of a heart that falls for cities as well as people.',
        'read on a heart-led hand as a second act shaped by love.',
      ],
      BUILDER: [
        "an Earth-hand sign of a builder's life with more than one house in it.",
        'read as a life whose skills travel, with more than one town relying on them.',
        'the mark of a practical life with a surprising second career in it.',
        'read on an Earth hand as a life built wide, with room in it for every skill you pick up.',
        "the Earth hand's sign of a working life that keeps finding new things to make.",
      ],
      FREE_SPIRIT: [
        'a Fire-hand forecast of a life of packed bags and few regrets.',
        "the Fire hand's promise of a self reinvented every few years.",
        'a sign that your friends will be scattered across half the map.',
      ],
      ORACLE: [
        'read as a life that drifts into many harbors and feels at home in most.',
        'the mark of a life that learns something from every stranger.',
        "the Water hand's mark of a second act that begins far from the first.",
        'read on a Water hand as a life with a wide inner horizon: much felt, much understood.',
        "the Water hand's sign of a life that takes in far more than it shows.",
      ],
    },
  },
  close: {
    place: [
      'Your life line stays close to your thumb',
      'Your life line hugs your thumb in a tight ring',
      "Your life line wraps close around your thumb's mound",
      'Your life line curls in close beside your thumb',
      'Your life line keeps a tight circle around the thumb',
      "Your life line holds close to the thumb's base",
    ],
    read: {
      VISIONARY: [
        'read on an Air hand as a roaming mind at one familiar desk.',
        'read on an Air hand as a restless mind with one home it always returns to.',
        'read as big ideas grown from one place you know by heart.',
        'read on an Air hand as a life whose horizons open in ideas more than in miles.',
      ],
      LOVER: [
        'a heart-led promise of a life spent caring for what it holds dear: a family, a neighborhood, a cause.',
        'given by palmists to one home, made beautiful over many years.',
        'read on a heart-led hand as a life whose farthest journeys are made in books, music and daydreams.',
      ],
      BUILDER: [
        "the Earth hand's mark of roots that hold through every storm.",
        'the signature of a craftsman who knows one trade and one town thoroughly.',
        'read on an Earth hand as strength that grows where it is planted.',
      ],
      FREE_SPIRIT: [
        'a Fire-hand sign of a spirit that keeps one true home.',
        'the picture of a fire kept burning in one good hearth.',
        'where a Fire hand holds one fixed point: the home every adventure starts from.',
      ],
      ORACLE: [
        "the Water hand's way of drawing strength from familiar rooms and old friends.",
        'a Water-hand sign of a few friendships that last a lifetime.',
        'telling of a still-pool life rather than a river: clear to the bottom.',
      ],
    },
  },
};

/**
 * Said after the life line's sentence where its sweep and the thumb's set read a life two ways (a
 * line kept close beside a thumb set wide, or a wide line beside a thumb held close): the tension
 * named as one, in a sentence that says both sides itself rather than pointing back ("the two",
 * "that") or gluing them with "Yet". Keyed by the line's sweep.
 */
export const LIFE_TENSION: Record<NonNullable<LifeSweep>, string[]> = {
  close: [
    'Your hand pulls two ways here: you say yes to every road, then feel the pull of home halfway down it.',
    'Your hand holds a tension here: you roam gladly, and you keep coming back to the same few people.',
    'A wide-set thumb with a close-kept life line is a tension palmists know: the wish to go, and the wish to stay where you are known.',
    'Your hand reads restless in the moment and loyal over the years, and both are true of you.',
    'Your hand is drawn toward every open door and back to the table you know, often in the same month.',
    'Palmists call a wide-set thumb with a close-kept life line a home-loving wanderer: the new calls you out, the familiar calls you home.',
    'Your hand carries two wishes at once: to see what is over the hill, and to be home by dark.',
    'Your hand says you start adventures easily and finish them among old friends.',
    'Your hand loves a departure, and loves a return even more.',
    'Your hand says you book the long trip and always know the way home.',
  ],
  wide: [
    'Your hand pulls two ways here: you choose carefully, and your life still takes the long way around.',
    'Your hand holds a tension here: cautious in each step, yet further from where you started than you planned.',
    'A thumb held close beside a wide life line is a tension palmists know: the wish to keep things close, and a life that keeps opening onto more.',
    'Your hand reads careful in the moment and wide-ranging over the years, and both are true of you.',
    'Your close-held thumb keeps to what is safe and known, while your life keeps widening around it.',
    'Palmists call a close-held thumb with a wide life line a cautious traveler: you go carefully, and you still go far.',
    'Your hand plans for staying put, and life keeps handing it a ticket.',
    'You guard your own corner, and your world keeps growing past it anyway.',
  ],
};

/**
 * Two people's heart lines, where both were traced, compared by how high each ends (HeartEnd: high,
 * low, or in between): the same height said of both, or the partner's ({name}) higher or lower than
 * the user's. Only the likeness or the difference is read, never what a height means for one person:
 * each reading already says what its own heart line reads as on its kind of hand (HEART_LINE.read),
 * and a meaning given here (a high line as love said out loud) contradicted those reads.
 */
export const HEARTS_MEET: {
  both: Record<NonNullable<HeartEnd> | 'between', string[]>;
  partner: Record<'higher' | 'lower', string[]>;
} = {
  both: {
    high: [
      'Both of your heart lines end high under the fingers, so the two of you reach for love from the same place.',
      'Your heart lines both climb toward the fingers as they end: palmists count two lines that rise alike as a pair that hopes for the same things.',
      'Both heart lines rise high at their ends, a likeness that lets each of you recognize the way the other cares.',
    ],
    low: [
      'Both of your heart lines keep low as they end, so the two of you give affection at the same height and read it easily in each other.',
      'Your heart lines both finish low in the palm: two hearts set alike, each fluent in the way the other cares.',
      'Both heart lines run a lower course than most, a match palmists read as love that needs no translating between you.',
    ],
    between: [
      'Your heart lines end at much the same height, so you give and expect affection in the same measure.',
      'Both heart lines finish midway under the fingers: neither of you loves louder than the other.',
      'Your two heart lines end level with each other, a sign that neither of you has to guess what the other means by a kindness.',
    ],
  },
  partner: {
    higher: [
      "{name}'s heart line ends higher under the fingers than yours: two hearts set at different heights, so each of you shows love in a way the other learns to read.",
      'With a heart line that climbs higher than yours, {name} cares in a different key, and noticing how they show it is half the bond.',
      "{name}'s heart line rises closer to the fingers than yours, a difference palmists read as two ways of caring that teach each other.",
    ],
    lower: [
      "{name}'s heart line ends lower than yours: your hearts sit at different heights, and learning how the other shows affection is part of the bond.",
      'With a heart line that runs lower than yours, {name} cares in a different way, one worth learning to read.',
      "{name}'s heart line keeps further below the fingers than yours, read by palmists as affection spoken in a different dialect from your own.",
    ],
  },
};
