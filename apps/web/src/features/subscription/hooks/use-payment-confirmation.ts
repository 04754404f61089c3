import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, type AppErrorCode } from '@/lib/http';
import { refetchMe } from '@/lib/session';
import { confirmCheckout } from '../api/confirm-checkout';

/** How often, and how far apart, /payment/success asks again while the payment is not active. */
export const CONFIRM_ATTEMPTS = 5;
export const CONFIRM_RETRY_MS = 1500;

export type PaymentConfirmation =
  | { kind: 'loading' }
  | { kind: 'success'; trialEnd: string | null }
  | { kind: 'error'; code: AppErrorCode | 'NOT_CONFIRMED' };

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Asks the server what became of the checkout session (decision 016: this page activates nothing).
 * A Stripe webhook may lag behind the redirect, so a not-yet-active answer is asked again a few
 * times before it is shown as an error.
 */
export function usePaymentConfirmation(sessionId: string | null): PaymentConfirmation {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentConfirmation>(() =>
    sessionId ? { kind: 'loading' } : { kind: 'error', code: 'PAYMENT_SESSION_EXPIRED' },
  );

  useEffect(() => {
    if (!sessionId) return;
    let isCancelled = false;
    const run = async () => {
      for (let attempt = 1; attempt <= CONFIRM_ATTEMPTS; attempt++) {
        const result = await confirmCheckout(sessionId);
        if (isCancelled) return;
        if (result.hasAccess) {
          // The dashboard guard reads the session: it must know about the access before we go.
          await refetchMe(queryClient).catch(() => null);
          if (!isCancelled) setState({ kind: 'success', trialEnd: result.trialEnd });
          return;
        }
        if (attempt < CONFIRM_ATTEMPTS) await wait(CONFIRM_RETRY_MS);
        if (isCancelled) return;
      }
      setState({ kind: 'error', code: 'NOT_CONFIRMED' });
    };
    setState({ kind: 'loading' });
    run().catch((error: unknown) => {
      if (isCancelled) return;
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      // An unknown session is, for the user, an expired one.
      setState({ kind: 'error', code: code === 'NOT_FOUND' ? 'PAYMENT_SESSION_EXPIRED' : code });
    });
    return () => {
      isCancelled = true;
    };
  }, [sessionId, queryClient]);

  return state;
}
