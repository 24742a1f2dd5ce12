import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { formatPhoneNumber } from './phoneNumber';

/** The first step: the phone number, formatted as it is typed. */
export function PhoneNumberForm({
  phone,
  onPhoneChange,
  busy,
  onSubmit,
}: {
  phone: string;
  onPhoneChange: (update: (previous: string) => string) => void;
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
  );
}
