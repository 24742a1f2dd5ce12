import { useRef, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import type { ConfirmationResult } from 'firebase/auth';
import { describeError } from '../../lib/apiErrors';
import { local, LOCAL_KEYS } from '../../lib/browserStorage';
import { shouldContinueAfterAuth, useFinishCompatibilityFlow } from '../../data/compatibility';
import { firebaseErrorCode } from '../../lib/firebasePhoneAuth';
import { markJustLoggedIn } from '../../lib/loginRedirect';
import { useSignIn } from './api';
import { PhoneNumberForm } from './PhoneNumberForm';
import { formatPhoneNumber, toE164 } from './phoneNumber';
import { useBotCheck } from './useBotCheck';
import { VerificationCodeForm } from './VerificationCodeForm';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';

/** Delay before the post-login reload. */
const REDIRECT_DELAY_MS = 1500;

const errorVerifying = (description: string) =>
  toast({ title: 'Error verifying code', description, variant: 'destructive' });

export default function PhoneVerificationPage() {
  const userName = local.get(LOCAL_KEYS.userName);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('+1 ');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [finishing, setFinishing] = useState<string | null>(null);
  const botCheck = useRef<HTMLDivElement>(null);
  const prepareBotCheck = useBotCheck(botCheck, Boolean(userName));
  const confirmation = useRef<ConfirmationResult | null>(null);
  const signInMutation = useSignIn();
  const finishFlow = useFinishCompatibilityFlow();

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
    const phoneSignIn = prepareBotCheck();
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
      const wrongCode = firebaseErrorCode(err) === 'auth/invalid-verification-code';
      errorVerifying(
        wrongCode
          ? "That code isn't right. Check the message and try again."
          : 'Please request a new verification code',
      );
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
        {step === 'phone' ? (
          <PhoneNumberForm phone={phone} onPhoneChange={setPhone} busy={busy} onSubmit={sendCode} />
        ) : (
          <VerificationCodeForm
            phone={phone}
            code={code}
            onCodeChange={setCode}
            busy={busy || signInMutation.isPending || finishFlow.isPending}
            onSubmit={verifyCode}
            onChangePhone={() => {
              setStep('phone');
              setCode('');
              confirmation.current = null;
            }}
          />
        )}
        <div id="recaptcha-container" ref={botCheck} />
        <p className="fine-print">
          By entering your phone number you accept our community guidelines. Standard message and data rates may apply.
        </p>
      </section>
    </div>
  );
}
