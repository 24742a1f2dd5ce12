import type { ReadingRecord } from '../domain/entities.js';
import type { ReadingEngine } from '../domain/readingEngine.js';

/** A palm reading as it reads on the reader's `day`: its daily parts (mood, lucky time, keywords) are that day's. */
export function todaysReading(reading: ReadingRecord, engine: ReadingEngine, day: string): ReadingRecord {
  if (reading.readingType === 'COMPATIBILITY' || !reading.measures) return reading;
  // The seed stored with the reading when there is one (a reading of one's own palm is seeded by the
  // hand profile it was read from, which its measures alone do not give).
  const content = reading.dailySeed
    ? engine.withDailySeed(reading.content, reading.dailySeed, day)
    : engine.withDailyParts(reading.content, reading.measures, day);
  return { ...reading, content };
}
