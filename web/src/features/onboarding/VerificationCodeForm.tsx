import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { formatPhoneNumber } from './phoneNumber';

/**
 * The second step: the six-digit code texted to `phone`; a new code once `resendIn` seconds have
 * passed; or back to change the number.
 */
export function VerificationCodeForm({
  phone,
  code,
  onCodeChange,
  error,
  resendIn,
  onResend,
  busy,
  onSubmit,
  onChangePhone,
}: {
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  resendIn: number;
  onResend: () => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onChangePhone: () => void;
}) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
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
          onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          placeholder="123456"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'code-error' : undefined}
        />
        {error && (
          <span className="field__error" id="code-error" role="alert">
            {error}
          </span>
        )}
      </label>
      <Button type="submit" size="lg" block busy={busy}>
        Verify Code
      </Button>
      <div className="form__row">
        <Button variant="ghost" onClick={onResend} disabled={busy || resendIn > 0}>
          {resendIn > 0 ? `Resend code in ${resendIn}s` : 'Resend code'}
        </Button>
        <Button variant="ghost" onClick={onChangePhone}>
          Change Phone Number
        </Button>
      </div>
    </form>
  );
}
