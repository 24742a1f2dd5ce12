/** The readings feature's own calls: may the user take a new reading, and the upload itself. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import { readingEligibilitySchema } from '@contract/reading';
import { invalidateAfterNewReading, uploadPalm } from '../../data/readings';
import { apiRequest } from '../../lib/apiClient';

export async function canGenerateReading(userId: string): Promise<boolean> {
  const res = await apiRequest('GET', API_PATHS.readingEligibility(userId));
  return readingEligibilitySchema.parse(await res.json()).canGenerateReading;
}

/** Uploads a palm photo (a retry with the same key is paid once); the list and credits refresh after. */
export function useUploadPalm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photo, filename, idempotencyKey }: { photo: Blob; filename: string; idempotencyKey: string }) =>
      uploadPalm(photo, filename, idempotencyKey),
    onSuccess: () => invalidateAfterNewReading(queryClient),
  });
}
