/**
 * Sharing one's own palm reading: the first time, the owner chooses what of its photo goes with the
 * link (ui/ShareConsentDialog.tsx); the choice is saved before the link leaves, then the share sheet
 * (or the clipboard) takes it. Later shares go straight to the sheet.
 */
import { useState, type ReactNode } from 'react';
import type { Reading, SharePhoto } from '@contract/reading';
import { requireOnline } from '../lib/requireOnline';
import { SHARE_TEXTS, shareUrls } from '../lib/share';
import { shareWithFeedback } from '../lib/shareWithFeedback';
import { ShareConsentDialog } from '../ui/ShareConsentDialog';
import { toast } from '../ui/toastStore';
import { describeError } from '../lib/apiErrors';
import { useChangeReading } from './readings';

/** A palm reading whose owner has not said yet what of its photo its link shows. */
export const needsPhotoChoice = (reading: Reading) =>
  reading.readingType !== 'COMPATIBILITY' && reading.imageUrl !== null && !reading.sharePhoto;

export function useShareOwnReading(): { share(reading: Reading): void; consent: ReactNode } {
  const [asking, setAsking] = useState<Reading | null>(null);
  const change = useChangeReading();

  const send = (reading: Reading) => void shareWithFeedback(shareUrls.reading(reading.shareId), SHARE_TEXTS.reading);

  function share(reading: Reading) {
    if (needsPhotoChoice(reading)) setAsking(reading);
    else send(reading);
  }

  function choose(sharePhoto: SharePhoto) {
    if (!asking || !requireOnline('Sharing your reading')) return;
    change.mutate(
      { id: asking.id, change: { sharePhoto } },
      {
        onSuccess: (reading) => {
          setAsking(null);
          send(reading);
        },
        onError: (err) =>
          toast({ title: "Couldn't share your reading", description: describeError(err), variant: 'destructive' }),
      },
    );
  }

  const consent = (
    <ShareConsentDialog
      key={asking?.id ?? 'closed'}
      reading={asking}
      busy={change.isPending}
      onShare={choose}
      onCancel={() => setAsking(null)}
    />
  );
  return { share, consent };
}
