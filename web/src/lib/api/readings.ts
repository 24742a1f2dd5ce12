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

export const readingsKey = [API_PATHS.readingsList] as const;
export const readingKey = (id: string) => [API_PATHS.readingRetrieve(id)] as const;
export const sharedReadingKey = (shareId: string) => [API_PATHS.shared(shareId)] as const;

export async function fetchReadings(signal?: AbortSignal): Promise<Reading[]> {
  const res = await apiRequest('GET', API_PATHS.readingsList, undefined, { signal });
  return readingListSchema.parse(await res.json());
}

export async function fetchReading(id: string, signal?: AbortSignal): Promise<Reading> {
  const res = await apiRequest('GET', API_PATHS.readingRetrieve(id), undefined, { signal });
  return readingSchema.parse(await res.json());
}

export async function fetchSharedReading(shareId: string, signal?: AbortSignal): Promise<SharedReading> {
  const res = await apiRequest('GET', API_PATHS.shared(shareId), undefined, { signal });
  return sharedReadingSchema.parse(await res.json());
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
