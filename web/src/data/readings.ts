/**
 * The readings several features show: the user's list, a compatibility result, a shared reading.
 * Each has one query definition (key and fetch together), used by its hook, by prefetching and by
 * server rendering. Kept on the device as they arrive, answered from it when offline.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, IDEMPOTENCY_HEADER, PALM_OF_FIELD, UPLOAD_FIELD } from '@contract/paths';
import type { PalmOf } from '@contract/readingContent';
import {
  compatibilityReadingSchema,
  palmReadingSchema,
  readingListSchema,
  readingSchema,
  sharedReadingSchema,
  type CompatibilityReading,
  type PalmReading,
  type Reading,
  type ReadingChange,
  type SharedReading,
} from '@contract/reading';
import { apiRequest } from '../lib/apiClient';
import { currentUserQuery } from './session';
import { keepImages } from '../lib/offline/cachedImages';
import { networkThenCache } from '../lib/offline/offlineFallback';
import { offlineStore } from '../lib/offline/offlineStore';

/**
 * Keeps readings (and their palm images) on the device, unless the device forgot the account since
 * `since` (a logout while the request was out).
 */
async function keepOnDevice(readings: Reading[], since: number): Promise<void> {
  await offlineStore.saveReadings(readings, since);
  void keepImages(
    readings.map((r) => ({ url: r.imageUrl, ownerId: r.userId })),
    since,
  );
}

/**
 * What the device kept, if it is in the one schema: a copy kept by an older version of the app is
 * not shown (the next answer from the server replaces it).
 */
const inSchema = <T>(schema: { safeParse(value: unknown): { data?: T } }, kept: unknown): T | null =>
  kept == null ? null : (schema.safeParse(kept).data ?? null);

/** The user's readings; every listed reading (and its palm image) is kept on the device. */
function fetchReadings(signal?: AbortSignal): Promise<Reading[]> {
  const since = offlineStore.generation();
  return networkThenCache(
    async () =>
      readingListSchema.parse(await (await apiRequest('GET', API_PATHS.readingsList, undefined, { signal })).json()),
    (readings) => keepOnDevice(readings, since),
    async () => {
      const user = await offlineStore.account();
      const kept = user ? await offlineStore.readings(user.id) : null;
      if (!kept) return null;
      const readable = kept.flatMap((reading) => inSchema(readingSchema, reading) ?? []);
      // Readings kept that none can be shown: not "no readings yet", but nothing saved to show.
      return kept.length > 0 && readable.length === 0 ? null : readable;
    },
  );
}

/** A compatibility result, by the share id its link carries; kept on the device like the list. */
function fetchCompatibilityResult(shareId: string, signal?: AbortSignal): Promise<CompatibilityReading> {
  const since = offlineStore.generation();
  return networkThenCache(
    async () =>
      compatibilityReadingSchema.parse(
        await (await apiRequest('GET', API_PATHS.compatibilityResult(shareId), undefined, { signal })).json(),
      ),
    (reading) => offlineStore.saveReadings([reading], since),
    async () => {
      return inSchema(compatibilityReadingSchema, await offlineStore.reading(shareId));
    },
  );
}

function fetchSharedReading(shareId: string, signal?: AbortSignal): Promise<SharedReading> {
  return networkThenCache(
    async () =>
      sharedReadingSchema.parse(
        await (await apiRequest('GET', API_PATHS.shared(shareId), undefined, { signal })).json(),
      ),
    (shared) => offlineStore.saveShared(shared),
    async () => inSchema(sharedReadingSchema, await offlineStore.shared(shareId)),
  );
}

export const readingsQuery = queryOptions({
  queryKey: [API_PATHS.readingsList],
  queryFn: ({ signal }) => fetchReadings(signal),
});

export const compatibilityResultQuery = (shareId: string) =>
  queryOptions({
    queryKey: [API_PATHS.compatibilityResult(shareId)],
    queryFn: ({ signal }) => fetchCompatibilityResult(shareId, signal),
  });

export const sharedReadingQuery = (shareId: string) =>
  queryOptions({
    queryKey: [API_PATHS.shared(shareId)],
    queryFn: ({ signal }) => fetchSharedReading(shareId, signal),
  });

export function useReadings(enabled = true) {
  return useQuery({ ...readingsQuery, enabled });
}

export function useCompatibilityResult(shareId: string) {
  return useQuery(compatibilityResultQuery(shareId));
}

/** Runs only when a share id is present. */
export function useSharedReading(shareId: string | undefined) {
  return useQuery({ ...sharedReadingQuery(shareId ?? ''), enabled: Boolean(shareId) });
}

/**
 * Changes one of the user's own palm readings: public (its link works for anyone) or private (its
 * link says not found), and what of its photo goes with its link. The list, the device's copy and any
 * cached shared view of it follow.
 */
/**
 * A change the server has made, applied to the cached list at once. A list request already on its
 * way may have been answered from before the change, and would put the old reading back when it
 * lands (a second share would ask again what goes with the link): it is dropped, and asked again
 * once `told` has settled (the change is on the server by then).
 */
export async function changeListedReadings(
  queryClient: QueryClient,
  change: (list: Reading[]) => Reading[],
  told: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  const { queryKey } = readingsQuery;
  const answeredBefore = queryClient.isFetching({ queryKey }) > 0;
  if (answeredBefore) await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, (list) => list && change(list));
  if (answeredBefore) void told.finally(() => queryClient.invalidateQueries({ queryKey }));
}

export function useChangeReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: ReadingChange }) =>
      palmReadingSchema.parse(await (await apiRequest('PATCH', API_PATHS.reading(id), change)).json()),
    onSuccess: async (reading) => {
      await changeListedReadings(queryClient, (list) => list.map((r) => (r.id === reading.id ? reading : r)));
      queryClient.removeQueries({ queryKey: sharedReadingQuery(reading.shareId).queryKey });
      await offlineStore.saveReadings([reading]);
    },
  });
}

/**
 * Uploads a palm photo; the idempotency key makes a retried upload count once. `palmOf`: whose palm
 * it shows (the server takes the person's own when it is not said).
 */
export async function uploadPalm(
  photo: Blob,
  filename: string,
  idempotencyKey: string,
  palmOf: PalmOf = 'self',
  signal?: AbortSignal,
): Promise<PalmReading> {
  const form = new FormData();
  form.set(PALM_OF_FIELD, palmOf);
  form.set(UPLOAD_FIELD, photo, filename);
  const res = await apiRequest('POST', API_PATHS.readingsUpload, form, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    signal,
  });
  return palmReadingSchema.parse(await res.json());
}

/**
 * A returning visit paints from the device first: the saved account and its newest palm reading
 * stand in until the server answers (marked stale, so they are revalidated at once, in place). Only
 * fills what no answer has filled yet; a signed-out device has nothing saved (logout forgets it).
 */
export async function paintFromDevice(queryClient: QueryClient): Promise<void> {
  const hasUser = () => queryClient.getQueryData(currentUserQuery.queryKey) !== undefined;
  const hasReadings = () => queryClient.getQueryData(readingsQuery.queryKey) !== undefined;
  // A page drawn by the server came with both: the device has nothing to add, and is not read.
  if (hasUser() && hasReadings()) return;
  const { readFirstFrame } = await import('../lib/offline/firstFrame');
  const frame = await readFirstFrame();
  if (!frame) return;
  // Asked again: the server may have answered while the device was read.
  if (!hasUser()) queryClient.setQueryData(currentUserQuery.queryKey, frame.user, { updatedAt: 0 });
  const newestPalm = inSchema(palmReadingSchema, frame.newestPalm);
  if (newestPalm && !hasReadings()) {
    queryClient.setQueryData(readingsQuery.queryKey, [newestPalm], { updatedAt: 0 });
  }
}

/**
 * A new reading, as the server answered it (an upload's or a compatibility check's): it goes to the
 * top of the list at once (a compatibility result also under its own address, which the app opens
 * next) and is kept on the device; a credit was spent, so the user is asked again. `since`: the
 * device's generation when the request went out.
 */
export async function addNewReading(queryClient: QueryClient, reading: Reading, since: number): Promise<void> {
  await changeListedReadings(queryClient, (list) => [reading, ...list.filter((r) => r.id !== reading.id)]);
  if (reading.readingType === 'COMPATIBILITY') {
    queryClient.setQueryData(compatibilityResultQuery(reading.shareId).queryKey, reading);
  }
  await Promise.all([
    keepOnDevice([reading], since),
    queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  ]);
}

/**
 * A compatibility result someone made with the user has been opened: it is no longer new, here and
 * on the device, and the server is told (once; if that fails, it is new again next time).
 */
export async function markResultSeen(queryClient: QueryClient, reading: CompatibilityReading): Promise<void> {
  if (!reading.newForYou) return;
  const { newForYou: _new, ...seen } = reading;
  const told = apiRequest('POST', API_PATHS.readingSeen(seen.id)).catch(() => undefined);
  await changeListedReadings(queryClient, (list) => list.map((r) => (r.id === seen.id ? seen : r)), told);
  queryClient.setQueryData(compatibilityResultQuery(seen.shareId).queryKey, (r) => r && seen);
  await offlineStore.saveReadings([seen]);
  await told;
}
