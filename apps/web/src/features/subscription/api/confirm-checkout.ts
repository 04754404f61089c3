import { type ConfirmCheckoutResponse, subscriptionApi } from '@mijote/contracts';
import { api } from '@/lib/api';

/** POST /api/subscription/confirm: the server looks the session up itself (decision 016). */
export function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResponse> {
  return api(subscriptionApi.confirm, { body: { sessionId } });
}
