import type { Reading } from '@contract/reading';

export type DashboardTab = 'palm' | 'compatibility';

export function isPalmReading(reading: Pick<Reading, 'readingType'>): boolean {
  return reading.readingType !== 'COMPATIBILITY';
}

/** The readings of one dashboard tab, newest first. */
export function readingsOfTab(readings: Reading[], tab: DashboardTab): Reading[] {
  return readings
    .filter((r) => (tab === 'palm' ? isPalmReading(r) : !isPalmReading(r)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The selected reading of a tab: the chosen one if it is still there, else the newest. */
export function selectedReading(readings: Reading[], tab: DashboardTab, chosenId: string | null): Reading | undefined {
  const inTab = readingsOfTab(readings, tab);
  return inTab.find((r) => r.id === chosenId) ?? inTab[0];
}
