import type { DemoCheckoutSession } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/demo/checkout/:sessionId → what the demo checkout shows (owner only). */
export function getDemoCheckout(sessionId: string): Promise<DemoCheckoutSession> {
  return http<DemoCheckoutSession>(`/api/demo/checkout/${encodeURIComponent(sessionId)}`);
}

export function useDemoCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['demo-checkout', sessionId],
    queryFn: () => getDemoCheckout(sessionId),
    retry: false,
  });
}
