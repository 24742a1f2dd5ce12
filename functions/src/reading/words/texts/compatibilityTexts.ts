/**
 * Words for the four compatibility outcomes, and for how two measured hands meet. A text that calls
 * the two hands alike as a whole is only for pairs that measure alike (`only: 'alike'`), one that
 * calls them unlike only for pairs that do not: no text says both.
 */
import type { CompatibilityOutcome } from '../../../contract/enums.js';
import type { ThumbKey } from '../traits.js';

/** A text for any pair, or only for hands that measure alike, or only for hands that do not. */
export type PairText = string | { text: string; only: 'alike' | 'unlike' };

export interface OutcomeTexts {
  title: string;
  descriptions: PairText[];
  strengths: PairText[];
  challenges: PairText[];
  guidance: PairText[];
}

/** The texts that fit the pair: alike or not. */
export function forPair(texts: readonly PairText[], alike: boolean): string[] {
  return texts.flatMap((t) => (typeof t === 'string' ? [t] : (t.only === 'alike') === alike ? [t.text] : []));
}

export const OUTCOME_TEXTS: Record<CompatibilityOutcome, OutcomeTexts> = {
  SOULMATES: {
    title: 'Soulmates',
    descriptions: [
      'Your palms answer each other like two halves of one sentence. Where one of you reaches, the other already holds, and the bond between you feels less like a choice than a recognition.',
      'Rare and unmistakable: your hands complete each other. Together you bring out what each of you keeps hidden from the rest of the world.',
      'There is an ease between you that most people spend years looking for. Your hands tell the story of two paths that were always going to meet.',
      {
        text: 'Hands this alike rarely meet by accident. You understand each other before the sentence is finished.',
        only: 'alike',
      },
      {
        text: 'Your hands are built differently and fit together all the better for it, like a key and its lock.',
        only: 'unlike',
      },
    ],
    strengths: [
      'An instinctive understanding without many words',
      "Each of you draws out the other's best",
      'Deep emotional safety',
      'Shared dreams that grow bigger together',
      'Forgiveness comes naturally',
      'You make ordinary days feel meaningful',
    ],
    challenges: [
      'Losing your separate selves in the bond',
      'Expecting the other to read every mood',
      'Avoiding hard talks to protect the magic',
      'Intensity that needs rest to stay sweet',
    ],
    guidance: [
      'Protect what you have by keeping a little room for each of you to grow alone; you will always bring it back to each other.',
      'Say the loving things out loud even when you think they are obvious. Soulmates are made as much as found.',
      'Plan one adventure you have never taken together; your bond grows strongest when it is also exploring.',
    ],
  },
  KINDRED_FRIENDS: {
    title: 'Kindred Friends',
    descriptions: [
      {
        text: 'Your hands share a shape and a rhythm. You recognize yourselves in each other, and that makes for a friendship that feels like coming home.',
        only: 'alike',
      },
      'You speak the same inner language. Whatever form your bond takes, it rests on a rare sense of being understood without explaining.',
      {
        text: 'Two hands cut from the same cloth. Your connection is easy, loyal and full of laughter.',
        only: 'alike',
      },
      {
        text: 'Your hands take the same road at different paces, and you keep finding each other along it.',
        only: 'unlike',
      },
      {
        text: 'What your hands share runs deeper than what sets them apart. Your friendship is easy, loyal and full of laughter.',
        only: 'unlike',
      },
    ],
    strengths: [
      'Effortless understanding',
      'Shared humor and values',
      'Loyalty that lasts for years',
      "Comfort in each other's company",
      'Honest advice, kindly given',
      'Matching energy for plans and adventures',
    ],
    challenges: [
      'Sharing the same blind spots',
      "Mirroring each other's worries",
      'Too much comfort can crowd out growth',
      'Competing in the same arena',
    ],
    guidance: [
      'Bring each other new worlds: introduce one friend, book or place the other would never find alone.',
      'When you both feel the same fear, let one of you play the brave one, and take turns.',
      {
        text: 'Celebrate where your hands differ as loudly as where they agree; that is where your next chapter lives.',
        only: 'unlike',
      },
      {
        text: 'You already agree on most things. Pick one thing neither of you has tried and learn it together.',
        only: 'alike',
      },
    ],
  },
  BALANCED_ALLIES: {
    title: 'Balanced Allies',
    descriptions: [
      {
        text: 'Your palms are different in just the right ways. Where one of you is strong, the other has room to rest, and together you cover far more ground than either could alone.',
        only: 'unlike',
      },
      {
        text: 'A partnership of complementary gifts: one of you steadies, the other stirs. Your bond works best when you treat your differences as a shared toolkit.',
        only: 'unlike',
      },
      'You balance each other like weights on a scale, matched in respect. With trust, you make an unusually capable team.',
      {
        text: "Your hands are built alike and still move at their own speeds: you understand each other's instincts and cover different ground.",
        only: 'alike',
      },
      {
        text: 'Hands this close in build but not in temperament make a steady team. Agree on the pace and there is little you cannot do.',
        only: 'alike',
      },
    ],
    strengths: [
      { text: 'Complementary strengths', only: 'unlike' },
      "Respect for each other's ways",
      'A wide view of every problem',
      'Steady support in hard seasons',
      'Each of you teaches the other something new',
      'Decisions made from more than one angle',
      { text: 'An easy shared rhythm', only: 'alike' },
    ],
    challenges: [
      "Misreading each other's pace",
      'Keeping score of who gives more',
      'Different ways of showing care',
      'Needing patience to translate feelings',
    ],
    guidance: [
      'Name your roles out loud: who leads where, who rests when. Balance thrives on clarity.',
      'When you disagree, ask what the other sees that you cannot; the answer is usually your missing half.',
      'Schedule time for what each of you loves, and join in once in a while. Allies become friends that way.',
    ],
  },
  CHALLENGERS: {
    title: 'Challengers',
    descriptions: [
      {
        text: 'Your palms differ where it counts, and that is exactly why you need each other. This bond sharpens you, tests you and, handled with care, grows you both.',
        only: 'unlike',
      },
      'Sparks fly between your hands. You see the world differently enough to frustrate each other, and honestly enough to make each other better.',
      'Yours is a bond of friction and fire. It asks more of you than easy connections do, and it gives back in courage, clarity and growth.',
      {
        text: 'Built alike, named apart: your hands agree on the how and argue about the why, and that argument makes you both sharper.',
        only: 'alike',
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
      'Clashing rhythms and priorities',
      'Arguments that circle instead of resolve',
      'Pride that gets in the way of apology',
      "Misunderstanding each other's intentions",
      'Wearing each other out',
    ],
    guidance: [
      'Agree on one shared goal; your friction turns into power once it points the same way.',
      'Pause before you answer in a hard moment. Most of your clashes end the moment one of you listens first.',
      'Appreciate out loud what the other brings that you lack. Challengers become the strongest allies that way.',
    ],
  },
};

/** What two hands share, said of both: by the trait both have at the same side of its middle. */
export const BOTH_FINGERS: Record<'short' | 'long', string[]> = {
  short: [
    'You both have short fingers, so you decide fast together, sometimes faster than is wise.',
    'Both of your hands have short fingers: plans between you get made in minutes and started the same day.',
  ],
  long: [
    'You both have long fingers, so you will agree on doing things properly, down to the last detail.',
    'Both of your hands have long fingers: you notice the same small things, and you both care that they are right.',
  ],
};

export const BOTH_PALMS: Record<'long' | 'square', string[]> = {
  long: [
    "You both have long palms, so you understand each other's silences without asking about them.",
    'Both of your palms run long: you feel things deeply and give each other time to say them.',
  ],
  square: [
    'You both have square palms: routines and plans come easily to the two of you.',
    'Both of your palms are square, so you share a love of things done steadily and well.',
  ],
};

export const BOTH_THUMBS: Record<ThumbKey, string[]> = {
  long: ['You both have long thumbs, which makes for two strong wills: take turns winning.'],
  longish: ['Your thumbs are alike in length, so neither of you has to shout to be heard.'],
  shortish: ['Your thumbs are alike and a little short: you both bend for people and hold for principles.'],
  short: ['You both have shorter thumbs, so you persuade rather than push, and you do it kindly.'],
};

/** Where the two hands differ, said of the partner ({name}) against the user. */
export const PARTNER_FINGERS: Record<'longer' | 'shorter', string[]> = {
  longer: [
    "{name}'s fingers are longer than yours: they will check the details you skip, and you will get them moving.",
    'With longer fingers than yours, {name} weighs what you would rather just try, and you both gain from it.',
  ],
  shorter: [
    "{name}'s fingers are shorter than yours: they will act while you are still weighing it, and you will catch what they miss.",
    'With shorter fingers than yours, {name} brings speed where you bring care.',
  ],
};

export const PARTNER_PALM: Record<'longer' | 'squarer', string[]> = {
  longer: [
    "{name}'s palm is longer than yours: they bring the feeling, you bring the footing.",
    'With a longer palm than yours, {name} feels things first; you make them practical.',
  ],
  squarer: [
    "{name}'s palm is squarer than yours: they bring the routine, you bring the mood.",
    'With a squarer palm than yours, {name} keeps the ground steady while you explore.',
  ],
};

export const PARTNER_THUMB: Record<'longer' | 'shorter', string[]> = {
  longer: ["{name}'s thumb is longer than yours: when you disagree, they push harder, and you persuade better."],
  shorter: ["{name}'s thumb is shorter than yours: you bring the will, and they bring the give."],
};

/** Two people (never one: a check with oneself is refused) whose hands measure as one. */
export const SAME_HAND =
  'Your two palms measure as alike as hands get: the same proportions, the same fingers, the same thumb.';
