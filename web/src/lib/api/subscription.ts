import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import {
  startSubscriptionSchema,
  subscriptionStatusSchema,
  type StartSubscription,
  type SubscriptionStatus,
} from '@contract/subscription';
import { apiRequest } from '../apiClient';

export const subscriptionKey = [API_PATHS.subscriptions] as const;

export async function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  const res = await apiRequest('GET', API_PATHS.subscriptions, undefined, { signal });
  return subscriptionStatusSchema.parse(await res.json());
}

export function useSubscription(enabled = true) {
  return useQuery({ queryKey: subscriptionKey, queryFn: ({ signal }) => fetchSubscription(signal), enabled });
}

export async function startSubscription(): Promise<StartSubscription> {
  const res = await apiRequest('POST', API_PATHS.subscriptions);
  return startSubscriptionSchema.parse(await res.json());
}

export async function cancelSubscription(): Promise<SubscriptionStatus> {
  const res = await apiRequest('DELETE', API_PATHS.subscriptions);
  return subscriptionStatusSchema.parse(await res.json());
}
