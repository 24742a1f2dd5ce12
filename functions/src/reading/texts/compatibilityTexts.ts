/** Words for the four compatibility outcomes. */
import type { CompatibilityOutcome } from '../../contract/enums.js';

/** A text for any pair, or only for two hands of the same shape, or only for different shapes. */
export type PairText = string | { text: string; only: 'same' | 'different' };

export interface OutcomeTexts {
  title: string;
  descriptions: PairText[];
  strengths: string[];
  challenges: string[];
  guidance: PairText[];
}

/** The texts that fit the pair: same hand shape or not. */
export function forPair(texts: readonly PairText[], sameShape: boolean): string[] {
  return texts.flatMap((t) => (typeof t === 'string' ? [t] : (t.only === 'same') === sameShape ? [t.text] : []));
}

export const OUTCOME_TEXTS: Record<CompatibilityOutcome, OutcomeTexts> = {
  SOULMATES: {
    title: 'Soulmates',
    descriptions: [
      'Your palms answer each other like two halves of one sentence. Where one of you reaches, the other already holds, and the bond between you feels less like a choice than a recognition.',
      'Rare and unmistakable: your hands complete each other. Together you bring out what each of you keeps hidden from the rest of the world.',
      'There is an ease between you that most people spend years looking for. Your hands tell the story of two paths that were always going to meet.',
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
        only: 'same',
      },
      'You speak the same inner language. Whatever form your bond takes, it rests on a rare sense of being understood without explaining.',
      { text: 'Two hands cut from the same cloth. Your connection is easy, loyal and full of laughter.', only: 'same' },
      {
        text: "Different hand shapes, matched proportions: you found each other's rhythm faster than most people do.",
        only: 'different',
      },
      {
        text: 'Your hands are named differently and measure alike. Your friendship is easy, loyal and full of laughter.',
        only: 'different',
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
        text: 'Celebrate your differences as loudly as your similarities; they are where your next chapter lives.',
        only: 'different',
      },
      {
        text: 'You already agree on most things. Pick one thing neither of you has tried and learn it together.',
        only: 'same',
      },
    ],
  },
  BALANCED_ALLIES: {
    title: 'Balanced Allies',
    descriptions: [
      {
        text: 'Your palms are different in just the right ways. Where one of you is strong, the other has room to rest, and together you cover far more ground than either could alone.',
        only: 'different',
      },
      {
        text: 'A partnership of complementary gifts: one of you steadies, the other stirs. Your bond works best when you treat your differences as a shared toolkit.',
        only: 'different',
      },
      'You balance each other like weights on a scale, matched in respect. With trust, you make an unusually capable team.',
      {
        text: "The same hand shape in different proportions: you understand each other's instincts and still cover different ground.",
        only: 'same',
      },
      {
        text: 'You share a hand shape but not a pace. Agree on the pace and you make an unusually capable team.',
        only: 'same',
      },
    ],
    strengths: [
      'Complementary strengths',
      "Respect for each other's ways",
      'A wide view of every problem',
      'Steady support in hard seasons',
      'Each of you teaches the other something new',
      'Decisions made from more than one angle',
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
      'Your palms pull in different directions, and that is exactly why you matter to each other. This bond sharpens you, tests you and, handled with care, grows you both.',
      'Sparks fly between your hands. You see the world differently enough to frustrate each other, and honestly enough to make each other better.',
      'Yours is a bond of friction and fire. It asks more of you than easy connections do, and it gives back in courage, clarity and growth.',
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
