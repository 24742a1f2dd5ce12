import { toast } from '../ui/toastStore';
import { copyToClipboard, shareLink } from './share';

interface Feedback {
  copied?: { title: string; description?: string };
  failedDescription?: string;
}

const DEFAULT_COPIED = { title: 'Copied to clipboard!', description: 'Share link has been copied.' };

/** Shares a link (share sheet, else clipboard) and tells the user what happened. */
export async function shareWithFeedback(
  url: string,
  texts: { title: string; text: string },
  feedback: Feedback = {},
): Promise<void> {
  const outcome = await shareLink(url, texts);
  if (outcome === 'copied') toast({ ...(feedback.copied ?? DEFAULT_COPIED), variant: 'success' });
  if (outcome === 'failed') {
    toast({
      title: 'Failed to copy',
      description: feedback.failedDescription ?? 'Please try again or copy manually.',
      variant: 'destructive',
    });
  }
}

/** Copies a link and says so; false when the clipboard refused. */
export async function copyWithFeedback(
  url: string,
  copied: { title: string; description?: string },
  failedDescription: string,
): Promise<boolean> {
  const ok = await copyToClipboard(url);
  toast(
    ok
      ? { ...copied, variant: 'success' }
      : { title: 'Failed to copy', description: failedDescription, variant: 'destructive' },
  );
  return ok;
}
