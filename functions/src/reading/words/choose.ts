import { createHash } from 'node:crypto';

/**
 * Deterministic choices: the same seed and label always pick the same option, and different labels
 * pick independently, so every part of a reading varies on its own.
 */
export class Chooser {
  constructor(private readonly seed: string) {}

  private number(label: string): number {
    return createHash('sha256').update(`${this.seed}\u0000${label}`).digest().readUInt32BE(0);
  }

  pick<T>(label: string, options: readonly T[]): T {
    if (options.length === 0) throw new Error(`no options for ${label}`);
    return options[this.number(label) % options.length]!;
  }

  /** `count` distinct options, in a seed-dependent order. */
  pickMany<T>(label: string, options: readonly T[], count: number): T[] {
    return options
      .map((option, index) => ({ option, rank: this.number(`${label}#${index}`) }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, Math.min(count, options.length))
      .map((entry) => entry.option);
  }

  /** An integer in [min, max]. */
  between(label: string, min: number, max: number): number {
    return min + (this.number(label) % (max - min + 1));
  }
}
