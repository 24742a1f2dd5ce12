import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useNavigation } from '../../lib/navigation';
import { useQuery } from '@tanstack/react-query';
import { accountOnDevice } from '../../data/forgetDevice';
import { currentUserQuery } from '../../data/session';
import { compatibilityFlowStep } from '../../lib/browserStorage';
import { nameRequired, savedName, saveName } from '../../lib/personName';
import { ROUTES } from '../../lib/routes';
import { Button } from '../../ui/Button';
import { FlowSteps } from '../../ui/FlowSteps';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { ServiceStatus } from './ServiceStatus';
import { Glyph } from '../../ui/Glyph';
import { NameField } from '../../ui/NameField';

const neverChanges = () => () => {};
const NAME_FIELD = 'home-name';
let startingName: string | undefined;
/**
 * The name the form starts with: what was typed into the prerendered page before the app took it
 * over, else the remembered one. Read once, from the field itself, before React first sets it.
 */
const initialName = () => {
  const field = document.getElementById(NAME_FIELD);
  startingName ??= (field instanceof HTMLInputElement && field.value) || savedName() || '';
  return startingName;
};

/**
 * The inviter's name when someone invited to compare palms comes here for their account (their palm
 * already kept), else ''. A string, so the snapshot stays the same between reads.
 */
const invitedBy = () => {
  const flow = compatibilityFlowStep();
  return flow?.step === 'account' ? flow.partnerName : '';
};

/**
 * What Palme does, before a phone number is asked: the three steps, what a reading holds (a sample),
 * what it costs and where the photo goes. Plain HTML and CSS, drawn into the prerendered page.
 */
function WhatPalmeDoes() {
  return (
    <section className="home__intro" aria-label="What Palme does">
      <p className="home__tagline">Your palm, read in about a minute.</p>
      <ol className="home__steps">
        <li>
          <strong>Your name and phone</strong> <span className="home__step-note">A one-time code, no password.</span>
        </li>
        <li>
          <strong>A photo of your palm</strong>{' '}
          <span className="home__step-note">From your camera or your gallery.</span>
        </li>
        <li>
          <strong>Your reading</strong>{' '}
          <span className="home__step-note">
            Your archetype, a key insight, four life areas and today&apos;s forecast.
          </span>
        </li>
      </ol>
      <figure className="home__sample">
        <figcaption>A reading looks like this</figcaption>
        <p className="home__sample-title">The Visionary</p>
        <blockquote>
          A square palm with fingers long for the palm: the Air hand. You see where things are going before anyone has
          drawn the map, and you are usually right.
        </blockquote>
      </figure>
      <p className="home__promise">
        Your first reading and your first compatibility check are free. Your palm photo stays with your account: only
        you see it unless you share a reading, and you can delete it any time (
        <a href="/privacy-policy">privacy policy</a>).
      </p>
    </section>
  );
}

export function HomePage() {
  const { navigate } = useNavigation();
  // Only a device that has held a signed-in account can have a session to find: anyone else is not
  // asked about one (the check would be answered 401, an error in the browser's console). The page
  // is drawn as checking, and says so until React has taken it over.
  const { data: user, isPending } = useQuery({ ...currentUserQuery, enabled: () => accountOnDevice() });
  const mayHaveSession = useSyncExternalStore(neverChanges, accountOnDevice, () => true);
  // Drawn on the server without it (no session storage there), then read in the browser.
  const partnerName = useSyncExternalStore(neverChanges, invitedBy, () => '');
  // The remembered name: empty while React takes over the prerendered page (drawn without it), then
  // filled in; what the user types wins.
  const remembered = useSyncExternalStore(neverChanges, initialName, () => '');
  const [typed, setName] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const name = typed ?? remembered;
  const greeted = useRef(false);
  // The next visit to this page reads its starting name afresh.
  useEffect(() => () => void (startingName = undefined), []);

  useEffect(() => {
    if (!user || greeted.current) return;
    greeted.current = true;
    toast({ title: 'Welcome back', description: `Good to see you again, ${user.displayName}.`, carriesOver: true });
    navigate(ROUTES.dashboard, { replace: true });
  }, [user, navigate]);

  // Sent before the app took over the prerendered page, the form arrives as /?name=…: carry on from there.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has('name')) return;
    const sent = params.get('name')!.trim();
    if (!sent) {
      nameRequired();
      navigate(ROUTES.home, { replace: true });
      return;
    }
    saveName(sent);
    navigate(ROUTES.phoneVerification, { replace: true });
  }, [navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the field shows: right after React takes the prerendered page over, its first render still
    // holds the server's empty name until the next one reads what was typed; a form sent in between
    // must not be told the name is missing.
    const field = event.currentTarget.elements.namedItem('name');
    const sent = field instanceof HTMLInputElement ? field.value : name;
    if (!sent.trim()) {
      nameRequired();
      setMissing(true);
      return;
    }
    saveName(sent);
    navigate(ROUTES.phoneVerification);
  }

  if (user) {
    return <LoadingPage text="Checking your session..." />;
  }

  // The card shows at once; the session check runs beside it and moves a signed-in user on.
  return (
    <div className="page page--center home">
      <WhatPalmeDoes />
      <section className="card card--hero" aria-labelledby="welcome-title">
        <div className="hero-mark" aria-hidden>
          <Glyph name="sparkle" />
        </div>
        <h1 id="welcome-title">Welcome to Palme</h1>
        <p className="lede">Let&apos;s begin with your name, seeker of secrets...</p>
        <form className="form" onSubmit={submit} noValidate>
          <NameField
            id={NAME_FIELD}
            errorId="name-error"
            value={name}
            missing={missing}
            onChange={(value) => {
              setName(value);
              setMissing(false);
            }}
          />
          <Button type="submit" size="lg" block>
            Unlock Your Mystical Path
          </Button>
        </form>
        {/*
          Below the form: the page is drawn on the server without it (no session storage there), and
          added where nothing above the name field moves when it appears.
        */}
        {partnerName && <FlowSteps partnerName={partnerName} current="account" />}
        <p className="home__session" role="status">
          {mayHaveSession && isPending ? 'Checking your session...' : ''}
        </p>
      </section>
      <ServiceStatus />
    </div>
  );
}
