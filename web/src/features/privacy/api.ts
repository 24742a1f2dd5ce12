/** The Privacy & data page's calls: delete a reading, download everything, delete the account (showing or hiding a reading is data/readings.ts useChangeReading). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import type { Reading } from '@contract/reading';
import { changeListedReadings, compatibilityResultQuery, sharedReadingQuery } from '../../data/readings';
import { apiRequest } from '../../lib/apiClient';
import { forgetAccountOnDevice } from '../../data/forgetDevice';
import { offlineStore } from '../../lib/offline/offlineStore';

export function useDeleteReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reading: Reading) => {
      await apiRequest('DELETE', API_PATHS.reading(reading.id));
      return reading;
    },
    onSuccess: async (reading) => {
      await changeListedReadings(queryClient, (list) => list.filter((r) => r.id !== reading.id));
      for (const { queryKey } of [compatibilityResultQuery(reading.shareId), sharedReadingQuery(reading.shareId)]) {
        queryClient.removeQueries({ queryKey });
      }
      await offlineStore.forgetReading(reading);
    },
  });
}

/** Fetches the export and hands it to the browser as a download. */
async function downloadMyData(): Promise<void> {
  const res = await apiRequest('POST', API_PATHS.accountExport);
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

/** The export, as a mutation (a POST: it is started by the user, never by another site). */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** Asks the server, then forgets everything of the account on this device (data/forgetDevice.ts). */
function useEndAccountHere(method: 'POST' | 'DELETE', path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest(method, path);
    },
    onSuccess: async () => {
      await forgetAccountOnDevice();
      queryClient.clear();
    },
  });
}

/** Deletes the account on the server, then everything this device kept. */
export const useDeleteAccount = () => useEndAccountHere('DELETE', API_PATHS.account);

/** Ends every session of the account, on every device; this one forgets the account at once. */
export const useSignOutEverywhere = () => useEndAccountHere('POST', API_PATHS.authLogoutEverywhere);
