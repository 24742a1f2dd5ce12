/** The readings feature's own call: the upload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PalmOf } from '@contract/readingContent';
import { addNewReading, uploadPalm } from '../../data/readings';
import { offlineStore } from '../../lib/offline/offlineStore';

/** Uploads a palm photo (a retry with the same key is paid once); its answer joins the list at once. */
export function useUploadPalm() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: () => ({ since: offlineStore.generation() }),
    mutationFn: ({
      photo,
      filename,
      idempotencyKey,
      palmOf,
      signal,
    }: {
      photo: Blob;
      filename: string;
      idempotencyKey: string;
      palmOf: PalmOf;
      /** Aborts the upload (the person cancelled); the same key later gets the same reading, paid once. */
      signal?: AbortSignal;
    }) => uploadPalm(photo, filename, idempotencyKey, palmOf, signal),
    onSuccess: (reading, _variables, { since }) => addNewReading(queryClient, reading, since),
  });
}
