import type { ReadingRecord } from '../domain/entities.js';
import { utcDay } from '../domain/streaks.js';
import type { ReadingEngine } from '../reading/readingEngine.js';

/** A palm reading as it reads today: its daily parts (mood, lucky time, keywords) are today's. */
export function todaysReading(reading: ReadingRecord, engine: ReadingEngine, now: Date): ReadingRecord {
  if (reading.readingType === 'COMPATIBILITY' || !reading.measures) return reading;
  return { ...reading, content: engine.withDailyParts(reading.content, reading.measures, utcDay(now)) };
}
