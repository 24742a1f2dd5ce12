import { createHash } from 'node:crypto';

/** What picks one of a list of options by a label. */
export interface Picker {
  pick<T>(label: string, options: readonly T[]): T;
}

/**
 * The fewest options a preference may leave of a pool: fewer, and each would be said by too many
 * readings (the words check holds every sentence under 5% of them). Six until Nov 28; five let pools
 * of ten avoid an idea said already, and the ideas said twice in 1,000 stored readings fell from
 * 880 to 789, with every sentence still under 5% and copies keeping 80.6% of headline fields. Four
 * since stop 66: a pool of eight or nine with four options left avoids an idea said already (the
 * personality's slow morning and then health's gentle beginnings), and the ideas said twice in 1,000
 * stored readings fell from 228 to 95; nine sentences were written for the pools it left short of
 * the 5% limit, and copies keep 80.4% of headline fields.
 */
export const PREFERRED_AT_LEAST = 4;

/** An option's words: the option itself, its `text`, or what a prediction says will happen and what to do. */
function wordsOf(option: unknown): string | null {
  if (typeof option === 'string') return option;
  if (typeof option !== 'object' || option === null) return null;
  const { text, happens, advice } = option as { text?: unknown; happens?: unknown; advice?: unknown };
  if (typeof text === 'string') return text;
  return typeof happens === 'string' && typeof advice === 'string' ? `${happens} ${advice}` : null;
}

/** Whether an option passes a test of its words (an option with no words passes every test). */
function passes(option: unknown, test: (words: string) => boolean): boolean {
  const words = wordsOf(option);
  return !words || test(words);
}

/**
 * What a reading has said so far, as it is chosen part by part: whether it may say an option's
 * words at all, whether it would rather not (`prefers`: such an option is left out only while enough
 * of the pool remains, Chooser.kept), and what it said.
 */
export interface Voice {
  agrees(words: string): boolean;
  prefers?(words: string): boolean;
  /**
   * Says what it prefers whenever one of those options is not refused, rather than only while enough
   * are left: in `spread` (the lines' reads, whose pools are too short to thin: Chooser.strictPick),
   * and in `pick` and `pickMany` (the parts a reading says after its paragraphs: lists, shadows,
   * themes, milestones, omens, rituals, the focus area; Chooser.strictKept).
   */
  strictly?: boolean;
  said(words: string): void;
}

/**
 * Deterministic choices: the same seed and label always pick the same option, and different labels
 * pick independently, so every part of a reading varies on its own. A `voice`, where given, leaves
 * out the options whose words it refuses (a sentence that says the opposite of the hand, an image the
 * reading has used already), unless it would refuse them all, and hears every option chosen.
 */
export class Chooser {
  constructor(
    private readonly seed: string,
    private readonly voice?: Voice,
  ) {}

  private chosen<T>(option: T): T {
    const words = this.voice && wordsOf(option);
    if (words) this.voice!.said(words);
    return option;
  }

  private number(label: string): number {
    return createHash('sha256').update(`${this.seed}\u0000${label}`).digest().readUInt32BE(0);
  }

  /**
   * The options the voice may say (all of them, if it refuses them all), and of those the ones it
   * prefers, while they are at least a third of them and PREFERRED_AT_LEAST: a pool is never thinned
   * further for a preference, so no option of it gathers the hands of the others. Where fewer are
   * preferred, the pool keeps them and, drawn by the seed, just enough of the others to stay at that
   * size: an idea said already comes back in one reading of five rather than in most (until Nov 28
   * such a pool kept every option, and 861 ideas were said twice in 1,000 readings; then 608). A third
   * rather than half since stop 65: a pool of more than ten options thins further, and 680 ideas said
   * twice in 1,000 readings (with the tags of that day) became 598, with no sentence past 5%.
   */
  private kept<T>(label: string, options: readonly T[]): readonly T[] {
    const voice = this.voice;
    if (!voice) return options;
    const agreed = options.filter((option) => passes(option, (words) => voice.agrees(words)));
    const may = agreed.length > 0 ? agreed : options;
    if (!voice.prefers) return may;
    const preferred = may.filter((option) => passes(option, (words) => voice.prefers!(words)));
    const fewest = Math.max(PREFERRED_AT_LEAST, Math.ceil(may.length / 3));
    if (preferred.length >= fewest) return preferred;
    if (may.length <= fewest) return may;
    // Too few preferred: as few of the others as keep the pool at its fewest, drawn by the seed (not
    // the pool's order, which would hand the first of them every such hand).
    const others = may
      .filter((option) => !preferred.includes(option))
      .map((option, index) => ({ option, rank: this.number(`${label}\u0002${index}`) }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, fewest - preferred.length)
      .map(({ option }) => option);
    return may.filter((option) => preferred.includes(option) || others.includes(option));
  }

  /**
   * Of `options`, the one `allowed` that ranks highest in a draw from `draw` (a rank for each option
   * by its place in the pool): what the voice leaves out moves the choice only where it leaves out the
   * option chosen, and what it lets back in only where that ranks higher. Until stop 67 the choice was
   * the draw's index into the options left, so any change in what was left (another photo of the hand
   * that said one earlier part otherwise) moved every later part that a preference had thinned.
   */
  private ranked<T>(draw: number, options: readonly T[], allowed: (option: T) => boolean): T | undefined {
    let best: T | undefined;
    let bestRank = -1;
    options.forEach((option, index) => {
      if (!allowed(option)) return;
      const rank = mix(draw, index);
      if (rank > bestRank) [best, bestRank] = [option, rank];
    });
    return best;
  }

  /** `own` where it is allowed, else the allowed option ranked highest in `draw` (Chooser.ranked). */
  private ownOrRanked<T>(own: T, draw: number, options: readonly T[], allowed: (option: T) => boolean): T | undefined {
    return allowed(own) ? own : this.ranked(draw, options, allowed);
  }

  /**
   * The option the seed draws for `label`, or where the voice leaves it out, the kept option ranked
   * highest by a second draw (Chooser.ranked): what else the voice leaves out moves no pick.
   */
  pick<T>(label: string, options: readonly T[]): T {
    if (options.length === 0) throw new Error(`no options for ${label}`);
    const kept = this.strictKept(label, options);
    const own = options[this.number(label) % options.length]!;
    return this.chosen(this.ownOrRanked(own, this.number(`${label}\u0001`), options, (o) => kept.includes(o))!);
  }

  /**
   * For a strict voice, the options it prefers and agrees to, wherever there is one (however few);
   * otherwise, and for any other voice, Chooser.kept.
   */
  private strictKept<T>(label: string, options: readonly T[]): readonly T[] {
    const voice = this.voice;
    if (voice?.strictly) {
      const preferred = options.filter((option) =>
        passes(option, (words) => voice.agrees(words) && (voice.prefers?.(words) ?? true)),
      );
      if (preferred.length > 0) return preferred;
    }
    return this.kept(label, options);
  }

  /**
   * An option for one cell of a grid of traits (`place`: each trait's index among its levels, and how
   * many levels it has), spread so that cells next to each other (one trait a level apart) never share
   * one while there are options enough: hands that differ in a single trait read differently, and no
   * option gathers a cluster of common neighbouring hands, as independent picks by chance do.
   */
  spread<T>(label: string, options: readonly T[], place: ReadonlyArray<readonly [index: number, levels: number]>): T {
    if (options.length === 0) throw new Error(`no options for ${label}`);
    const steps = gridSteps(
      options.length,
      place.map(([, levels]) => levels),
    );
    const cell = place.reduce((sum, [index], i) => sum + index * steps[i]!, 0);
    const option = options[(this.number(label) + cell) % options.length]!;
    if (this.voice?.strictly) return this.chosen(this.strictPick(label, options, option, cell, this.voice));
    const kept = this.kept(label, options);
    // Its own option where kept; left out, the kept option ranked highest by a second draw
    // (Chooser.ranked). Every other cell keeps its option (choosing among the kept ones alone would
    // move every option after a left-out one, and hands a trait apart could land on one again), the
    // left-out cells scatter rather than all going to one neighbour, and a left-out cell moves again
    // only if its new option is left out.
    const draw = this.number(`${label}\u0001`) + cell;
    return this.chosen(this.ownOrRanked(option, draw, options, (o) => kept.includes(o))!);
  }

  /**
   * A strict voice's option for a grid cell: among the options it prefers (all, if none), the cell's
   * own, else the one ranked highest by a second draw that the voice agrees to. What it prefers is
   * drawn from first and what it refuses only skipped, so an option refused for a reason of its own
   * (an image another line used) moves no other cell's choice. Where it refuses every option it
   * prefers, the cell's own option or the highest-ranked one it agrees to from the same draw; where it
   * refuses them all, the cell's own (as Chooser.kept keeps every option then).
   */
  private strictPick<T>(label: string, options: readonly T[], own: T, cell: number, voice: Voice): T {
    const agrees = (option: T) => passes(option, (words) => voice.agrees(words));
    const preferred = options.filter((option) => passes(option, (words) => voice.prefers?.(words) ?? true));
    const draw = this.number(`${label}\u0001`) + cell;
    const drawn = (pool: readonly T[]) =>
      this.ownOrRanked(own, draw, options, (option) => pool.includes(option) && agrees(option)) ?? null;
    return drawn(preferred) ?? drawn(options) ?? own;
  }

  /**
   * `count` distinct options, in a seed-dependent order, chosen one at a time: each is kept (Chooser.kept)
   * among the rest after the voice has heard the ones before it, so two items of one list do not say
   * one idea ("Courage to leap before it feels safe" beside "Welcoming change at a sensible pace").
   */
  pickMany<T>(label: string, options: readonly T[], count: number): T[] {
    let rest = options
      .map((option, index) => ({ option, rank: this.number(`${label}#${index}`) }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ option }) => option);
    const picked: T[] = [];
    while (picked.length < Math.min(count, options.length)) {
      const allowed = this.strictKept(label, rest);
      const next = rest.find((option) => allowed.includes(option)) ?? rest[0]!;
      rest = rest.filter((option) => option !== next);
      picked.push(this.chosen(next));
    }
    return picked;
  }

  /** An integer in [min, max]. */
  between(label: string, min: number, max: number): number {
    return min + (this.number(label) % (max - min + 1));
  }
}

/** A Picker for one cell of a grid of traits: every pick spread over the grid (Chooser.spread). */
export function spreadPicker(chooser: Chooser, place: ReadonlyArray<readonly [number, number]>): Picker {
  return { pick: (label, options) => chooser.spread(label, options, place) };
}

/**
 * How far one level of each trait moves a hand along `count` options (Chooser.spread): mixed-radix
 * steps (the first trait 1, the next the first's levels, …), each moved on where it would be no step
 * at all, or the same step as an earlier trait's, along `count` options (with 16 options and four
 * levels a trait, a third trait's step of 16 would leave hands that differ only in it on one option).
 */
function gridSteps(count: number, levels: readonly number[]): number[] {
  const steps: number[] = [];
  let radix = 1;
  for (const size of levels) {
    let step = radix;
    const taken = (s: number) => s % count === 0 || steps.some((earlier) => earlier % count === s % count);
    for (let tries = 0; tries < count && taken(step); tries++) step++;
    steps.push(step);
    radix *= size;
  }
  return steps;
}

/** A rank for the option at `index` in a draw (a 32-bit mix of the two: murmur3's finalizer). */
function mix(draw: number, index: number): number {
  let h = (draw ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
