import { type SubscriptionSummary, subscriptionApi } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const subscriptionQueryKey = ['subscription'] as const;

/** GET /api/subscription → the caller's latest subscription row, or null. */
export function getSubscription(): Promise<SubscriptionSummary> {
  return api(subscriptionApi.get);
}

export function useSubscription() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscription });
}
