import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useId, useState } from 'react';
import type { PalmLines, SharePhoto } from '@contract/reading';
import { Button } from './Button';

export const SHARE_PHOTO_CHOICES: Record<SharePhoto, { label: string; hint: string }> = {
  palm: { label: 'Just my palm', hint: 'Cropped close around your hand; the rest of the photo stays out.' },
  whole: { label: 'The whole photo', hint: 'As you took it, background and all.' },
  none: { label: 'No photo', hint: 'Only the words of your reading.' },
};

/** The choices a reading's photo allows: cropping needs the hand's box (readings since it is kept). */
export function sharePhotoChoices(lines: PalmLines | null | undefined): SharePhoto[] {
  return lines?.hand ? ['palm', 'whole', 'none'] : ['whole', 'none'];
}

/** What a share link shows of the photo before its owner chose: the crop, or none if it cannot be cropped. */
export function defaultSharePhoto(lines: PalmLines | null | undefined): SharePhoto {
  return lines?.hand ? 'palm' : 'none';
}

/** A small picture of each choice: the crop (an SVG window on the photo), the photo, or nothing. */
function ChoicePicture({
  choice,
  url,
  lines,
}: {
  choice: SharePhoto;
  url: string;
  lines: PalmLines | null | undefined;
}) {
  if (choice === 'none' || !lines) return <span className="share-choice__picture share-choice__picture--none" />;
  const [x, y, width, height] = choice === 'palm' && lines.hand ? lines.hand : [0, 0, lines.width, lines.height];
  return (
    <svg className="share-choice__picture" viewBox={`${x} ${y} ${width} ${height}`} aria-hidden>
      <image href={url} width={lines.width} height={lines.height} />
    </svg>
  );
}

/**
 * Asked on a reading's first share: what of its palm photo goes with the link. Cropped to the hand
 * is chosen to begin with; the choice can be changed later on the Privacy & data page. Give it the
 * reading's id as its key.
 */
export function ShareConsentDialog({
  reading,
  busy,
  onShare,
  onCancel,
}: {
  /** The reading being shared; null: closed. */
  reading: { imageUrl: string | null; palmLines?: PalmLines | null } | null;
  busy: boolean;
  onShare(choice: SharePhoto): void;
  onCancel(): void;
}) {
  // Mounted afresh for each reading (keyed by it), so each starts from its own default.
  const [choice, setChoice] = useState<SharePhoto>(() => defaultSharePhoto(reading?.palmLines));
  const name = useId();
  const lines = reading?.palmLines;
  return (
    <AlertDialog.Root open={reading !== null} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog card share-consent">
          <AlertDialog.Title className="dialog__title">What goes with your link?</AlertDialog.Title>
          <AlertDialog.Description className="dialog__body">
            Anyone with the link sees your archetype and your reading. Choose what they see of your photo.
          </AlertDialog.Description>
          <fieldset className="share-consent__choices" disabled={busy}>
            <legend className="visually-hidden">Your palm photo on the shared page</legend>
            {sharePhotoChoices(lines).map((option) => (
              <label key={option} className="share-choice">
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                />
                {reading?.imageUrl && <ChoicePicture choice={option} url={reading.imageUrl} lines={lines} />}
                <span className="share-choice__words">
                  <strong>{SHARE_PHOTO_CHOICES[option].label}</strong>
                  <span>{SHARE_PHOTO_CHOICES[option].hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="share-consent__later">You can change this any time on the Privacy &amp; data page.</p>
          <div className="dialog__actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button busy={busy} onClick={() => onShare(choice)}>
              Share
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
