/**
 * The Chooser a reading is chosen with: what its voice refuses is never chosen, what it would rather
 * not say is left out only while enough of a pool is left, and every option chosen is heard.
 */
import { describe, expect, it } from 'vitest';
import { Chooser, type Voice } from './choose.js';

const pool = (n: number) => Array.from({ length: n }, (_, i) => `option ${i}`);
const seeds = Array.from({ length: 200 }, (_, i) => `seed-${i}`);

function voice(refused: Set<string>, unwanted: Set<string>): Voice & { heard: string[] } {
  const heard: string[] = [];
  return { agrees: (w) => !refused.has(w), prefers: (w) => !unwanted.has(w), said: (w) => void heard.push(w), heard };
}

describe('Chooser with a voice', () => {
  it('never chooses an option the voice refuses, by pick, spread or pickMany, and hears what it chose', () => {
    const options = pool(10);
    const refused = new Set(options.slice(0, 4));
    for (const seed of seeds) {
      const v = voice(refused, new Set());
      const c = new Chooser(seed, v);
      const picked = [
        c.pick('a', options),
        c.spread('b', options, [[seed.length % 3, 3]]),
        ...c.pickMany('c', options, 3),
      ];
      expect(picked.filter((p) => refused.has(p))).toEqual([]);
      expect(v.heard).toEqual(picked);
    }
  });

  it('says what it would rather not only where too few options would be left', () => {
    const unwanted = (options: string[]) => new Set(options.slice(0, 4));
    const big = pool(14); // 10 wanted: enough
    const small = pool(8); // 4 wanted: too few, all stay
    const fromBig = new Set(seeds.map((seed) => new Chooser(seed, voice(new Set(), unwanted(big))).pick('a', big)));
    const fromSmall = new Set(
      seeds.map((seed) => new Chooser(seed, voice(new Set(), unwanted(small))).pick('a', small)),
    );
    expect([...fromBig].filter((p) => unwanted(big).has(p))).toEqual([]);
    expect([...fromSmall].filter((p) => unwanted(small).has(p)).length).toBeGreaterThan(0);
  });

  it('keeps every other grid cell on its own option when one is refused', () => {
    const options = pool(12);
    const without = (seed: string, cell: number) => new Chooser(seed).spread('a', options, [[cell, 6]]);
    for (const seed of seeds.slice(0, 50)) {
      const refused = new Set([without(seed, 0)]);
      for (let cell = 1; cell < 6; cell++) {
        const plain = without(seed, cell);
        if (refused.has(plain)) continue;
        expect(new Chooser(seed, voice(refused, new Set())).spread('a', options, [[cell, 6]])).toBe(plain);
      }
    }
  });
});
