import type { ReadingRecord } from '../domain/entities.js';
import type { ReadingEngine } from '../domain/readingEngine.js';

/** A palm reading as it reads on the reader's `day`: its daily parts (mood, lucky time, keywords) are that day's. */
export function todaysReading(reading: ReadingRecord, engine: ReadingEngine, day: string): ReadingRecord {
  if (reading.readingType === 'COMPATIBILITY' || !reading.measures) return reading;
  return { ...reading, content: engine.withDailyParts(reading.content, reading.measures, day) };
}
