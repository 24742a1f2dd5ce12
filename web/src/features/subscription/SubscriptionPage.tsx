import '../../ui/screens.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERROR_CODES } from '@contract/errors';
import { WEEKLY_PRICE_LABEL } from '@contract/subscription';
import { describeError, hasErrorCode, isSignedOutError } from '../../lib/apiErrors';
import { currentUserKey, useCurrentUser } from '../../data/session';
import { useCancelSubscription, useStartSubscription, useSubscription } from './api';
import { useReadings } from '../../data/readings';
import { isNetworkFailure } from '../../lib/offline/offlineFallback';
import { isPalmReading } from '../../lib/readingSelection';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { SHARE_TEXTS, shareUrls } from '../../lib/share';
import { shareWithFeedback } from '../../lib/shareWithFeedback';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { DEFAULT_PAYMENT_ERROR, PaymentForm, paymentsConfiguredInBrowser } from './PaymentForm';
import { ReferralProgress } from './ReferralProgress';

const SUPPORT_EMAIL = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@palme.app';
const DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const BENEFITS = [
  'Unlimited palm readings, whenever you need one',
  'Unlimited compatibility checks with friends',
  'A fresh forecast and keywords every day',
  'Cancel anytime: Premium stays until the end of your week',
];

const isUnconfigured = (err: unknown) => hasErrorCode(err, ERROR_CODES.paymentsUnconfigured);
const isSignedOut = isSignedOutError;
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

export default function SubscriptionPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { data: status, error, isPending, refetch } = useSubscription(Boolean(user));
  const { data: readings } = useReadings(Boolean(user));
  const startMutation = useStartSubscription();
  const cancelMutation = useCancelSubscription();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [returnError, setReturnError] = useState<string | null>(null);

  useActivationAfterReturn((succeeded) => {
    if (!succeeded) {
      setReturnError(DEFAULT_PAYMENT_ERROR);
      return;
    }
    toast({
      title: 'Your subscription has been activated!',
      description: 'Welcome to Palme Premium.',
      variant: 'success',
    });
    // The webhook that confirms the payment may land a moment after the redirect: look a few times.
    let tries = 0;
    const check = async () => {
      const latest = await refetch();
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      if (!latest.data?.hasSubscription && ++tries < 6) setTimeout(() => void check(), 1500);
    };
    void check();
  });

  useEffect(() => {
    if (error && !isUnconfigured(error) && !isSignedOut(error) && !isOffline(error)) {
      toast({
        title: 'Something went wrong',
        description: `Failed to load subscription status: ${describeError(error)}`,
        variant: 'destructive',
      });
    }
  }, [error]);

  // The session can end while the page is open (signed out elsewhere, or expired).
  if (!user || isSignedOut(error)) {
    return (
      <div className="page page--center">
        <section className="card card--narrow">
          <h1>Premium Membership</h1>
          <p>
            <Link to={ROUTES.auth}>Please sign in</Link> to manage your membership.
          </p>
        </section>
      </div>
    );
  }

  async function upgrade() {
    if (!requireOnline('Upgrading to Premium')) return;
    setStarting(true);
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
    } finally {
      setStarting(false);
    }
  }

  async function cancel() {
    if (!requireOnline('Canceling your subscription')) return;
    setCanceling(true);
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
    } finally {
      setCanceling(false);
    }
  }

  /** Referrals come from shared readings: share the newest one, or start with a first reading. */
  async function shareNewestReading() {
    const newest = readings?.find(isPalmReading);
    if (!newest) {
      toast({
        title: 'No palm reading found',
        description: 'Take your first reading, then share it with friends.',
        variant: 'destructive',
      });
      navigate(ROUTES.palmUpload);
      return;
    }
    await shareWithFeedback(shareUrls.reading(newest.shareId), SHARE_TEXTS.reading);
  }

  const unconfigured = isUnconfigured(error) || !paymentsConfiguredInBrowser;
  const periodEnd = status?.currentPeriodEnd ? DATE.format(new Date(status.currentPeriodEnd)) : null;

  function membership() {
    if (unconfigured) {
      return (
        <p className="notice" role="status">
          Payments are not configured here yet, so Premium cannot be bought on this server. Invite friends below to
          unlock readings instead.
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
          <p className="membership__title">✦ You&apos;re a Premium member</p>
          {periodEnd && <p>Your membership renews on {periodEnd}.</p>}
          <Button variant="danger" onClick={() => void cancel()} busy={canceling}>
            Cancel Subscription
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
        <Button size="lg" block onClick={() => void upgrade()} busy={starting}>
          Upgrade Now
        </Button>
      </>
    );
  }

  return (
    <div className="page subscription">
      <BackLink to={ROUTES.dashboard}>Back to Dashboard</BackLink>
      <header className="page__header page__header--center">
        <p className="eyebrow">Palme Premium</p>
        <h1>Premium Membership</h1>
        <p className="lede">Every reading you want, whenever you want it.</p>
      </header>

      <div className="subscription__grid">
        <section className="card premium" aria-labelledby="plan-title">
          <h2 id="plan-title" className="visually-hidden">
            Weekly plan
          </h2>
          <p className="premium__price">
            <span className="premium__amount">{WEEKLY_PRICE_LABEL}</span>
            <span className="premium__period"> / week</span>
          </p>
          <ul className="premium__benefits">
            {BENEFITS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          {membership()}
        </section>

        <ReferralProgress
          referralCount={status?.referralCount ?? user.referralCount}
          onShare={() => void shareNewestReading()}
        />
      </div>

      <p className="support-line">
        Questions about your membership? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}
