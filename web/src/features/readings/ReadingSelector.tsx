import type { Reading } from '@contract/reading';
import { formatShortDate } from '../../lib/dates';

/** A picker among a tab's readings, shown when there is more than one. */
export function ReadingSelector<T extends Reading>({
  readings,
  selectedId,
  onSelect,
  describe,
  label,
}: {
  readings: T[];
  selectedId: string;
  onSelect(id: string): void;
  describe(reading: T): string;
  label: string;
}) {
  if (readings.length < 2) return null;
  return (
    <label className="selector">
      <span className="field__label">{label}</span>
      <select className="input" value={selectedId} onChange={(e) => onSelect(e.target.value)}>
        {readings.map((r) => (
          <option key={r.id} value={r.id}>
            {formatShortDate(r.createdAt)} · {describe(r)}
          </option>
        ))}
      </select>
    </label>
  );
}
