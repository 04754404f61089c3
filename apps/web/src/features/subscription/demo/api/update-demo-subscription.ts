import type { SubscriptionSummary } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { subscriptionQueryKey } from '../../api/get-subscription';

export type DemoPortalAction = 'cancel' | 'resume';

/** POST /api/demo/portal/cancel | resume → the updated summary. */
export function updateDemoSubscription(action: DemoPortalAction): Promise<SubscriptionSummary> {
  return http<SubscriptionSummary>(`/api/demo/portal/${action}`, { method: 'POST' });
}

export function useUpdateDemoSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDemoSubscription,
    onSuccess: (summary) => queryClient.setQueryData(subscriptionQueryKey, summary),
  });
}
