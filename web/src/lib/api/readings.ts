import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import {
  readingListSchema,
  readingSchema,
  sharedReadingSchema,
  type Reading,
  type SharedReading,
} from '@contract/reading';
import { apiRequest } from '../apiClient';
import { keepImages } from '../offline/cachedImages';
import { networkThenCache } from '../offline/offlineFallback';
import { offlineStore } from '../offline/offlineStore';

export const readingsKey = [API_PATHS.readingsList] as const;
export const readingKey = (id: string) => [API_PATHS.readingRetrieve(id)] as const;
export const sharedReadingKey = (shareId: string) => [API_PATHS.shared(shareId)] as const;

/** The user's readings; every listed reading (and its palm image) is kept on the device. */
export function fetchReadings(signal?: AbortSignal): Promise<Reading[]> {
  return networkThenCache(
    async () =>
      readingListSchema.parse(await (await apiRequest('GET', API_PATHS.readingsList, undefined, { signal })).json()),
    async (readings) => {
      await offlineStore.saveReadings(readings);
      void keepImages(readings.map((r) => ({ url: r.imageUrl, ownerId: r.userId })));
    },
    async () => {
      const user = await offlineStore.account();
      return user ? offlineStore.readings(user.id) : null;
    },
  );
}

export function fetchReading(id: string, signal?: AbortSignal): Promise<Reading> {
  return networkThenCache(
    async () =>
      readingSchema.parse(await (await apiRequest('GET', API_PATHS.readingRetrieve(id), undefined, { signal })).json()),
    (reading) => offlineStore.saveReadings([reading]),
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
