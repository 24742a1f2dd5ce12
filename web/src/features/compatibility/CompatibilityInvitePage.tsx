import '../../ui/screens.css';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { COMPATIBILITY_OUTCOMES } from '@contract/enums';
import { describeError } from '../../lib/apiErrors';
import { OutcomeIcon } from '../../ui/OutcomeIcon';
import { useCurrentUser } from '../../data/session';
import { useSharedReading } from '../../data/readings';
import { archetypeName, OUTCOME_DISPLAY } from '../../lib/archetypes';
import { rememberReferral } from '../../lib/browserStorage';
import { isOutOfCompatibility, startCompatibilityFlow, useCreateCompatibilityReading } from '../../data/compatibility';
import { aboutOwner, palmReadingView } from '../../lib/readingView';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { ArchetypeIcon } from '../../ui/ArchetypeIcon';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';

export default function CompatibilityInvitePage() {
  const { shareId } = useParams();
  const navigate = useNavigate();
  const { data: shared, isPending, isError } = useSharedReading(shareId);
  // Until the session is known, a signed-in visitor must not be taken for a new one.
  const { data: user, isPending: userPending } = useCurrentUser();
  const createCompatibility = useCreateCompatibilityReading();
  /** One check, one key: tapping again after a failure retries the same check. */
  const idempotencyKey = useRef(crypto.randomUUID());

  if (isPending) {
    return <LoadingPage text="Loading reading..." />;
  }
  if (isError || !shared) {
    return (
      <div className="page page--center">
        <section className="card card--narrow empty" role="alert">
          <h1>Reading Not Found</h1>
          <p>We couldn&apos;t find this invitation. It may have been removed or the link is invalid.</p>
          <ButtonLink to={ROUTES.home} size="lg">
            Back to Home
          </ButtonLink>
        </section>
      </div>
    );
  }

  const view = aboutOwner(palmReadingView(shared.content, shared.readingType), shared.referrerName);
  const partner = shared.referrerName ?? 'Your friend';

  async function check() {
    if (!requireOnline('Checking compatibility')) return;
    rememberReferral(shared!.referrerId, shared!.shareId);
    startCompatibilityFlow(shared!.shareId, shared!.referrerName);
    if (!user) {
      navigate(ROUTES.palmUpload);
      return;
    }
    if (user.totalReadings === 0) {
      navigate(ROUTES.palmUpload); // their palm first; the upload screen then makes the compatibility reading
      return;
    }
    try {
      const reading = await createCompatibility.mutateAsync({
        partnerShareId: shared!.shareId,
        idempotencyKey: idempotencyKey.current,
      });
      navigate(ROUTES.compatibilityResult(reading.shareId));
    } catch (err) {
      // No check left: the server says so, and Premium is where more come from.
      if (isOutOfCompatibility(err)) {
        navigate(ROUTES.subscription);
        return;
      }
      toast({
        title: 'Compatibility check failed',
        description: describeError(err),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="page invite">
      <header className="page__header page__header--center">
        <p className="eyebrow">A compatibility invitation</p>
        <h1>{shared.referrerName ? `${shared.referrerName} wants to compare palms` : 'Compare your palms'}</h1>
        <p className="lede">Add your palm and discover what your hands say together.</p>
      </header>

      <section
        className={`card invite__partner theme-bg--${view.themeBackground}`}
        aria-label={`${partner}'s archetype`}
      >
        <ArchetypeIcon archetype={view.archetype} size={48} />
        <div>
          <p className="eyebrow">{partner} is</p>
          <h2>{archetypeName(view.archetype)}</h2>
          <p className="reading__insight">{view.keyInsight.text}</p>
        </div>
      </section>

      <section aria-labelledby="outcomes-title">
        <h2 id="outcomes-title" className="section-title">
          Four ways your palms can meet
        </h2>
        <ul className="outcomes">
          {COMPATIBILITY_OUTCOMES.map((outcome) => (
            <li key={outcome} className="card outcome">
              <span className="outcome__emoji" aria-hidden>
                <OutcomeIcon outcome={outcome} size={36} />
              </span>
              <h3>{OUTCOME_DISPLAY[outcome].title}</h3>
              <p>{OUTCOME_DISPLAY[outcome].summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="invite__cta action-bar">
        <Button size="lg" onClick={() => void check()} busy={createCompatibility.isPending || userPending}>
          Check Compatibility
        </Button>
      </div>
    </div>
  );
}
