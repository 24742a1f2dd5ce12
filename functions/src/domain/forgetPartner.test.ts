import { describe, expect, it } from 'vitest';
import { withoutPartnerName } from './forgetPartner.js';

describe('a kept compatibility result whose partner deleted their account', () => {
  it('loses the partner’s name from its words, capitalised where a sentence starts, and keeps the rest', () => {
    const content = withoutPartnerName(
      {
        partnerName: 'Zoë',
        outcomeDescription:
          "You and Zoë both have the Fire hand. Zoë's fingers are longer than yours. With shorter fingers, Zoë brings speed. Zoëlle is someone else.",
        strengths: ['Zoë listens', 'Shared fire'],
        userArchetype: 'HEALER',
      },
      'Zoë',
    );
    expect(content).toEqual({
      partnerName: null,
      outcomeDescription:
        "You and your partner both have the Fire hand. Your partner's fingers are longer than yours. With shorter fingers, your partner brings speed. Zoëlle is someone else.",
      strengths: ['Your partner listens', 'Shared fire'],
      userArchetype: 'HEALER',
    });
  });

  it('reads a name with the characters a regular expression treats specially as plain text', () => {
    expect(withoutPartnerName({ guidance: 'Trust A.J. today, not AxJx.' }, 'A.J.')).toEqual({
      guidance: 'Trust your partner today, not AxJx.',
    });
  });

  it('forgets the name the result was written with, when the partner has changed theirs since', () => {
    const content = withoutPartnerName(
      { partnerName: 'Zoë', outcomeDescription: "You and Zoë share a hand. Zoë's fingers run long." },
      'Zoe New',
    );
    expect(content).toEqual({
      partnerName: null,
      outcomeDescription: "You and your partner share a hand. Your partner's fingers run long.",
    });
  });
});
