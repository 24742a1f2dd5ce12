import { useState } from 'react';
import type { User } from '@contract/user';
import { useReadings } from '../../data/readings';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDeleteAccount } from './api';
import { useEndThenGoHome } from './feedback';

/** Deleting the account: what goes and what stays, said before and confirmed. */
export function DeleteAccount({ user }: { user: User }) {
  const { data: readings } = useReadings();
  const [deletingAccount, setDeletingAccount] = useState(false);
  const deleteAccount = useDeleteAccount();
  const endThenGoHome = useEndThenGoHome();
  // Only the user's own: a result someone else made with them stays that person's (without their name).
  const own = readings?.filter((r) => r.userId === user.id) ?? [];
  const palmCount = own.filter((r) => r.readingType !== 'COMPATIBILITY').length;
  const compatibilityCount = own.length - palmCount;

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
    <>
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
          <li>your hand profile, the shape of your hand measured on your photos;</li>
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
    </>
  );
}
