import type { DemoPaymentInput, DemoPaymentResponse } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/demo/checkout/:sessionId/pay → where to go next (/payment/success?session_id=…). */
export function payDemoCheckout(
  sessionId: string,
  input: DemoPaymentInput,
): Promise<DemoPaymentResponse> {
  return http<DemoPaymentResponse>(`/api/demo/checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
    body: input,
  });
}

export function usePayDemoCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (input: DemoPaymentInput) => payDemoCheckout(sessionId, input),
  });
}
