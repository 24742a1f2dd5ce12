/** The subscription feature's calls: status as a query, upgrade and cancel as mutations. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import {
  startSubscriptionSchema,
  subscriptionStatusSchema,
  type StartSubscription,
  type SubscriptionStatus,
} from '@contract/subscription';
import { currentUserKey } from '../../data/session';
import { apiRequest } from '../../lib/apiClient';

export const subscriptionKey = [API_PATHS.subscriptions] as const;

export async function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  const res = await apiRequest('GET', API_PATHS.subscriptions, undefined, { signal });
  return subscriptionStatusSchema.parse(await res.json());
}

export function useSubscription(enabled = true) {
  return useQuery({ queryKey: subscriptionKey, queryFn: ({ signal }) => fetchSubscription(signal), enabled });
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
      queryClient.setQueryData<SubscriptionStatus>(subscriptionKey, updated);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
