import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { formatPhoneNumber } from './phoneNumber';

/** The second step: the six-digit code texted to `phone`, or back to change the number. */
export function VerificationCodeForm({
  phone,
  code,
  onCodeChange,
  busy,
  onSubmit,
  onChangePhone,
}: {
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
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
        />
      </label>
      <Button type="submit" size="lg" block busy={busy}>
        Verify Code
      </Button>
      <Button variant="ghost" block onClick={onChangePhone}>
        Change Phone Number
      </Button>
    </form>
  );
}
