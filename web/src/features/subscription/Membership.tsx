import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ERROR_CODES } from '@contract/errorCodes';
import { describeError, hasErrorCode, isSignedOutError } from '../../lib/apiErrors';
import { isNetworkFailure } from '../../lib/offline/offlineFallback';
import { requireOnline } from '../../lib/requireOnline';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { refreshAfterPayment, useCancelSubscription, useStartSubscription, useSubscription } from './api';
import { DEFAULT_PAYMENT_ERROR, PaymentForm, paymentsConfiguredInBrowser } from './PaymentForm';
import { Glyph } from '../../ui/Glyph';

const DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * After the redirect back the page looks for Stripe's confirmation every 1.5 s for a minute; after
 * six looks it says the confirmation is late (and keeps looking).
 */
const CONFIRM_EVERY_MS = 1500;
const CONFIRM_TRIES = 40;
const LATE_AFTER_TRIES = 6;

const isUnconfigured = (err: unknown) => hasErrorCode(err, ERROR_CODES.paymentsUnconfigured);
const isOffline = isNetworkFailure;

/** After Stripe's redirect back here, wait (briefly) for the webhook to make the user premium. */
function useActivationAfterReturn(onReturn: (succeeded: boolean) => void) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const redirectStatus = params.get('redirect_status');
  useEffect(() => {
    if (!redirectStatus || handled.current) return;
    handled.current = true;
    onReturn(redirectStatus === 'succeeded');
    setParams({}, { replace: true });
  }, [redirectStatus, onReturn, setParams]);
}

/**
 * The membership panel: Premium's status (active, ending, or not yet), cancelling it, and upgrading
 * (the payment form), with what happens after Stripe sends the person back.
 */
export function Membership() {
  const queryClient = useQueryClient();
  const { data: status, error, isPending, refetch } = useSubscription();
  const startMutation = useStartSubscription();
  const cancelMutation = useCancelSubscription();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [returnError, setReturnError] = useState<string | null>(null);
  /** Back from Stripe: 'confirming' until Stripe's webhook has made the user premium, 'slow' if it is late. */
  const [confirmation, setConfirmation] = useState<'confirming' | 'slow' | null>(null);
  /** Set when the page goes: the confirmation's looks stop with it. */
  const left = useRef(false);
  useEffect(
    () => () => {
      left.current = true;
    },
    [],
  );

  useActivationAfterReturn((succeeded) => {
    if (!succeeded) {
      setReturnError(DEFAULT_PAYMENT_ERROR);
      return;
    }
    // Activated only once Stripe has told the server (its webhook may land a moment after the
    // redirect): until then the page says the payment is being confirmed, and looks a few times.
    setConfirmation('confirming');
    let tries = 0;
    const check = async () => {
      if (left.current) return;
      const active = await refreshAfterPayment(queryClient).catch(() => false);
      if (left.current) return;
      if (active) {
        setConfirmation(null);
        toast({
          title: 'Your subscription has been activated!',
          description: 'Welcome to Palme Premium.',
          variant: 'success',
        });
        return;
      }
      if (++tries === LATE_AFTER_TRIES) setConfirmation('slow');
      if (tries < CONFIRM_TRIES) setTimeout(() => void check(), CONFIRM_EVERY_MS);
    };
    void check();
  });

  useEffect(() => {
    if (error && !isUnconfigured(error) && !isSignedOutError(error) && !isOffline(error)) {
      toast({
        title: 'Something went wrong',
        description: `Failed to load subscription status: ${describeError(error)}`,
        variant: 'destructive',
      });
    }
  }, [error]);

  async function upgrade() {
    if (!requireOnline('Upgrading to Premium')) return;
    try {
      const started = await startMutation.mutateAsync();
      if (!started.clientSecret) {
        toast({ title: 'Subscription Error', description: 'No client secret returned', variant: 'destructive' });
        return;
      }
      setClientSecret(started.clientSecret);
    } catch (err) {
      if (hasErrorCode(err, ERROR_CODES.alreadySubscribed)) {
        await refetch();
        return;
      }
      toast({ title: 'Subscription Error', description: describeError(err), variant: 'destructive' });
    }
  }

  async function cancel() {
    if (!requireOnline('Canceling your subscription')) return;
    try {
      await cancelMutation.mutateAsync();
      toast({
        title: 'Subscription Canceled',
        description: 'Your subscription will remain active until the end of the billing period.',
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Something went wrong',
        description: `Failed to cancel subscription: ${describeError(err)}`,
        variant: 'destructive',
      });
    }
  }

  const unconfigured = isUnconfigured(error) || !paymentsConfiguredInBrowser;
  const periodEnd = status?.currentPeriodEnd ? DATE.format(new Date(status.currentPeriodEnd)) : null;

  if (unconfigured) {
    return (
      <p className="notice" role="status">
        Payments are not configured here yet, so Premium cannot be bought on this server. Invite friends below to unlock
        readings instead.
      </p>
    );
  }
  if (isPending) return <Loading />;
  if (isOffline(error)) {
    return (
      <p className="notice" role="status">
        You&apos;re offline. Connect to the internet to see or change your membership.
      </p>
    );
  }
  if (error) {
    return (
      <div className="notice" role="alert">
        <p>We couldn&apos;t load your membership.</p>
        <Button size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (status?.hasSubscription && status.status === 'canceling') {
    return (
      <div className="membership membership--ending" role="status">
        <p className="membership__title">Subscription Canceled</p>
        <p>Your Premium membership stays active until {periodEnd}. You can subscribe again any time after that.</p>
      </div>
    );
  }
  if (status?.hasSubscription) {
    return (
      <div className="membership" role="status">
        <p className="membership__title">
          <Glyph name="sparkle" className="glyph--lead" />
          You&apos;re a Premium member
        </p>
        {periodEnd && <p>Your membership renews on {periodEnd}.</p>}
        <Button variant="danger" onClick={() => void cancel()} busy={cancelMutation.isPending}>
          Cancel Subscription
        </Button>
      </div>
    );
  }
  if (confirmation === 'confirming') return <Loading text="Confirming your payment…" />;
  if (confirmation === 'slow') {
    return (
      <div className="notice" role="status">
        <p>
          Your payment is still being confirmed. Premium appears here as soon as it is, usually within a minute: there
          is no need to pay again.
        </p>
        <Button size="sm" variant="secondary" onClick={() => void refreshAfterPayment(queryClient)}>
          Check again
        </Button>
      </div>
    );
  }
  if (clientSecret) return <PaymentForm clientSecret={clientSecret} />;
  return (
    <>
      {returnError && (
        <p className="payment-form__error" role="alert">
          {returnError}
        </p>
      )}
      <Button size="lg" block onClick={() => void upgrade()} busy={startMutation.isPending}>
        Upgrade Now
      </Button>
    </>
  );
}
