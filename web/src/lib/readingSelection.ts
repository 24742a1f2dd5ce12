import type { CompatibilityReading, PalmReading, Reading } from '@contract/reading';
import { isCompatibilityReading, isPalmReading } from './readingView';

export type DashboardTab = 'palm' | 'compatibility';

export { isPalmReading };

const newestFirst = <T extends Reading>(readings: T[]): T[] =>
  [...readings].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The readings of one dashboard tab, newest first. */
export function readingsOfTab(readings: Reading[], tab: 'palm'): PalmReading[];
export function readingsOfTab(readings: Reading[], tab: 'compatibility'): CompatibilityReading[];
export function readingsOfTab(readings: Reading[], tab: DashboardTab): Reading[] {
  return tab === 'palm'
    ? newestFirst(readings.filter(isPalmReading))
    : newestFirst(readings.filter(isCompatibilityReading));
}

/** The selected reading of a tab: the chosen one if it is still there, else the newest. */
export function selectedReading(readings: Reading[], tab: 'palm', chosenId: string | null): PalmReading | undefined;
export function selectedReading(
  readings: Reading[],
  tab: 'compatibility',
  chosenId: string | null,
): CompatibilityReading | undefined;
export function selectedReading(readings: Reading[], tab: DashboardTab, chosenId: string | null): Reading | undefined {
  const inTab = tab === 'palm' ? readingsOfTab(readings, tab) : readingsOfTab(readings, tab);
  return inTab.find((r) => r.id === chosenId) ?? inTab[0];
}
