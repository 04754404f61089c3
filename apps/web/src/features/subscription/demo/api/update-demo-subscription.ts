import { demoPaymentApi, type SubscriptionSummary } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionQueryKey } from '../../api/get-subscription';

export type DemoPortalAction = 'cancel' | 'resume';

/** POST /api/demo/portal/cancel | resume → the updated summary. */
export function updateDemoSubscription(action: DemoPortalAction): Promise<SubscriptionSummary> {
  return api(action === 'cancel' ? demoPaymentApi.portalCancel : demoPaymentApi.portalResume);
}

export function useUpdateDemoSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDemoSubscription,
    onSuccess: (summary) => queryClient.setQueryData(subscriptionQueryKey, summary),
  });
}
