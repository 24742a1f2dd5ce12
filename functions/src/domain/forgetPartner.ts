/**
 * A compatibility result someone else keeps, once its partner has deleted their account: the words
 * stay the owner's, but the partner's name goes from them ("You and Sam both…" becomes "You and your
 * partner both…"), and the result no longer points at the partner.
 */
import type { CompatibilityContent } from '../contract/readingContent.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function withoutPartnerName(content: CompatibilityContent, name: string): CompatibilityContent {
  // The partner's name now, and the name the result was written with (they may have changed it since).
  const written = content.partnerName ?? '';
  const names = [...new Set([name.trim(), written.trim()].filter(Boolean))];
  // Each name as a whole word (letters of any script around it end it); capitalised where a sentence starts.
  const patterns = names.map((n) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(n)}(?![\\p{L}\\p{N}])`, 'gu'));
  const forget = (text: string) =>
    patterns.reduce(
      (out, named) =>
        out.replace(named, (_match, at: number) =>
          /(^|[.!?])\s*$/.test(out.slice(0, at)) ? 'Your partner' : 'your partner',
        ),
      text,
    );
  return {
    ...content,
    outcomeTitle: forget(content.outcomeTitle),
    outcomeDescription: forget(content.outcomeDescription),
    partnerName: null,
    strengths: content.strengths.map(forget),
    challenges: content.challenges.map(forget),
    guidance: forget(content.guidance),
  };
}
