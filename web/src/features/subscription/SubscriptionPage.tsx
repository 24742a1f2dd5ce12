import '../../ui/screens.css';
import { Link, useNavigate } from 'react-router-dom';
import { WEEKLY_PRICE_LABEL } from '@contract/subscription';
import { isSignedOutError } from '../../lib/apiErrors';
import { useCurrentUser } from '../../data/session';
import { useSubscription } from './api';
import { useReadings } from '../../data/readings';
import { useShareOwnReading } from '../../data/shareOwnReading';
import { isPalmReading } from '../../lib/readingSelection';
import { ROUTES } from '../../lib/routes';
import { BackLink } from '../../ui/BackLink';
import { toast } from '../../ui/toastStore';
import { Membership } from './Membership';
import { ReferralProgress } from './ReferralProgress';

const SUPPORT_EMAIL = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@palme.app';
/** Only what Premium adds: the daily forecast and keywords are everyone's. */
const BENEFITS = [
  'Unlimited palm readings, whenever you need one',
  'Unlimited compatibility checks with friends',
  'Cancel anytime: Premium stays until the end of your week',
];

export default function SubscriptionPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { data: status, error } = useSubscription(Boolean(user));
  const { data: readings } = useReadings(Boolean(user));
  const shareOwn = useShareOwnReading();

  // The session can end while the page is open (signed out elsewhere, or expired).
  if (!user || isSignedOutError(error)) {
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

  /** Referrals come from shared readings: share the newest one, or start with a first reading. */
  function shareNewestReading() {
    const newest = readings?.find(isPalmReading);
    if (!newest) {
      toast({
        title: 'No palm reading found',
        description: 'Take your first reading, then share it with friends.',
        variant: 'destructive',
        carriesOver: true,
      });
      navigate(ROUTES.palmUpload);
      return;
    }
    shareOwn.share(newest);
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
          <Membership />
        </section>

        <ReferralProgress referralCount={status?.referralCount ?? user.referralCount} onShare={shareNewestReading} />
      </div>

      <p className="support-line">
        Questions about your membership? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      {shareOwn.consent}
    </div>
  );
}
