import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Navigate } from 'react-router-dom';
import type { ConfirmationResult } from 'firebase/auth';
import { describeError } from '../../lib/apiErrors';
import { local, LOCAL_KEYS } from '../../lib/browserStorage';
import { finishCompatibilityFlow, shouldContinueAfterAuth } from '../../data/compatibility';
import { createPhoneSignIn, firebaseErrorCode, type PhoneSignIn } from '../../lib/firebasePhoneAuth';
import { markJustLoggedIn } from '../../lib/loginRedirect';
import { signInWithServer } from './api';
import { formatPhoneNumber, toE164 } from './phoneNumber';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { Button } from '../../ui/Button';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';

/** Delay before the invisible bot check starts, and before the post-login reload. */
const BOT_CHECK_DELAY_MS = 100;
const REDIRECT_DELAY_MS = 1500;

const errorVerifying = (description: string) =>
  toast({ title: 'Error verifying code', description, variant: 'destructive' });

/**
 * The invisible bot check, prepared once per visit of the page: a moment after the page appears, or
 * at the first tap if that comes sooner. Null while the page has no element to hold it.
 */
function prepareSignIn(signIn: RefObject<PhoneSignIn | null>, container: HTMLElement | null): PhoneSignIn | null {
  if (!signIn.current && container) {
    signIn.current = createPhoneSignIn(container, () =>
      toast({ title: 'reCAPTCHA expired', description: 'Please try again', variant: 'destructive' }),
    );
  }
  return signIn.current;
}

export default function PhoneVerificationPage() {
  const userName = local.get(LOCAL_KEYS.userName);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('+1 ');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [finishing, setFinishing] = useState<string | null>(null);
  const signIn = useRef<PhoneSignIn | null>(null);
  const botCheck = useRef<HTMLDivElement>(null);
  const confirmation = useRef<ConfirmationResult | null>(null);

  // A layout effect: its clean-up runs in the same commit that removes the page's elements. (A passive
  // effect's ran a moment later, and a timer falling in between found no element for the bot check:
  // Firebase's auth/argument-error, for a visitor leaving the page at once.)
  useLayoutEffect(() => {
    if (!userName) return;
    const timer = setTimeout(() => prepareSignIn(signIn, botCheck.current), BOT_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      signIn.current?.dispose();
      signIn.current = null;
    };
  }, [userName]);

  if (!userName) return <Navigate to={ROUTES.home} replace />;

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const digits = phone.replace(/\D/g, '');
    if (!digits || digits === '1') {
      toast({
        title: 'Phone number is required',
        description: 'Please enter your phone number to continue',
        variant: 'destructive',
      });
      return;
    }
    if (!requireOnline('Signing in')) return;
    // A tap before the delayed preparation prepares the bot check now: a tap is never lost (a fast
    // visitor, or a browser journey, used to be ignored without a word).
    const phoneSignIn = prepareSignIn(signIn, botCheck.current);
    if (!phoneSignIn) return;
    setBusy(true);
    try {
      confirmation.current = await phoneSignIn.sendCode(toE164(phone));
      setStep('code');
      toast({
        title: 'Verification code sent',
        description: `We texted a code to ${formatPhoneNumber(phone)}.`,
        variant: 'success',
      });
    } catch (err) {
      const description =
        firebaseErrorCode(err) === 'auth/invalid-phone-number'
          ? 'Please enter a valid phone number with country code (e.g., +1 for US)'
          : err instanceof Error && err.message
            ? err.message
            : 'Please try again';
      toast({ title: 'Error sending verification code', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function verifyCode(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      toast({
        title: 'Verification code is required',
        description: 'Please enter the verification code sent to your phone',
        variant: 'destructive',
      });
      return;
    }
    if (!confirmation.current) {
      errorVerifying('Please request a new verification code');
      return;
    }
    setBusy(true);
    let idToken: string;
    try {
      const credential = await confirmation.current.confirm(code.trim());
      idToken = await credential.user.getIdToken();
    } catch (err) {
      setBusy(false);
      const wrongCode = firebaseErrorCode(err) === 'auth/invalid-verification-code';
      errorVerifying(
        wrongCode
          ? "That code isn't right. Check the message and try again."
          : 'Please request a new verification code',
      );
      return;
    }
    try {
      const user = await signInWithServer(idToken, {
        displayName: userName!,
        referrerId: local.get(LOCAL_KEYS.referrerId),
        shareId: local.get(LOCAL_KEYS.shareId),
      });
      markJustLoggedIn();
      toast({ title: 'Authentication Successful', description: `Welcome, ${user.displayName}!`, variant: 'success' });
      if (shouldContinueAfterAuth()) {
        setFinishing('Discovering your destiny');
        const next = await finishCompatibilityFlow(user, crypto.randomUUID()).then(
          (result) => (result.kind === 'result' ? ROUTES.compatibilityResult(result.shareId) : ROUTES.subscription),
          (err: unknown) => {
            toast({
              title: 'Compatibility check failed',
              description: describeError(err, 'Please try again from the invitation link.'),
              variant: 'destructive',
            });
            return ROUTES.dashboard;
          },
        );
        window.location.assign(next);
        return;
      }
      setFinishing('Finding your destiny...');
      const destination = user.unlockedReadings === 0 ? ROUTES.palmUpload : ROUTES.dashboard;
      setTimeout(() => window.location.assign(destination), REDIRECT_DELAY_MS);
    } catch (err) {
      setBusy(false);
      errorVerifying(describeError(err, 'Failed to authenticate with server'));
    }
  }

  if (finishing) {
    return <LoadingPage text={finishing} />;
  }

  return (
    <div className="page page--center">
      <section className="card card--hero" aria-labelledby="verify-title">
        <p className="eyebrow">Hello, {userName}</p>
        <h1 id="verify-title">Verify your phone</h1>
        {step === 'phone' ? (
          <form className="form" onSubmit={sendCode} noValidate>
            <p className="lede">We&apos;ll text you a one-time code to keep your readings safe.</p>
            <label className="field">
              <span className="field__label">Phone Number</span>
              <input
                className="input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => {
                  const typed = e.target.value;
                  // Format while typing forward; leave deletions alone so backspace never gets stuck on a bracket.
                  setPhone((previous) =>
                    typed.length < previous.length || !typed.trim() ? typed : formatPhoneNumber(typed),
                  );
                }}
                placeholder="+1 (555) 123-4567"
                aria-describedby="phone-hint"
              />
              <span className="field__hint" id="phone-hint">
                Include your country code; we start you with +1.
              </span>
            </label>
            <Button type="submit" size="lg" block busy={busy}>
              Send Verification Code
            </Button>
          </form>
        ) : (
          <form className="form" onSubmit={verifyCode} noValidate>
            <p className="lede">
              Enter the code we sent to <span className="nowrap">{formatPhoneNumber(phone)}</span>.
            </p>
            <label className="field">
              <span className="field__label">Verification Code</span>
              <input
                className="input input--code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                placeholder="123456"
              />
            </label>
            <Button type="submit" size="lg" block busy={busy}>
              Verify Code
            </Button>
            <Button
              variant="ghost"
              block
              onClick={() => {
                setStep('phone');
                setCode('');
                confirmation.current = null;
              }}
            >
              Change Phone Number
            </Button>
          </form>
        )}
        <div id="recaptcha-container" ref={botCheck} />
        <p className="fine-print">
          By entering your phone number you accept our community guidelines. Standard message and data rates may apply.
        </p>
      </section>
    </div>
  );
}
