import { useState } from 'react';
import type { Reading } from '@contract/reading';
import { useReadings } from '../../data/readings';
import { formatShortDate } from '../../lib/dates';
import { describeReading } from '../../lib/readingView';
import { requireOnline } from '../../lib/requireOnline';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loading } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { useDeleteReading, useSetReadingPublic } from './api';
import { failed } from './feedback';

function ReadingRow({ reading, onDelete }: { reading: Reading; onDelete(): void }) {
  const setPublic = useSetReadingPublic();
  const name = describeReading(reading);
  const isCompatibility = reading.readingType === 'COMPATIBILITY';
  const isPublic = setPublic.isPending ? setPublic.variables.isPublic : reading.isPublic;

  function toggle() {
    if (!requireOnline('Changing who can see a reading')) return;
    setPublic.mutate(
      { id: reading.id, isPublic: !reading.isPublic },
      { onError: (err) => failed("Couldn't change who can see this reading", err) },
    );
  }

  return (
    <li className="privacy__item">
      <div className="privacy__what">
        <strong>{name}</strong>
        <span className="privacy__date">{formatShortDate(reading.createdAt)}</span>
      </div>
      {isCompatibility ? (
        <span className="privacy__visibility">Only you and your partner</span>
      ) : (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={isPublic}
            disabled={setPublic.isPending}
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
        aria-label={`Delete ${name}, ${formatShortDate(reading.createdAt)}`}
      >
        Delete
      </Button>
    </li>
  );
}

/** Each reading with who can see it (a switch) and a way to delete it, after a confirmation. */
export function ReadingsPrivacy() {
  const { data: readings, isPending, isError, refetch } = useReadings();
  const [toDelete, setToDelete] = useState<Reading | null>(null);
  const deleteReading = useDeleteReading();

  function confirmDeleteReading() {
    if (!toDelete || !requireOnline('Deleting a reading')) return;
    deleteReading.mutate(toDelete, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: 'Reading deleted', description: 'It and its palm photo are gone for good.' });
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
          invitation links show “Reading Not Found” until you make it public again. Compatibility results are only ever
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
              <ReadingRow key={r.id} reading={r} onDelete={() => setToDelete(r)} />
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this reading?"
        confirmLabel="Delete Reading"
        busy={deleteReading.isPending}
        onConfirm={confirmDeleteReading}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <p>
            “{describeReading(toDelete)}” ({formatShortDate(toDelete.createdAt)})
            {toDelete.readingType === 'COMPATIBILITY' ? '' : ' and its palm photo'} will be deleted for good
            {toDelete.readingType === 'COMPATIBILITY'
              ? ' from your readings.'
              : '. Anyone with its link will see “Reading Not Found”.'}{' '}
            {toDelete.content.palmOf === 'self' && 'Your hand profile is read again without it. '}
            This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
