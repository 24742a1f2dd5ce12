import { NAME_MAX_LENGTH, NAME_REQUIRED } from '../lib/personName';

/**
 * "Your Name", as the home page and "Almost There!" ask it: a missing name said under the field and
 * announced with it (the spec's toast says it too); typing clears it.
 */
export function NameField({
  id,
  errorId,
  value,
  missing,
  onChange,
}: {
  id?: string;
  errorId: string;
  value: string;
  missing: boolean;
  onChange(value: string): void;
}) {
  return (
    <label className="field">
      <span className="field__label">Your Name</span>
      <input
        id={id}
        className="input"
        name="name"
        autoComplete="given-name"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        aria-required="true"
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? errorId : undefined}
        maxLength={NAME_MAX_LENGTH}
        placeholder="e.g. Luna"
      />
      {missing && (
        <span className="field__error" id={errorId}>
          {NAME_REQUIRED.description}
        </span>
      )}
    </label>
  );
}
