import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { formatPhoneNumber } from './phoneNumber';

/** The first step: the phone number, formatted as it is typed, with what is wrong with it under it. */
export function PhoneNumberForm({
  phone,
  onPhoneChange,
  error,
  busy,
  onSubmit,
}: {
  phone: string;
  onPhoneChange: (update: (previous: string) => string) => void;
  error: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
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
            onPhoneChange((previous) =>
              typed.length < previous.length || !typed.trim() ? typed : formatPhoneNumber(typed),
            );
          }}
          placeholder="+1 (555) 123-4567"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'phone-error phone-hint' : 'phone-hint'}
        />
        {error && (
          <span className="field__error" id="phone-error" role="alert">
            {error}
          </span>
        )}
        <span className="field__hint" id="phone-hint">
          Include your country code; we start you with +1.
        </span>
      </label>
      <Button type="submit" size="lg" block busy={busy}>
        Send Verification Code
      </Button>
    </form>
  );
}
