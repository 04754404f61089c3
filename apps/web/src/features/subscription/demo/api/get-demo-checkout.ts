import { type DemoCheckoutSession, demoPaymentApi } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/demo/checkout/:sessionId → what the demo checkout shows (owner only). */
export function getDemoCheckout(sessionId: string): Promise<DemoCheckoutSession> {
  return api(demoPaymentApi.checkout, { params: { sessionId } });
}

export function useDemoCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['demo-checkout', sessionId],
    queryFn: () => getDemoCheckout(sessionId),
    retry: false,
  });
}
