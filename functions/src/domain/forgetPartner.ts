/**
 * A compatibility result someone else keeps, once its partner has deleted their account: the words
 * stay the owner's, but the partner's name goes from them ("You and Sam both…" becomes "You and your
 * partner both…"), and the result no longer points at the partner.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function withoutPartnerName(content: Record<string, unknown>, name: string): Record<string, unknown> {
  // The name as a whole word (letters of any script around it end it); capitalised where a sentence starts.
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${escape(name.trim())}(?![\\p{L}\\p{N}])`, 'gu');
  const forget = (text: string) =>
    text.replace(named, (_match, at: number) =>
      /(^|[.!?])\s*$/.test(text.slice(0, at)) ? 'Your partner' : 'your partner',
    );
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) {
    if (key === 'partnerName') out[key] = null;
    else if (typeof value === 'string' && name.trim()) out[key] = forget(value);
    else if (Array.isArray(value) && name.trim()) out[key] = value.map((v) => (typeof v === 'string' ? forget(v) : v));
    else out[key] = value;
  }
  return out;
}
