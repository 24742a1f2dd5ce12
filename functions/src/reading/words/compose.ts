/**
 * Composing a paragraph from sentences about measured traits, in one voice: each sentence picked
 * from its trait level's phrasings. A link is a claim about meaning, so only one is made: a sentence
 * that reads the hand as quick after one that reads it as slow, or the other way round, is set
 * against it ("Yet", "But", "Still,"…), a real contrast. Sentences that pull the same way, or that say nothing of
 * pace, stand on their own: no "What is more" glue between thoughts that do not add up.
 */
import type { Picker } from './choose.js';

/** How quickly a trait reads the hand as acting: quick, slow, or neither. */
type Tone = 'quick' | 'slow';

export interface Phrasing {
  text: string;
  tone?: Tone;
}

/** Words that set a sentence against the one before: one of them, so the contrast is not a template. */
const CONTRASTS = ['Yet', 'But', 'Still,'];

/** A sentence, lower-cased at its start, to follow a linking word. */
export const continued = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The sentences as one paragraph: each phrasing picked by `label` and its place, links added
 * between sentences whose tones agree or disagree. Options given as plain strings carry no tone.
 */
export function paragraph(c: Picker, label: string, parts: ReadonlyArray<readonly (Phrasing | string)[]>): string {
  const picked = parts.map((options, i) => {
    const p = c.pick(`${label}.${i}`, options);
    return typeof p === 'string' ? { text: p } : p;
  });
  return picked
    .map((p, i) => {
      const before = picked[i - 1]?.tone;
      if (!before || !p.tone || before === p.tone) return p.text;
      return `${c.pick(`${label}.${i}.contrast`, CONTRASTS)} ${continued(p.text)}`;
    })
    .join(' ');
}
