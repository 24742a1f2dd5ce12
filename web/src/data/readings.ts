/**
 * The readings several features show: the user's list, one reading, a shared reading. Kept on the
 * device as they arrive, answered from it when offline.
 */
import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { API_PATHS, IDEMPOTENCY_HEADER, UPLOAD_FIELD } from '@contract/paths';
import {
  readingListSchema,
  readingSchema,
  sharedReadingSchema,
  type Reading,
  type SharedReading,
} from '@contract/reading';
import { apiRequest } from '../lib/apiClient';
import { currentUserKey } from './session';
import { keepImages } from '../lib/offline/cachedImages';
import { networkThenCache } from '../lib/offline/offlineFallback';
import { offlineStore } from '../lib/offline/offlineStore';

export const readingsKey = [API_PATHS.readingsList] as const;
export const readingKey = (id: string) => [API_PATHS.readingRetrieve(id)] as const;
export const sharedReadingKey = (shareId: string) => [API_PATHS.shared(shareId)] as const;

/** The user's readings; every listed reading (and its palm image) is kept on the device. */
export function fetchReadings(signal?: AbortSignal): Promise<Reading[]> {
  const since = offlineStore.generation();
  return networkThenCache(
    async () =>
      readingListSchema.parse(await (await apiRequest('GET', API_PATHS.readingsList, undefined, { signal })).json()),
    async (readings) => {
      await offlineStore.saveReadings(readings, since);
      void keepImages(
        readings.map((r) => ({ url: r.imageUrl, ownerId: r.userId })),
        since,
      );
    },
    async () => {
      const user = await offlineStore.account();
      return user ? offlineStore.readings(user.id) : null;
    },
  );
}

export function fetchReading(id: string, signal?: AbortSignal): Promise<Reading> {
  const since = offlineStore.generation();
  return networkThenCache(
    async () =>
      readingSchema.parse(await (await apiRequest('GET', API_PATHS.readingRetrieve(id), undefined, { signal })).json()),
    (reading) => offlineStore.saveReadings([reading], since),
    () => offlineStore.reading(id),
  );
}

export function fetchSharedReading(shareId: string, signal?: AbortSignal): Promise<SharedReading> {
  return networkThenCache(
    async () =>
      sharedReadingSchema.parse(
        await (await apiRequest('GET', API_PATHS.shared(shareId), undefined, { signal })).json(),
      ),
    (shared) => offlineStore.saveShared(shared),
    () => offlineStore.shared(shareId),
  );
}

export function useReadings(enabled = true) {
  return useQuery({ queryKey: readingsKey, queryFn: ({ signal }) => fetchReadings(signal), enabled });
}

export function useReading(id: string) {
  return useQuery({ queryKey: readingKey(id), queryFn: ({ signal }) => fetchReading(id, signal) });
}

/** Runs only when a share id is present. */
export function useSharedReading(shareId: string | undefined) {
  return useQuery({
    queryKey: sharedReadingKey(shareId ?? ''),
    queryFn: ({ signal }) => fetchSharedReading(shareId!, signal),
    enabled: Boolean(shareId),
  });
}

/** Uploads a palm photo; the idempotency key makes a retried upload count once. */
export async function uploadPalm(photo: Blob, filename: string, idempotencyKey: string): Promise<Reading> {
  const form = new FormData();
  form.set(UPLOAD_FIELD, photo, filename);
  const res = await apiRequest('POST', API_PATHS.readingsUpload, form, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return readingSchema.parse(await res.json());
}

/**
 * A returning visit paints from the device first: the saved account and its newest palm reading
 * stand in until the server answers (marked stale, so they are revalidated at once, in place). Only
 * fills what no answer has filled yet; a signed-out device has nothing saved (logout forgets it).
 */
export async function paintFromDevice(queryClient: QueryClient): Promise<void> {
  // A page drawn by the server came with both: the device has nothing to add, and is not read.
  const filled = (key: QueryKey) => queryClient.getQueryData(key) !== undefined;
  if (filled(currentUserKey) && filled(readingsKey)) return;
  const { readFirstFrame } = await import('../lib/offline/firstFrame');
  const frame = await readFirstFrame();
  if (!frame) return;
  if (!filled(currentUserKey)) {
    queryClient.setQueryData(currentUserKey, frame.user, { updatedAt: 0 });
  }
  if (frame.newestPalm && !filled(readingsKey)) {
    queryClient.setQueryData(readingsKey, [frame.newestPalm], { updatedAt: 0 });
  }
}

/** A new reading belongs in the list, and a credit may have been spent. */
export function invalidateAfterNewReading(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: readingsKey }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
  ]);
}
