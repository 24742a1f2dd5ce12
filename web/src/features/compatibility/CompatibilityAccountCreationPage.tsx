import '../../ui/screens.css';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../data/session';
import { clearCompatibilityFlow, compatibilityFlowStep, session, SESSION_KEYS } from '../../lib/browserStorage';
import { keptPalm } from '../../data/compatibility';
import { nameRequired, savedName, saveName } from '../../lib/personName';
import { ROUTES } from '../../lib/routes';
import { Button } from '../../ui/Button';
import { FlowSteps } from '../../ui/FlowSteps';
import { Loading } from '../../ui/Spinner';
import { Glyph } from '../../ui/Glyph';
import { NameField } from '../../ui/NameField';

export default function CompatibilityAccountCreationPage() {
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const palm = keptPalm();
  const partnerShareId = session.get(SESSION_KEYS.partnerReadingShareId);
  const flow = compatibilityFlowStep();
  const [name, setName] = useState(savedName);
  const [missing, setMissing] = useState(false);

  if (isPending) return <Loading />;
  if (user) return <Navigate to={ROUTES.dashboard} replace />;

  function back() {
    clearCompatibilityFlow();
    navigate(partnerShareId ? ROUTES.compatibility(partnerShareId) : ROUTES.home);
  }

  /** The name is asked here, so the thread to the partner is never broken by the generic welcome page. */
  function createAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      nameRequired();
      setMissing(true);
      return;
    }
    saveName(name);
    session.set(SESSION_KEYS.continueCompatibilityAfterAuth, 'true');
    navigate(ROUTES.phoneVerification);
  }

  return (
    <div className="page page--center">
      <section className="card card--hero" aria-labelledby="almost-title">
        <div className="hero-mark" aria-hidden>
          <Glyph name="sparkle" />
        </div>
        <h1 id="almost-title">Almost There!</h1>
        {flow && <FlowSteps partnerName={flow.partnerName} current={flow.step} />}
        {palm ? (
          <>
            <img className="almost__palm" src={palm} alt="Your palm photo, kept for your reading" />
            <p className="lede">
              Your palm is ready. Create your free account to reveal your reading and your compatibility.
            </p>
            <form className="form" onSubmit={createAccount} noValidate>
              <NameField
                errorId="almost-name-error"
                value={name}
                missing={missing}
                onChange={(value) => {
                  setName(value);
                  setMissing(false);
                }}
              />
              <Button type="submit" size="lg" block>
                Create Account to Continue
              </Button>
            </form>
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
