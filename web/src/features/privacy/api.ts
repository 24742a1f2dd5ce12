/** The Privacy & data page's calls: show or hide a reading, delete it, download everything, delete the account. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import { readingSchema, type Reading } from '@contract/reading';
import { readingKey, readingsKey } from '../../data/readings';
import { apiRequest } from '../../lib/apiClient';
import { clearCompatibilityFlow, local, LOCAL_KEYS } from '../../lib/browserStorage';
import { offlineStore } from '../../lib/offline/offlineStore';

function replaceInList(list: Reading[] | undefined, reading: Reading): Reading[] | undefined {
  return list?.map((r) => (r.id === reading.id ? reading : r));
}

/** Public (its link works for anyone) or private (its link says not found); the lists follow. */
export function useSetReadingPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      readingSchema.parse(await (await apiRequest('PATCH', API_PATHS.reading(id), { isPublic })).json()),
    onSuccess: async (reading) => {
      queryClient.setQueryData<Reading[]>(readingsKey, (list) => replaceInList(list, reading));
      queryClient.setQueryData(readingKey(reading.id), reading);
      await offlineStore.saveReadings([reading]);
    },
  });
}

export function useDeleteReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reading: Reading) => {
      await apiRequest('DELETE', API_PATHS.reading(reading.id));
      return reading;
    },
    onSuccess: async (reading) => {
      queryClient.setQueryData<Reading[]>(readingsKey, (list) => list?.filter((r) => r.id !== reading.id));
      queryClient.removeQueries({ queryKey: readingKey(reading.id) });
      await offlineStore.forgetReading(reading);
    },
  });
}

/** Fetches the export and hands it to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const res = await apiRequest('GET', API_PATHS.accountExport);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'palme-data.zip';
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL may go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Deletes the account on the server, then everything this device kept: cache, name, referral, flow. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', API_PATHS.account);
    },
    onSuccess: async () => {
      await offlineStore.forgetEverything();
      for (const key of [LOCAL_KEYS.userName, LOCAL_KEYS.referrerId, LOCAL_KEYS.shareId]) local.remove(key);
      clearCompatibilityFlow();
      queryClient.clear();
    },
  });
}
