/**
 * Words for the four compatibility outcomes, and for how two measured hands meet. A text that calls
 * the two hands alike as a whole is only for pairs that measure alike (`only: 'alike'`), one that
 * calls them unlike only for pairs that share at most one named thing (`only: 'unlike'`), one that
 * speaks of shared ground beside a difference only for the pairs in between (`only: 'mixed'`): no
 * text says both. A text that supposes two hearts that show care differently ("Needing patience to
 * translate feelings") is not said beside two heart lines that end at one height (`hearts: 'apart'`:
 * "you give and expect affection in the same measure"), nor one that supposes hearts alike ("your
 * hearts keep the same hours") beside two that end at different heights (`hearts: 'together'`).
 */
import type { CompatibilityOutcome } from '../../../contract/enums.js';
import type { ThumbKey } from '../traits.js';

/** How two hands meet as a whole: alike, unlike, or sharing some things and differing in another. */
export type PairKind = 'alike' | 'unlike' | 'mixed';

/** How the two heart lines are said to end: at one height, at different heights (or not said, null). */
export type HeartsSaid = 'together' | 'apart' | null;

/** A text for any pair, or only for pairs of some kinds, or not beside heart lines said to end otherwise. */
export type PairText = string | { text: string; only?: PairKind | readonly PairKind[]; hearts?: 'together' | 'apart' };

/** For pairs that share something: a text that supposes the two hands alike in part. */
const SHARING: readonly PairKind[] = ['alike', 'mixed'];

export interface OutcomeTexts {
  title: string;
  descriptions: PairText[];
  strengths: PairText[];
  challenges: PairText[];
  guidance: PairText[];
}

/** The texts that fit the pair, and what its heart lines are said to do. */
export function forPair(texts: readonly PairText[], pair: PairKind, hearts: HeartsSaid = null): string[] {
  return texts.flatMap((t) =>
    typeof t === 'string'
      ? [t]
      : (t.only === undefined || (typeof t.only === 'string' ? t.only === pair : t.only.includes(pair))) &&
          (!t.hearts || !hearts || t.hearts === hearts)
        ? [t.text]
        : [],
  );
}

export const OUTCOME_TEXTS: Record<CompatibilityOutcome, OutcomeTexts> = {
  SOULMATES: {
    title: 'Soulmates',
    descriptions: [
      {
        text: 'Much of your two hands matches and some of it does not, and where they differ is where you will learn the most from each other.',
        only: 'mixed',
      },
      {
        // Two halves that complete each other: not said of hands that measure alike (or as one, Twin Hands).
        text: 'Your palms answer each other like two halves of one sentence. Where one of you reaches, the other already holds, and the bond between you feels less like a choice than a recognition.',
        only: ['mixed', 'unlike'],
      },
      {
        // Two halves that complete each other: not said of hands that measure alike (or as one, Twin Hands).
        text: 'Rare and unmistakable: your hands complete each other. Together you bring out what each of you keeps hidden from the rest of the world.',
        only: ['mixed', 'unlike'],
      },
      'There is an ease between you that most people spend years looking for. Your hands tell the story of two paths that were always going to meet.',
      {
        text: 'Hands this alike rarely meet by accident. You understand each other before the sentence is finished.',
        only: 'alike',
      },
      {
        text: 'Your hands are built differently and fit together all the better for it, like a key and its lock.',
        only: 'unlike',
      },
      'Some bonds need years to find their footing, and yours walked in already sure of itself. Each of you is the place the other sets down the weight of the day.',
      {
        text: 'Your hands are so close in build that your moods seem to rhyme: one of you sighs and the other already has the kettle on.',
        only: 'alike',
      },
      {
        text: 'Your hands were not made from one pattern, and that is the gift: each of you carries what the other was missing, so together you feel whole.',
        only: 'unlike',
      },
    ],
    strengths: [
      { text: 'An instinctive understanding without many words', hearts: 'together' },
      "Each of you draws out the other's best",
      'Deep emotional safety',
      { text: 'Shared dreams that grow bigger together', only: SHARING },
      'Forgiveness comes naturally',
      'You make ordinary days feel meaningful',
    ],
    challenges: [
      'Losing your separate selves in the bond',
      'Expecting the other to read every mood',
      'Avoiding hard talks to protect the magic',
      'Intensity that needs rest to stay sweet',
      'Letting other friendships fade while you have each other',
      'Taking an easy closeness for granted',
    ],
    guidance: [
      'Protect what you have by keeping a little room for each of you to grow alone; you will always bring it back to each other.',
      'Say the loving things out loud even when you think they are obvious. Soulmates are made as much as found.',
      'Plan one adventure you have never taken together; your bond grows strongest when it is also exploring.',
      'Keep one small ritual that belongs only to the two of you, a slow breakfast or a song in the car, and guard it when life gets crowded.',
      'When something hurts, say so early and gently; a bond this close carries honest words far better than silence.',
      'Write down the small things that first drew you to each other, and read the list aloud on a hard day.',
    ],
  },
  KINDRED_FRIENDS: {
    title: 'Kindred Friends',
    descriptions: [
      {
        text: 'Where your hands agree you rest easy together, and where they part ways each of you finds something new in the other.',
        only: 'mixed',
      },
      {
        text: 'Part alike and part not, your hands give you common ground to stand on and enough difference to keep it interesting.',
        only: 'mixed',
      },
      {
        text: 'Your hands share a shape and a rhythm. You recognize yourselves in each other, and that makes for a friendship that feels like coming home.',
        only: 'alike',
      },
      {
        text: 'You speak the same inner language. Whatever form your bond takes, it rests on a rare sense of being understood without explaining.',
        only: SHARING,
        hearts: 'together',
      },
      {
        text: 'Two hands cut from the same cloth. Your connection is easy, loyal and full of laughter.',
        only: 'alike',
      },
      {
        text: 'Your hands take the same road at different paces, and you keep finding each other along it.',
        only: 'unlike',
      },
      {
        text: 'Where your hands part ways matters less than how the two of you walk together. Your friendship is easy, loyal and full of laughter.',
        only: 'unlike',
      },
      'You could share a six-hour drive and call it one of your best days. Being together asks nothing of either of you, which is exactly why it lasts.',
      {
        text: 'Your hands are two of a kind, and so is your idea of a good time: the same jokes land, the same songs get turned up, and nobody has to explain.',
        only: 'alike',
      },
      {
        text: 'Your hands follow different patterns, but your hearts keep the same hours. Your friendship is easy to fall back into, however long it has been.',
        only: 'unlike',
        hearts: 'together',
      },
    ],
    strengths: [
      { text: 'Effortless understanding', hearts: 'together' },
      { text: 'Shared humor and values', only: SHARING },
      'Loyalty that lasts for years',
      "Comfort in each other's company",
      'Honest advice, kindly given',
      // Not beside a difference of pace named (a reader's review): hands built alike only.
      { text: 'Matching energy for plans and adventures', only: 'alike' },
      { text: 'Learning from how differently you see things', only: 'unlike' },
      'Room to change without losing each other',
    ],
    challenges: [
      { text: 'Sharing the same blind spots', only: SHARING },
      { text: "Mirroring each other's worries", only: SHARING },
      'Too much comfort can crowd out growth',
      { text: 'Competing in the same arena', only: SHARING },
      { text: "Assuming you already know each other's answers", only: SHARING },
      'Putting off hard talks because the easy ones are so good',
      'Expecting your friend to want what you want',
      { text: 'Letting a difference of pace turn into distance', only: 'unlike' },
      'Letting the friendship run on habit instead of attention',
    ],
    guidance: [
      'Bring each other new worlds: introduce one friend, book or place the other would never find alone.',
      {
        text: 'When you both feel the same fear, let one of you play the brave one, and take turns.',
        only: SHARING,
      },
      {
        text: 'Celebrate where your hands differ as loudly as where they agree; that is where your next chapter lives.',
        only: 'unlike',
      },
      {
        text: 'You already agree on most things. Pick one thing neither of you has tried and learn it together.',
        only: 'alike',
      },
      'Check in before you assume you already know; even the closest friends change quietly, and asking keeps you close.',
      'Say thank you for the ordinary favors, the ride home and the spare charger, because easy loyalty is still worth naming.',
      {
        text: 'When one of you is stuck, borrow a view from outside the two of you; a third voice can see past the worries you share.',
        only: SHARING,
      },
    ],
  },
  BALANCED_ALLIES: {
    title: 'Balanced Allies',
    descriptions: [
      {
        text: 'Your hands share some of their shape and split on the rest, which makes you good at covering for each other.',
        only: 'mixed',
      },
      {
        text: 'Some of what you are, you share; the rest you trade, and the trading is where this alliance earns its name.',
        only: 'mixed',
      },
      {
        text: 'Your palms are different in just the right ways. Where one of you is strong, the other has room to rest, and together you cover far more ground than either could alone.',
        only: 'unlike',
      },
      {
        text: 'A partnership of complementary gifts: one of you steadies, the other stirs. Your bond works best when you treat your differences as a shared toolkit.',
        only: 'unlike',
      },
      // Balance needs two different weights: not beside hands built alike (a reader's review).
      {
        text: 'You balance each other like weights on a scale, matched in respect. With trust, you make an unusually capable team.',
        only: ['mixed', 'unlike'],
      },
      {
        text: "Your hands are built alike and still move at their own speeds: you understand each other's instincts and cover different ground.",
        only: 'alike',
      },
      {
        text: 'Hands this close in build but not in temperament make a steady team. Agree on the pace and there is little you cannot do.',
        only: 'alike',
      },
      "Hand the two of you a move, a deadline or a broken boiler, and you will split the work without a meeting. Each of you trusts the other's share of the job to get done.",
      {
        text: 'Your hands are much alike, and it shows in small ways: you laugh at the same moment, tire at the same hour and rarely need to explain a joke.',
        only: 'alike',
      },
      {
        text: 'Your hands bring different tools to the table, and you have learned to pass each other the right one. What one of you finds hard, the other tends to find simple.',
        only: 'unlike',
      },
    ],
    strengths: [
      { text: 'Complementary strengths', only: 'unlike' },
      "Respect for each other's ways",
      // Two views, not one: not beside hands built alike (a reader's review).
      { text: 'A wide view of every problem', only: ['mixed', 'unlike'] },
      'Steady support in hard seasons',
      'Each of you teaches the other something new',
      { text: 'Plans that hold because both of you shaped them', only: ['mixed', 'unlike'] },
      { text: 'An easy shared rhythm', only: 'alike' },
    ],
    challenges: [
      {
        text: "Misreading each other's pace",
        only: 'unlike',
      },
      { text: 'Keeping score of who gives more', hearts: 'apart' },
      {
        text: 'Different ways of showing care',
        only: 'unlike',
        hearts: 'apart',
      },
      { text: 'Needing patience to translate feelings', hearts: 'apart' },
      'Letting roles harden into habits neither of you chose',
      "Leaning on the other's strength until your own gets rusty",
      'Saving the honest conversation for a better moment that never comes',
      'Letting one of you carry the dull jobs for too long',
    ],
    guidance: [
      'Name your roles out loud: who leads where, who rests when. Balance thrives on clarity.',
      'When you disagree, ask what the other sees that you cannot; the answer is usually your missing half.',
      'Schedule time for what each of you loves, and join in once in a while. Allies grow closer that way.',
      'Trade jobs now and then, so each of you learns how the other carries theirs and thanks come easier.',
      'Before a big decision, let each of you speak a full turn without interruption; your best answers come with both views on the table.',
      'Thank each other for the unglamorous work, the emails, the dishes, the early starts; a team that notices stays a team.',
    ],
  },
  CHALLENGERS: {
    title: 'Challengers',
    descriptions: [
      {
        text: 'Where your hands differ, they differ where it counts, and that is exactly why you need each other. This bond sharpens you, tests you and, handled with care, grows you both.',
        only: 'unlike',
      },
      {
        text: 'Sparks fly between your hands. You see the world differently enough to frustrate each other, and honestly enough to make each other better.',
        only: 'unlike',
      },
      {
        text: 'Yours is a bond of friction and fire. It asks more of you than easy connections do, and it gives back in courage, clarity and growth.',
        only: 'unlike',
      },
      {
        text: 'You share enough to understand each other and differ enough to disagree, and the disagreements are worth having.',
        only: 'mixed',
      },
      {
        text: 'Common ground and a sharp edge or two: this bond asks you to keep the first in view whenever you meet the second.',
        only: 'mixed',
      },
      {
        text: 'Built alike, named apart: your hands agree on the how and argue about the why, and that argument makes you both sharper.',
        only: 'alike',
      },
      'Neither of you lets the other coast, and that push is what makes this bond worth keeping. Every disagreement you see through to the end leaves you with a clearer view of each other.',
      {
        text: 'Cut from the same cloth, your hands reach for the same things at the same moment, and that is where the sparks come from. Learning to share the lead turns the friction into strength.',
        only: 'alike',
      },
      {
        text: 'Your hands pull in different directions, and neither of you is shy about saying so. Handled with patience, that tug-of-war teaches each of you what no easy agreement could.',
        only: 'unlike',
      },
    ],
    strengths: [
      'Honesty that cuts through illusion',
      'Each of you pushes the other further',
      'Passionate, lively exchanges',
      'Growth through healthy debate',
      'Never a dull moment',
    ],
    challenges: [
      {
        text: 'Clashing rhythms and priorities',
        only: 'unlike',
      },
      'Arguments that circle instead of resolve',
      'Pride that gets in the way of apology',
      {
        text: "Misunderstanding each other's intentions",
        only: 'unlike',
      },
      'Wearing each other out',
      'Turning small disagreements into contests',
      'Forgetting to say what you admire in each other',
      'Forgetting how much you agree on once a quarrel starts',
      'Letting one sore point stand for the whole bond',
    ],
    guidance: [
      'Agree on one shared goal; your friction turns into power once it points the same way.',
      'Pause before you answer in a hard moment. Most of your clashes end the moment one of you listens first.',
      'Appreciate out loud what the other brings that you lack. Challengers become the strongest allies that way.',
      'Before you argue, ask whether it will still matter after dinner; let the small things go and save your fire for what counts.',
      'Agree on a word either of you can say to call a pause, and honor it every time; coming back calmer is not losing.',
      'Finish every hard talk by naming one thing the other got right. It turns a fight into practice for being on the same side.',
    ],
  },
};

/** What two hands share, said of both: by the trait both have at the same side of its middle. */
export const BOTH_FINGERS: Record<'short' | 'long', string[]> = {
  short: [
    'You both have short fingers, so you decide fast together, sometimes faster than is wise.',
    'Both of your hands have short fingers: plans between you get made in minutes and started the same day.',
    'You both have short fingers, and neither of you needs a long talk before saying yes to a good idea.',
    'Both of your hands have short fingers, so when something breaks, you are both already reaching for the toolbox.',
    'You both have short fingers: say the word and you are out the door, happy to sort out the details on the way.',
  ],
  long: [
    'You both have long fingers, so you will agree on doing things properly, down to the last detail.',
    'Both of your hands have long fingers: you notice the same small things, and you both care that they are right.',
    'You both have long fingers, which is why a gift from one of you to the other is always chosen with care and wrapped just so.',
    'Both of your hands have long fingers, so you can read the fine print together and actually enjoy it.',
    'You both have long fingers: when one of you says something is nearly right, the other knows exactly what nearly means.',
  ],
};

export const BOTH_PALMS: Record<'long' | 'square', string[]> = {
  long: [
    "You both have long palms, so you understand each other's silences without asking about them.",
    'Both of your palms run long: you feel things deeply and give each other time to say them.',
    'You both have long palms, so a quiet sigh across the table is never lost between you.',
    'Both of your palms are long, which is why a late-night talk between you can wander for hours and still end too soon.',
    "Your two palms are both long, so you trust each other's hunches, even the ones neither of you can explain.",
  ],
  square: [
    'You both have square palms: routines and plans come easily to the two of you.',
    'Both of your palms are square, so you share a love of things done steadily and well.',
    'You both have square palms, so a plan kept, a job finished and a promise honored all feel like affection between you.',
    'Both of your palms are square, and the two of you can turn a free day and a to-do list into a good day together.',
    "Your two palms are both square, so a plan for six o'clock means six o'clock to both of you.",
  ],
};

export const BOTH_THUMBS: Record<ThumbKey, string[]> = {
  long: [
    'You both have long thumbs, which makes for two strong wills: take turns winning.',
    'You both have long thumbs: once you agree, nothing stops you, and until you do, expect a lively talk.',
    'Both of your thumbs are long, so you are two people who mean what you say, and you will hold each other to it.',
    'Your thumbs are both long, and when your wills point the same way, the two of you can move just about anything.',
    'You both have long thumbs, so each of you knows how it feels to dig in, which makes it easier to be the one who lets go.',
  ],
  longish: [
    'Your thumbs are alike in length, so neither of you has to shout to be heard.',
    'Your thumbs are both a little long, so you each stand firm when it matters and let the small things go.',
    'You both have thumbs that lean long: enough will to follow through, and enough give to hear each other out.',
    'Both of your thumbs run a little long, which makes the two of you steady partners who finish what you start.',
    'Your thumbs match, each a touch long: you each hold your ground, and you respect the other for holding theirs.',
  ],
  shortish: [
    'Your thumbs are alike and a little short: you both bend for people and hold for principles.',
    'Your thumbs are both a little short, so when plans change you adjust together instead of arguing over whose plan it was.',
    'You both have thumbs that run a little short, which makes you easy to be around and hard to stay mad at.',
    'Both of your thumbs are a little short: you talk each other into things with a smile, never a shove.',
    'Your thumbs share a slightly short length, so compromise between you feels like teamwork, not like losing.',
  ],
  short: [
    'You both have shorter thumbs, so you persuade rather than push, and you do it kindly.',
    'You both have short thumbs, so you bend easily for each other, and neither of you keeps count.',
    'Both of your thumbs are short, which makes the two of you good at talking things through until everyone is smiling.',
    'Your thumbs are both short, so a request between you comes with a smile and a please, never an order.',
    'You both have short thumbs, which means a quarrel between you rarely lasts past the first apology.',
  ],
};

/** Where the two hands differ, said of the partner ({name}) against the user. */
export const PARTNER_FINGERS: Record<'longer' | 'shorter', string[]> = {
  longer: [
    "{name}'s fingers are longer than yours: they will check the details you skip, and you will get them moving.",
    'With longer fingers than yours, {name} weighs what you would rather just try, and you both gain from it.',
    "Since {name}'s fingers are longer than yours, let them read the instructions while you unpack the box.",
    "You get things going, and because {name}'s fingers are longer than yours, they make sure nothing is left half done.",
    'With longer fingers than yours, {name} is the one who remembers the small things, and you are the one who makes them happen.',
  ],
  shorter: [
    "{name}'s fingers are shorter than yours: they will act while you are still weighing things up, and you will catch what they miss.",
    'With shorter fingers than yours, {name} brings speed where you bring care.',
    "Since {name}'s fingers are shorter than yours, they will book the trip while you are still comparing options, and you will find the better seats.",
    'With shorter fingers than yours, {name} gets you out of your head and into the day, and you slow them down just enough.',
    "{name}'s fingers are shorter than yours, so they keep things moving, and your patience keeps them from rushing past what matters.",
  ],
};

export const PARTNER_PALM: Record<'longer' | 'squarer', string[]> = {
  longer: [
    "{name}'s palm is longer than yours: they bring the feeling, you bring the footing.",
    'With a longer palm than yours, {name} feels things first; you make them practical.',
    "Because {name}'s palm is longer than yours, they often sense what is wrong before anyone speaks, and you know how to make it better.",
    "{name}'s palm is longer than yours, which makes them the dreamer of the two and you the one who gets the dream on the calendar.",
    'With a longer palm than yours, {name} feels the ups and downs more deeply, and your steady ways give them somewhere safe to land.',
  ],
  squarer: [
    "{name}'s palm is squarer than yours: they bring the routine, you bring the mood.",
    'With a squarer palm than yours, {name} keeps the ground steady while you explore.',
    "Since {name}'s palm is squarer than yours, they keep the bills paid and the cupboards full while you keep the heart of things warm.",
    'You feel your way forward, and {name}, with a squarer palm than yours, keeps track of the practical details.',
    'With a squarer palm than yours, {name} turns your big feelings into small, doable steps, and you remind them why the steps matter.',
  ],
};

export const PARTNER_THUMB: Record<'longer' | 'shorter', string[]> = {
  longer: [
    "{name}'s thumb is longer than yours: when you disagree, they push harder, and you persuade better.",
    "Since {name}'s thumb is longer than yours, they will dig in on the big choices, and your gift for give-and-take keeps them from digging too deep.",
    'With a longer thumb than yours, {name} holds the ground you agree on, while you are the one who finds it.',
    "{name}'s thumb is longer than yours, which gives them the firmer will and you the gentler way of getting what you both want.",
    "It helps that {name}'s thumb is longer than yours: someone holds firm when it counts, and you know how to soften a hard no.",
  ],
  shorter: [
    "{name}'s thumb is shorter than yours: you bring the will, and they bring the give.",
    "Since {name}'s thumb is shorter than yours, they bend where you would dig in, and often that is exactly what the moment needs.",
    'With a shorter thumb than yours, {name} finds the kind words, while you hold firm once a course is set.',
    "{name}'s thumb is shorter than yours, which makes them the gentle persuader and you the one who sees it through.",
    "When you dig in, remember that {name}'s thumb is shorter than yours, and their give is a gift, not a weakness.",
  ],
};

/**
 * Two people (never one: a check with oneself is refused) whose hands measure as one: named as such
 * in the title, in place of their outcome's ("Soulmates" would be a verdict on two hands that are,
 * by every measure, one), and in the description.
 */
export const SAME_HAND_TITLE = 'Twin Hands';
export const SAME_HAND =
  'Your two palms measure as alike as hands get: the same proportions, the same fingers, the same thumb.';
