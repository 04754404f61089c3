import { type SubscriptionSummary, subscriptionApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const subscriptionQueryKey = ['subscription'] as const;

/** GET /api/subscription → the caller's latest subscription row, or null. */
export function getSubscription(): Promise<SubscriptionSummary> {
  return api(subscriptionApi.get);
}

export const subscriptionQuery = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: getSubscription,
});

export function useSubscription() {
  return useQuery(subscriptionQuery);
}
