/**
 * Retention: palm photos that no reading uses are deleted. A photo is stored just before the
 * transaction that creates its reading; if that transaction fails and the clean-up after it fails
 * too (a crash, an outage), the photo is left behind. Photos younger than `graceMs` are left alone,
 * so an upload in progress never loses its photo. Runs daily in production (index.ts) and on demand
 * locally (`npm run sweep-photos`).
 */
import { readingIdOfPalmImage } from '../domain/blobs.js';
import type { Ports } from './ports.js';

export const SWEEP_GRACE_MS = 60 * 60_000;

export interface SweepResult {
  checked: number;
  deleted: number;
}

export async function sweepOrphanPhotos(
  ports: Pick<Ports, 'store' | 'blobs' | 'clock' | 'log'>,
  graceMs = SWEEP_GRACE_MS,
): Promise<SweepResult> {
  const cutoff = ports.clock().getTime() - graceMs;
  const photos = await ports.blobs.list('palms/');
  let deleted = 0;
  for (const photo of photos) {
    if (photo.writtenAt.getTime() > cutoff) continue;
    const readingId = readingIdOfPalmImage(photo.key);
    const reading = readingId ? await ports.store.findReading(readingId) : null;
    if (reading?.imagePath === photo.key) continue;
    await ports.blobs.delete(photo.key);
    deleted++;
  }
  return { checked: photos.length, deleted };
}
