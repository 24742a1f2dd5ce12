import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import type { ConfirmationResult } from 'firebase/auth';
import { describeError } from '../../lib/apiErrors';
import { compatibilityFlowStep, deviceId, local, LOCAL_KEYS } from '../../lib/browserStorage';
import { shouldContinueAfterAuth, useFinishCompatibilityFlow } from '../../data/compatibility';
import { firebaseErrorCode } from '../../lib/firebasePhoneAuth';
import { markJustLoggedIn } from '../../lib/loginRedirect';
import { useSignIn } from './api';
import { PhoneNumberForm } from './PhoneNumberForm';
import { formatPhoneNumber, phoneNumberProblem, toE164 } from './phoneNumber';
import { useBotCheck } from './useBotCheck';
import { VerificationCodeForm } from './VerificationCodeForm';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { FlowSteps } from '../../ui/FlowSteps';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';

/** Delay before the post-login reload. */
const REDIRECT_DELAY_MS = 1500;

/** A code may be sent again this long after the last one. */
const RESEND_AFTER_S = 30;

/** Whole seconds left of `seconds` from `since` (ms; 0: not started), ticking each second until none are left. */
function useCountdown(since: number, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const end = since + seconds * 1000;
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [since, end]);
  // Just after a send `now` is from before it: the countdown starts full.
  return since ? Math.max(0, Math.ceil((end - Math.max(now, since)) / 1000)) : 0;
}

/** What is said under the code field when Firebase turns a code down. */
const CODE_PROBLEMS: Record<string, string> = {
  'auth/invalid-verification-code': "That code isn't right. Check the message and try again.",
  'auth/code-expired': 'That code has expired. Tap Resend code for a new one.',
};

const errorVerifying = (description: string) =>
  toast({ title: 'Error verifying code', description, variant: 'destructive' });

export default function PhoneVerificationPage() {
  const userName = local.get(LOCAL_KEYS.userName);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('+1 ');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  /** What is wrong with the number or the code, said under its field. */
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** An invitee on their way to a compatibility result keeps seeing where this step leads. */
  const flow = compatibilityFlowStep();
  /** When the last code was sent: "Resend code" waits RESEND_AFTER_S from then. */
  const [sentAt, setSentAt] = useState(0);
  const resendIn = useCountdown(sentAt, RESEND_AFTER_S);
  const [finishing, setFinishing] = useState<string | null>(null);
  const botCheck = useRef<HTMLDivElement>(null);
  const prepareBotCheck = useBotCheck(botCheck, Boolean(userName));
  const confirmation = useRef<ConfirmationResult | null>(null);
  const signInMutation = useSignIn();
  const finishFlow = useFinishCompatibilityFlow();

  if (!userName) return <Navigate to={ROUTES.home} replace />;

  /** Texts a code to `phone`, through a bot check of its own (one per send: a used one never passes again). */
  async function send(): Promise<void> {
    if (!requireOnline('Signing in')) return;
    // A tap before the delayed preparation prepares the bot check now: a tap is never lost (a fast
    // visitor, or a browser journey, used to be ignored without a word).
    const phoneSignIn = prepareBotCheck();
    if (!phoneSignIn) return;
    setBusy(true);
    try {
      confirmation.current = await phoneSignIn.sendCode(toE164(phone));
      setStep('code');
      setSentAt(Date.now());
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

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const digits = phone.replace(/\D/g, '');
    if (!digits || digits === '1') {
      setPhoneError('Please enter your phone number to continue');
      toast({
        title: 'Phone number is required',
        description: 'Please enter your phone number to continue',
        variant: 'destructive',
      });
      return;
    }
    // Checked here, by the length its country code allows: a number that cannot be one is never sent.
    const problem = phoneNumberProblem(phone);
    setPhoneError(problem);
    if (problem) return;
    await send();
  }

  async function verifyCode(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError('Please enter the verification code sent to your phone');
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
      // A code mistyped or expired is said under its field (and in the spec's toast); anything else
      // asks for a new code.
      const problem = CODE_PROBLEMS[firebaseErrorCode(err) ?? ''];
      if (problem) setCodeError(problem);
      errorVerifying(problem ?? 'Please request a new verification code');
      return;
    } finally {
      setBusy(false);
    }
    try {
      const user = await signInMutation.mutateAsync({
        idToken,
        displayName: userName!,
        referrerId: local.get(LOCAL_KEYS.referrerId),
        shareId: local.get(LOCAL_KEYS.shareId),
        deviceId: deviceId(),
      });
      markJustLoggedIn();
      toast({ title: 'Authentication Successful', description: `Welcome, ${user.displayName}!`, variant: 'success' });
      if (shouldContinueAfterAuth()) {
        setFinishing('Discovering your destiny');
        const next = await finishFlow.mutateAsync({ user, idempotencyKey: crypto.randomUUID() }).then(
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
        {flow && <FlowSteps partnerName={flow.partnerName} current={flow.step} />}
        {step === 'phone' ? (
          <PhoneNumberForm
            phone={phone}
            onPhoneChange={(update) => {
              setPhoneError(null);
              setPhone(update);
            }}
            error={phoneError}
            busy={busy}
            onSubmit={sendCode}
          />
        ) : (
          <VerificationCodeForm
            phone={phone}
            code={code}
            onCodeChange={(next) => {
              setCodeError(null);
              setCode(next);
            }}
            error={codeError}
            resendIn={resendIn}
            onResend={() => void send()}
            busy={busy || signInMutation.isPending || finishFlow.isPending}
            onSubmit={verifyCode}
            onChangePhone={() => {
              setStep('phone');
              setCode('');
              setCodeError(null);
              confirmation.current = null;
            }}
          />
        )}
        <div id="recaptcha-container" ref={botCheck} />
        <p className="fine-print">
          By entering your phone number you accept our{' '}
          <Link to={`${ROUTES.terms}#community-guidelines`}>community guidelines</Link> and{' '}
          <Link to={ROUTES.terms}>terms of use</Link>; see what we keep in our{' '}
          <Link to={ROUTES.privacyPolicy}>privacy policy</Link>. Standard message and data rates may apply.
        </p>
      </section>
    </div>
  );
}
