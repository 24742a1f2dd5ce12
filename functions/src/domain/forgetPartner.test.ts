import { describe, expect, it } from 'vitest';
import { someCompatibilityContent } from '../../test/readingContents.js';
import { withoutPartnerName } from './forgetPartner.js';

describe('a kept compatibility result whose partner deleted their account', () => {
  it('loses the partner’s name from its words, capitalised where a sentence starts, and keeps the rest', () => {
    const before = {
      ...someCompatibilityContent('KINDRED_FRIENDS', 'LOVER'),
      partnerName: 'Zoë',
      outcomeDescription:
        "You and Zoë both have the Fire hand. Zoë's fingers are longer than yours. With shorter fingers, Zoë brings speed. Zoëlle is someone else.",
      strengths: ['Zoë listens', 'Shared fire'],
    };
    expect(withoutPartnerName(before, 'Zoë')).toEqual({
      ...before,
      partnerName: null,
      outcomeDescription:
        "You and your partner both have the Fire hand. Your partner's fingers are longer than yours. With shorter fingers, your partner brings speed. Zoëlle is someone else.",
      strengths: ['Your partner listens', 'Shared fire'],
    });
  });

  it('reads a name with the characters a regular expression treats specially as plain text', () => {
    const before = { ...someCompatibilityContent(), partnerName: 'A.J.', guidance: 'Trust A.J. today, not AxJx.' };
    expect(withoutPartnerName(before, 'A.J.').guidance).toBe('Trust your partner today, not AxJx.');
  });

  it('forgets the name the result was written with, when the partner has changed theirs since', () => {
    const before = {
      ...someCompatibilityContent(),
      partnerName: 'Zoë',
      outcomeDescription: "You and Zoë share a hand. Zoë's fingers run long.",
      challenges: ['Zoë waits; you do not.'],
    };
    const after = withoutPartnerName(before, 'Zoe New');
    expect(after.partnerName).toBeNull();
    expect(after.outcomeDescription).toBe("You and your partner share a hand. Your partner's fingers run long.");
    expect(after.challenges).toEqual(['Your partner waits; you do not.']);
  });
});
