import '../../ui/screens.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Reading } from '@contract/reading';
import { useCurrentUser } from '../../data/session';
import { useReadings } from '../../data/readings';
import { describeError } from '../../lib/apiErrors';
import { formatShortDate } from '../../lib/dates';
import { describeReading } from '../../lib/readingView';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loading } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { downloadMyData, useDeleteAccount, useDeleteReading, useSetReadingPublic, useSignOutEverywhere } from './api';

function failed(title: string, err: unknown) {
  toast({ title, description: describeError(err), variant: 'destructive' });
}

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

/** Who sees each reading, a copy of everything, and deleting a reading or the whole account. */
export default function PrivacyPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { data: readings, isPending, isError, refetch } = useReadings();
  const [toDelete, setToDelete] = useState<Reading | null>(null);
  const [deletingAccount, setDeletingAccount] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const deleteReading = useDeleteReading();
  const deleteAccount = useDeleteAccount();
  const signOutEverywhere = useSignOutEverywhere();

  if (!user) return null;
  const palmCount = readings?.filter((r) => r.readingType !== 'COMPATIBILITY').length ?? 0;
  const compatibilityCount = (readings?.length ?? 0) - palmCount;

  async function download() {
    if (!requireOnline('Downloading your data')) return;
    setDownloading(true);
    try {
      await downloadMyData();
      toast({ title: 'Your data is downloading', description: 'A zip file with your readings and palm photos.' });
    } catch (err) {
      failed("Couldn't prepare your data", err);
    } finally {
      setDownloading(false);
    }
  }

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

  /** Ends the account's presence here (signed out or deleted), then home with what happened. */
  function endThenGoHome(
    action: typeof signOutEverywhere,
    offlineWhat: string,
    done: { title: string; description: string },
    failure: string,
  ) {
    if (!requireOnline(offlineWhat)) return;
    action.mutate(undefined, {
      onSuccess: () => {
        navigate(ROUTES.home, { replace: true });
        toast(done);
      },
      onError: (err) => failed(failure, err),
    });
  }

  const signOutOnEveryDevice = () =>
    endThenGoHome(
      signOutEverywhere,
      'Signing out everywhere',
      {
        title: 'Signed out everywhere',
        description: 'Every device signed in to your account is signed out now, this one included.',
      },
      "Couldn't sign you out everywhere",
    );

  const confirmDeleteAccount = () =>
    endThenGoHome(
      deleteAccount,
      'Deleting your account',
      {
        title: 'Your account has been deleted',
        description: 'Your readings, photos and details are gone from Palme and from this device.',
      },
      "Couldn't delete your account",
    );

  return (
    <div className="page privacy">
      <BackLink to={ROUTES.dashboard}>Your readings</BackLink>
      <header className="page__header">
        <p className="eyebrow">Privacy &amp; data</p>
        <h1>Your data is yours</h1>
        <p className="muted">
          Your palm photos and readings belong to you. Decide who can see each reading, take a copy of everything we
          hold, or delete it.
        </p>
      </header>

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

      <section className="card privacy__section" aria-labelledby="privacy-export">
        <h2 id="privacy-export">Download your data</h2>
        <p className="muted">
          A zip file with everything we hold about you: your name and phone number, your readings with what we measured
          on your palm, your referrals, when your sessions end, and your palm photos.
        </p>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          Download My Data
        </Button>
      </section>

      <section className="card privacy__section" aria-labelledby="privacy-sessions">
        <h2 id="privacy-sessions">Signed-in devices</h2>
        <p className="muted">
          A sign-in lasts until you log out, or 14 days. Lost a phone, or signed in on someone else's? This signs your
          account out on every device at once, this one included; each forgets your readings and photos the next time it
          opens Palme online.
        </p>
        <Button variant="secondary" busy={signOutEverywhere.isPending} onClick={signOutOnEveryDevice}>
          Sign Out Everywhere
        </Button>
      </section>

      <section className="card privacy__section privacy__danger" aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">Delete your account</h2>
        <p className="muted">
          Deletes everything of your account from Palme, at once and for good. What stays is a keyed hash of your phone
          number (not the number itself), so that a new account on the same number starts without a second free reading
          or compatibility check; and, for 30 days, the records of payments Stripe sent us, no longer naming you.
        </p>
        <Button variant="danger" onClick={() => setDeletingAccount(true)}>
          Delete My Account
        </Button>
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
            This cannot be undone.
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={deletingAccount}
        title="Delete your account?"
        confirmLabel="Delete My Account"
        busy={deleteAccount.isPending}
        onConfirm={confirmDeleteAccount}
        onCancel={() => setDeletingAccount(false)}
      >
        <p>This deletes, for good:</p>
        <ul>
          <li>your name and phone number;</li>
          <li>
            {palmCount === 1 ? 'your palm reading' : `your ${palmCount} palm readings`} and{' '}
            {palmCount === 1 ? 'its photo' : 'their photos'}
            {compatibilityCount > 0 &&
              `, and ${compatibilityCount === 1 ? 'your compatibility result' : `your ${compatibilityCount} compatibility results`}`}
            ; their links stop working;
          </li>
          <li>your sessions on every device, and what this device keeps for offline use;</li>
          {user.subscriptionStatus && user.subscriptionStatus !== 'canceled' && (
            <li>
              your Premium subscription, which ends now with no further charge (the rest of this week is not refunded);
            </li>
          )}
          <li>your name from the referrals of friends you invited (their accounts stay);</li>
          <li>
            your name from compatibility results friends made with you: they keep their result, which then says “your
            partner”.
          </li>
        </ul>
        <p>
          We keep only a keyed hash of your phone number, so a new account on it starts without a free reading
          {user.subscriptionStatus
            ? '; and, for 30 days, the records of your payments Stripe sent us, no longer naming you.'
            : '.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
