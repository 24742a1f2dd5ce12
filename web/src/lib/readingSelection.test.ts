import { describe, expect, it } from 'vitest';
import type { Reading } from '@contract/reading';
import { readingsOfTab, selectedReading } from './readingSelection';

const reading = (id: string, readingType: Reading['readingType'], createdAt: string) =>
  ({ id, readingType, createdAt }) as Reading;
const readings = [
  reading('old-palm', 'FIRST_PALM_READING', '2026-01-01T00:00:00Z'),
  reading('compat-1', 'COMPATIBILITY', '2026-01-02T00:00:00Z'),
  reading('new-palm', 'FULL_ANALYSIS', '2026-03-01T00:00:00Z'),
  reading('compat-2', 'COMPATIBILITY', '2026-02-01T00:00:00Z'),
];

describe('the reading selector', () => {
  it('selects the newest reading of the current tab by default', () => {
    expect(selectedReading(readings, 'palm', null)?.id).toBe('new-palm');
    expect(selectedReading(readings, 'compatibility', null)?.id).toBe('compat-2');
  });

  it('keeps a chosen reading, and falls back to the newest when it is not in the tab', () => {
    expect(selectedReading(readings, 'palm', 'old-palm')?.id).toBe('old-palm');
    expect(selectedReading(readings, 'palm', 'compat-1')?.id).toBe('new-palm');
    expect(selectedReading([], 'palm', null)).toBeUndefined();
  });

  it('lists each tab newest first', () => {
    expect(readingsOfTab(readings, 'palm').map((r) => r.id)).toEqual(['new-palm', 'old-palm']);
    expect(readingsOfTab(readings, 'compatibility').map((r) => r.id)).toEqual(['compat-2', 'compat-1']);
  });
});
