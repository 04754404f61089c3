import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDemoProvider } from './demo/demo-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

export type { PaymentProvider } from './payment-provider';

/** Stripe when its three keys are configured, the built-in demo otherwise. */
export async function createPaymentProvider(
  config: Config,
  db: Db,
  now: () => Date,
): Promise<PaymentProvider> {
  return config.stripe ? createStripeProvider(config.stripe, now) : createDemoProvider(db, now);
}
