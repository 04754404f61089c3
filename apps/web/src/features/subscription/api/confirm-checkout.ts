import type { ConfirmCheckoutResponse } from '@mijote/contracts';
import { http } from '@/lib/http';

/** POST /api/subscription/confirm: the server looks the session up itself (decision 016). */
export function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResponse> {
  return http<ConfirmCheckoutResponse>('/api/subscription/confirm', {
    method: 'POST',
    body: { sessionId },
  });
}
