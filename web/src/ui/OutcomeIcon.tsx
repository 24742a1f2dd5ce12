import type { CompatibilityOutcome } from '@contract/enums';

const PATHS: Record<CompatibilityOutcome, string> = {
  // Two overlapping rings: Soulmates.
  SOULMATES: 'M9 7.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z M15 7.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z M12 2.5v2',
  // Two hands' worth of a shared home: a roof over two figures: Kindred Friends.
  KINDRED_FRIENDS:
    'M3 11l9-7 9 7 M8.5 13.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z M15.5 13.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z M5.5 20c0-2.6 1.3-4.5 3-4.5s3 1.9 3 4.5 M12.5 20c0-2.6 1.3-4.5 3-4.5s3 1.9 3 4.5',
  // A balance: Balanced Allies.
  BALANCED_ALLIES: 'M12 3v17 M8 20h8 M4 7h16 M4 7l-2.5 6a3 3 0 0 0 5 0L4 7Z M20 7l-2.5 6a3 3 0 0 0 5 0L20 7Z',
  // A lightning bolt: Challengers.
  CHALLENGERS: 'M13 2.5 4.5 13.5H11l-1 8 8.5-11H12l1-8Z',
};

/** The outcome's icon, drawn (no emoji font needed). Decorative: the title is always shown beside it. */
export function OutcomeIcon({ outcome, size = 40 }: { outcome: CompatibilityOutcome; size?: number }) {
  return (
    <svg
      className="outcome-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-outcome={outcome}
    >
      <path d={PATHS[outcome]} />
    </svg>
  );
}
