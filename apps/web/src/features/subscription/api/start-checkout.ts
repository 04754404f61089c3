import { type CheckoutResponse, subscriptionApi } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/subscription/checkout → the provider's checkout page (Stripe, or the demo page). */
export function startCheckout(): Promise<CheckoutResponse> {
  return api(subscriptionApi.checkout);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
