import type { CheckoutResponse } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/subscription/checkout → the provider's checkout page (Stripe, or the demo page). */
export function startCheckout(): Promise<CheckoutResponse> {
  return http<CheckoutResponse>('/api/subscription/checkout', { method: 'POST' });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
