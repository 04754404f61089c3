import { type DemoPaymentInput, type DemoPaymentResponse, demoPaymentApi } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/demo/checkout/:sessionId/pay → where to go next (/payment/success?session_id=…). */
export function payDemoCheckout(
  sessionId: string,
  input: DemoPaymentInput,
): Promise<DemoPaymentResponse> {
  return api(demoPaymentApi.pay, { params: { sessionId }, body: input });
}

export function usePayDemoCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (input: DemoPaymentInput) => payDemoCheckout(sessionId, input),
  });
}
