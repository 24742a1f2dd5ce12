import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../data/session';
import { local, LOCAL_KEYS } from '../../lib/browserStorage';
import { ROUTES } from '../../lib/routes';
import { Button } from '../../ui/Button';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { ServiceStatus } from './ServiceStatus';

export function HomePage() {
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const [name, setName] = useState(() => local.get(LOCAL_KEYS.userName) ?? '');
  const greeted = useRef(false);

  useEffect(() => {
    if (!user || greeted.current) return;
    greeted.current = true;
    toast({ title: 'Welcome back', description: `Good to see you again, ${user.displayName}.` });
    navigate(ROUTES.dashboard, { replace: true });
  }, [user, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast({ title: 'Name is required', description: 'Please enter your name to continue', variant: 'destructive' });
      return;
    }
    local.set(LOCAL_KEYS.userName, name);
    navigate(ROUTES.phoneVerification);
  }

  if (user) {
    return <LoadingPage text="Checking your session..." />;
  }

  // The card shows at once; the session check runs beside it and moves a signed-in user on.
  return (
    <div className="page page--center home">
      <section className="card card--hero" aria-labelledby="welcome-title">
        <div className="hero-mark" aria-hidden>
          <span>✦</span>
        </div>
        <h1 id="welcome-title">Welcome to Palme</h1>
        <p className="lede">Let&apos;s begin with your name, seeker of secrets...</p>
        <form className="form" onSubmit={submit} noValidate>
          <label className="field">
            <span className="field__label">Your Name</span>
            <input
              className="input"
              name="name"
              autoComplete="given-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              aria-required="true"
              maxLength={60}
              placeholder="e.g. Luna"
            />
          </label>
          <Button type="submit" size="lg" block>
            Unlock Your Mystical Path
          </Button>
        </form>
        <p className="home__session" role="status">
          {isPending ? 'Checking your session...' : ''}
        </p>
      </section>
      <ServiceStatus />
    </div>
  );
}
