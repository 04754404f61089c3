import type { SubscriptionSummary } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const subscriptionQueryKey = ['subscription'] as const;

/** GET /api/subscription → the caller's latest subscription row, or null. */
export function getSubscription(): Promise<SubscriptionSummary> {
  return http<SubscriptionSummary>('/api/subscription');
}

export function useSubscription() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscription });
}
