import { type DemoCheckoutSession, demoPaymentApi, MONTHLY_PRICE_CHF } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/endpoint-route';
import {
  createDemoCheckoutStore,
  demoSessionStatus,
} from '../../providers/payments/demo/demo-checkout-store';
import { getSummary, PAYMENT_RATE_LIMITS } from '../subscription';
import { payDemoCheckout, setDemoCancelAtPeriodEnd } from './demo-service';

/** The demo provider's endpoints; registered only when no Stripe keys are configured. */
export const demoRoutes: RouteModule = async (app, ctx) => {
  const store = createDemoCheckoutStore(ctx.db);

  route(
    app,
    demoPaymentApi.checkout,
    { access: 'session' },
    async (request): Promise<DemoCheckoutSession> => {
      const session = await store.find(request.params.sessionId);
      // Only its owner may see a session; anyone else is told it does not exist.
      if (!session || session.userId !== request.caller.id) throw new AppError('NOT_FOUND');
      return {
        id: session.id,
        email: session.email,
        amountChf: MONTHLY_PRICE_CHF,
        status: demoSessionStatus(session, ctx.now()),
      };
    },
  );

  route(
    app,
    demoPaymentApi.pay,
    { access: 'session', rateLimit: PAYMENT_RATE_LIMITS.demoPay },
    async (request) =>
      payDemoCheckout(ctx, store, request.caller, request.params.sessionId, request.body),
  );

  // The demo portal: cancel at the end of the period, or take that back.
  for (const [endpoint, cancelAtPeriodEnd] of [
    [demoPaymentApi.portalCancel, true],
    [demoPaymentApi.portalResume, false],
  ] as const) {
    route(app, endpoint, { access: 'session' }, async (request) => {
      await setDemoCancelAtPeriodEnd(ctx, request.caller, cancelAtPeriodEnd);
      return getSummary(ctx, request.caller.id);
    });
  }
};
