/** The words of a shared or invitation link's preview card (http/linkPreview.ts), where people see a link. */
export const PREVIEW_TEXTS = {
  someone: 'A friend',
  sharedTitle: (who: string, archetypeName: string | null) =>
    `${who}'s Palm Reading${archetypeName ? `: ${archetypeName}` : ''} · Palme`,
  sharedDescription: 'A palm reading shared with you on Palme. Open it, then get your own.',
  inviteTitle: (who: string) => `${who} wants to compare palms · Palme`,
  inviteDescription: (who: string, archetypeName: string | null) =>
    `${archetypeName ? `${who} is ${archetypeName}. ` : ''}Add your palm and discover your compatibility: Soulmates, Kindred Friends, Balanced Allies or Challengers?`,
  imageAlt: (archetypeName: string | null) =>
    archetypeName ? `${archetypeName}, a Palme archetype` : 'Palme palm reading',
  cardAlt: (who: string, archetypeName: string | null) =>
    `${who}'s palm with its heart, head and life lines traced${archetypeName ? `, read as ${archetypeName}` : ''}`,
} as const;
