/** Creating a compatibility reading as screens must: paid once, and seen at once on the dashboard. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createCompatibilityReading } from './actions';
import { currentUserKey } from './currentUser';
import { readingsKey } from './readings';

/**
 * The new result belongs in the readings list, and a credit may have been spent. (Sign-in finishes
 * the flow with a full page load, so only screens that stay in the app need this.)
 */
function invalidateAfterCompatibility(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: readingsKey }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
  ]);
}

/**
 * The idempotency key belongs to one check the person asked for: a retry of it (a lost answer, a
 * second tap) reuses the key, so the server makes one reading and spends one credit.
 */
export function useCreateCompatibilityReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partnerShareId, idempotencyKey }: { partnerShareId: string; idempotencyKey: string }) =>
      createCompatibilityReading(partnerShareId, idempotencyKey),
    onSuccess: () => invalidateAfterCompatibility(queryClient),
  });
}
