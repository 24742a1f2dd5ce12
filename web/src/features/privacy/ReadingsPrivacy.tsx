import { useState } from 'react';
import type { Reading, SharePhoto } from '@contract/reading';
import { useChangeReading, useReadings } from '../../data/readings';
import { useCurrentUser } from '../../data/session';
import { formatShortDate } from '../../lib/dates';
import { describeReading } from '../../lib/readingView';
import { requireOnline } from '../../lib/requireOnline';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loading } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { defaultSharePhoto, SHARE_PHOTO_CHOICES, sharePhotoChoices } from '../../ui/ShareConsentDialog';
import { useDeleteReading } from './api';
import { failed } from './feedback';

/** A compatibility result someone else made through the user's invitation: theirs, in the user's list too. */
const madeWithMe = (reading: Reading, userId: string | undefined) => userId !== undefined && reading.userId !== userId;

const partnerOf = (reading: Reading) =>
  (reading.readingType === 'COMPATIBILITY' ? reading.content.partnerName : null) ?? 'your partner';

function ReadingRow({ reading, theirs, onDelete }: { reading: Reading; theirs: boolean; onDelete(): void }) {
  const change = useChangeReading();
  const name = describeReading(reading);
  const isCompatibility = reading.readingType === 'COMPATIBILITY';
  const pending = change.isPending ? change.variables.change : {};
  const isPublic = pending.isPublic ?? reading.isPublic;
  const sharePhoto = pending.sharePhoto ?? reading.sharePhoto ?? defaultSharePhoto(reading.palmLines);

  function toggle() {
    if (!requireOnline('Changing who can see a reading')) return;
    change.mutate(
      { id: reading.id, change: { isPublic: !reading.isPublic } },
      { onError: (err) => failed("Couldn't change who can see this reading", err) },
    );
  }

  function choosePhoto(choice: SharePhoto) {
    if (!requireOnline('Changing what your link shows')) return;
    change.mutate(
      { id: reading.id, change: { sharePhoto: choice } },
      { onError: (err) => failed("Couldn't change what this reading's link shows", err) },
    );
  }

  return (
    <li className="privacy__item">
      <div className="privacy__what">
        <strong>{name}</strong>
        <span className="privacy__date">{formatShortDate(reading.createdAt)}</span>
      </div>
      {isCompatibility ? (
        <span className="privacy__visibility">Only you and {partnerOf(reading)}</span>
      ) : (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={isPublic}
            disabled={change.isPending}
            onChange={toggle}
            aria-label={`Public link for ${name}, ${formatShortDate(reading.createdAt)}`}
          />
          <span className="switch__track" aria-hidden />
          <span className="privacy__visibility" aria-hidden>
            {isPublic ? 'Public link' : 'Private'}
          </span>
        </label>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={`${theirs ? 'Remove' : 'Delete'} ${name}, ${formatShortDate(reading.createdAt)}`}
      >
        {theirs ? 'Remove' : 'Delete'}
      </Button>
      {!isCompatibility && reading.imageUrl && isPublic && (
        <label className="privacy__photo">
          <span>Photo on its link</span>
          <select
            value={sharePhoto}
            disabled={change.isPending}
            onChange={(event) => choosePhoto(event.target.value as SharePhoto)}
            aria-label={`Photo on the link of ${name}, ${formatShortDate(reading.createdAt)}`}
          >
            {sharePhotoChoices(reading.palmLines).map((choice) => (
              <option key={choice} value={choice}>
                {SHARE_PHOTO_CHOICES[choice].label}
              </option>
            ))}
          </select>
        </label>
      )}
    </li>
  );
}

/** Each reading with who can see it (a switch) and a way to delete it, after a confirmation. */
export function ReadingsPrivacy() {
  const { data: readings, isPending, isError, refetch } = useReadings();
  const { data: user } = useCurrentUser();
  const [toDelete, setToDelete] = useState<Reading | null>(null);
  const deleteReading = useDeleteReading();
  const removing = toDelete !== null && madeWithMe(toDelete, user?.id);

  function confirmDeleteReading() {
    if (!toDelete || !requireOnline(removing ? 'Removing a result' : 'Deleting a reading')) return;
    deleteReading.mutate(toDelete, {
      onSuccess: () => {
        setToDelete(null);
        toast(
          removing
            ? { title: 'Removed from your readings', description: `${partnerOf(toDelete)} keeps their copy.` }
            : { title: 'Reading deleted', description: 'It and its palm photo are gone for good.' },
        );
      },
      onError: (err) => failed("Couldn't delete this reading", err),
    });
  }

  return (
    <>
      <section className="card privacy__section" aria-labelledby="privacy-readings">
        <h2 id="privacy-readings">Who can see your readings</h2>
        <p className="muted">
          A reading with a public link can be opened by anyone who has its link. Make it private and its share and
          invitation links show “Reading Not Found” until you make it public again. Its palm photo goes with the link
          cropped close around your hand, unless you choose the whole photo or none. Compatibility results are only ever
          seen by the two of you.
        </p>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <div role="alert" className="privacy__error">
            <p>We couldn't load your readings.</p>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : readings.length === 0 ? (
          <p>You have no readings yet.</p>
        ) : (
          <ul className="privacy__list">
            {readings.map((r) => (
              <ReadingRow key={r.id} reading={r} theirs={madeWithMe(r, user?.id)} onDelete={() => setToDelete(r)} />
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title={removing ? 'Remove this result from your readings?' : 'Delete this reading?'}
        confirmLabel={removing ? 'Remove Result' : 'Delete Reading'}
        busy={deleteReading.isPending}
        onConfirm={confirmDeleteReading}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && removing ? (
          <p>
            “{describeReading(toDelete)}” ({formatShortDate(toDelete.createdAt)}) leaves your readings.{' '}
            {partnerOf(toDelete)} made it through your invitation and keeps their copy.
          </p>
        ) : toDelete ? (
          <p>
            “{describeReading(toDelete)}” ({formatShortDate(toDelete.createdAt)})
            {toDelete.readingType === 'COMPATIBILITY' ? '' : ' and its palm photo'} will be deleted for good
            {toDelete.readingType === 'COMPATIBILITY'
              ? ' from your readings.'
              : '. Anyone with its link will see “Reading Not Found”.'}{' '}
            {toDelete.readingType !== 'COMPATIBILITY' &&
              toDelete.content.palmOf === 'self' &&
              'Your hand profile is read again without it. '}
            This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
