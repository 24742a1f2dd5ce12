import '../../ui/screens.css';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../data/session';
import { clearCompatibilityFlow, compatibilityFlowStep, session, SESSION_KEYS } from '../../lib/browserStorage';
import { keptPalm } from '../../data/compatibility';
import { ROUTES } from '../../lib/routes';
import { Button } from '../../ui/Button';
import { FlowSteps } from '../../ui/FlowSteps';
import { Loading } from '../../ui/Spinner';

export default function CompatibilityAccountCreationPage() {
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const palm = keptPalm();
  const partnerShareId = session.get(SESSION_KEYS.partnerReadingShareId);
  const flow = compatibilityFlowStep();

  if (isPending) return <Loading />;
  if (user) return <Navigate to={ROUTES.dashboard} replace />;

  function back() {
    clearCompatibilityFlow();
    navigate(partnerShareId ? ROUTES.compatibility(partnerShareId) : ROUTES.home);
  }

  function createAccount() {
    session.set(SESSION_KEYS.continueCompatibilityAfterAuth, 'true');
    navigate(ROUTES.home);
  }

  return (
    <div className="page page--center">
      <section className="card card--hero" aria-labelledby="almost-title">
        <div className="hero-mark" aria-hidden>
          <span>✦</span>
        </div>
        <h1 id="almost-title">Almost There!</h1>
        {flow && <FlowSteps partnerName={flow.partnerName} current={flow.step} />}
        {palm ? (
          <>
            <div className="palm-frame palm-frame--thumb">
              <img src={palm} alt="Your palm photo, kept for your reading" />
            </div>
            <p className="lede">
              Your palm is ready. Create your free account to reveal your reading and your compatibility.
            </p>
            <Button size="lg" block onClick={createAccount}>
              Create Account to Continue
            </Button>
          </>
        ) : (
          <>
            <p className="lede">We need a photo of your palm first.</p>
            <Button size="lg" block onClick={() => navigate(ROUTES.palmUpload)}>
              Capture Your Palm
            </Button>
          </>
        )}
        <Button variant="ghost" block onClick={back}>
          Back
        </Button>
      </section>
    </div>
  );
}
