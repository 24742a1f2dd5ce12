import type { PalmOf } from '@contract/readingContent';

const OPTIONS: Array<{ value: PalmOf; label: string; hint: string }> = [
  { value: 'self', label: 'My palm', hint: "Joins your hand's reading" },
  { value: 'other', label: "Someone else's", hint: 'Read on its own' },
];

/**
 * Whose palm the photo shows, in one tap: the person's own (the default: it joins their hand
 * profile, so their hand keeps its reading from photo to photo) or someone else's (read from that
 * photo alone). Native radio buttons: arrow keys move between them, a screen reader names the group.
 */
export function WhosePalm({ value, onChange }: { value: PalmOf; onChange: (value: PalmOf) => void }) {
  return (
    <fieldset className="whose-palm">
      <legend className="whose-palm__legend">Whose palm is it?</legend>
      <div className="whose-palm__options">
        {OPTIONS.map((option) => (
          <label key={option.value} className="whose-palm__option">
            <input
              type="radio"
              name="palm-of"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="whose-palm__label">{option.label}</span>
            <span className="whose-palm__hint">{option.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
