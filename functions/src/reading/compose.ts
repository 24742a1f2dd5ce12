/**
 * Composing a paragraph from sentences about measured traits, in one voice: each sentence picked
 * from its trait level's phrasings, and each linked to the one before by what the two say about how
 * quickly the hand acts. Two sentences that pull the same way are joined ("And", "What is more,"),
 * two that pull apart are set against each other ("Yet", "At the same time,"), others stand alone.
 */
import type { Chooser } from './choose.js';

/** How quickly a trait reads the hand as acting: quick, slow, or neither. */
type Tone = 'quick' | 'slow';

export interface Phrasing {
  text: string;
  tone?: Tone;
}

const ALONG = ['And', 'What is more,', 'On top of that,'];
const AGAINST = ['Yet', 'At the same time,', 'Even so,'];

/** A sentence, lower-cased at its start, to follow a linking word. */
const continued = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The sentences as one paragraph: each phrasing picked by `label` and its place, links added
 * between sentences whose tones agree or disagree. Options given as plain strings carry no tone.
 */
export function paragraph(c: Chooser, label: string, parts: ReadonlyArray<readonly (Phrasing | string)[]>): string {
  const picked = parts.map((options, i) => {
    const p = c.pick(`${label}.${i}`, options);
    return typeof p === 'string' ? { text: p } : p;
  });
  return picked
    .map((p, i) => {
      const before = picked[i - 1]?.tone;
      if (!before || !p.tone) return p.text;
      const links = before === p.tone ? ALONG : AGAINST;
      return `${c.pick(`${label}.${i}.link`, links)} ${continued(p.text)}`;
    })
    .join(' ');
}
