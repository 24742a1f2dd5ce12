/** Sharing: the device share sheet where there is one, otherwise the clipboard. */
import { ROUTES } from './routes';

export const shareUrls = {
  reading: (shareId: string) => `${window.location.origin}${ROUTES.shared(shareId)}`,
  compatibilityInvite: (shareId: string) => `${window.location.origin}${ROUTES.compatibility(shareId)}`,
  compatibilityResult: (id: string) => `${window.location.origin}${ROUTES.compatibilityResult(id)}`,
};

export const SHARE_TEXTS = {
  reading: { title: 'My Palm Reading', text: 'I just had my palm read on Palme. See what my hands say about me:' },
  /** A visitor passing on someone else's reading: it is theirs, not "my" reading. */
  someonesReading: (name: string | null) =>
    name
      ? { title: `${name}'s Palm Reading`, text: `See what ${name}'s palm says on Palme:` }
      : { title: 'A Palm Reading', text: 'See what this palm says on Palme:' },
  compatibility: {
    title: 'Check our compatibility',
    text: 'What do our palms say about us? Check our compatibility on Palme:',
  },
  compatibilityResult: {
    title: 'Our Palm Compatibility',
    text: 'Our palms have spoken! See our compatibility on Palme:',
  },
} as const;

export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'failed';

export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Opens the share sheet; falls back to the clipboard. A failed or cancelled native share is only logged. */
export async function shareLink(url: string, texts: { title: string; text: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: texts.title, text: texts.text, url });
      return 'shared';
    } catch (err) {
      console.info('Native share did not complete', err);
      return 'dismissed';
    }
  }
  return (await copyToClipboard(url)) ? 'copied' : 'failed';
}
