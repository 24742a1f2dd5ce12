/** The subscription feature's calls: status as a query, upgrade and cancel as mutations. */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import {
  startSubscriptionSchema,
  subscriptionStatusSchema,
  type StartSubscription,
  type SubscriptionStatus,
} from '@contract/subscription';
import { currentUserQuery } from '../../data/session';
import { apiRequest } from '../../lib/apiClient';

async function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  const res = await apiRequest('GET', API_PATHS.subscriptions, undefined, { signal });
  return subscriptionStatusSchema.parse(await res.json());
}

export const subscriptionQuery = queryOptions({
  queryKey: [API_PATHS.subscriptions],
  queryFn: ({ signal }) => fetchSubscription(signal),
});

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQuery, enabled });
}

/**
 * After a payment: the subscription's status and the user (their premium flag) asked again. Says
 * whether the subscription is active yet (the webhook that confirms it may land a moment later).
 */
export async function refreshAfterPayment(queryClient: QueryClient): Promise<boolean> {
  const [status] = await Promise.all([
    queryClient.fetchQuery({ ...subscriptionQuery, staleTime: 0 }),
    queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  ]);
  return status.hasSubscription;
}

async function startSubscription(): Promise<StartSubscription> {
  const res = await apiRequest('POST', API_PATHS.subscriptions);
  return startSubscriptionSchema.parse(await res.json());
}

async function cancelSubscription(): Promise<SubscriptionStatus> {
  const res = await apiRequest('DELETE', API_PATHS.subscriptions);
  return subscriptionStatusSchema.parse(await res.json());
}

/** Starts (or resumes) the weekly subscription: the answer carries the payment to confirm. */
export function useStartSubscription() {
  return useMutation({ mutationFn: startSubscription });
}

/** Cancels at the end of the paid week: the status is the server's answer; the user's premium flag follows. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (updated) => {
      queryClient.setQueryData(subscriptionQuery.queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
