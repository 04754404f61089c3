import {
  type DemoCheckoutSession,
  type DemoPaymentResponse,
  MONTHLY_PRICE_CHF,
} from '@mijote/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import {
  createDemoCheckoutStore,
  demoSessionStatus,
} from '../../providers/payments/demo/demo-checkout-store';
import { requireSession } from '../auth/session';
import { PAYMENT_RATE_LIMITS } from '../subscription/subscription-routes';
import { getSummary } from '../subscription/subscription-service';
import { payDemoCheckout, setDemoCancelAtPeriodEnd } from './demo-service';

const params = z.object({ sessionId: z.string().min(1).max(255) });

/** The demo provider's endpoints; registered only when no Stripe keys are configured. */
export async function demoRoutes(app: FastifyInstance, ctx: AppContext) {
  const store = createDemoCheckoutStore(ctx.db);

  app.get('/api/demo/checkout/:sessionId', async (request): Promise<DemoCheckoutSession> => {
    const user = await requireSession(ctx.readSession, request);
    const { sessionId } = params.parse(request.params);
    const session = await store.find(sessionId);
    // Only its owner may see a session; anyone else is told it does not exist.
    if (!session || session.userId !== user.id) throw new AppError('NOT_FOUND');
    return {
      id: session.id,
      email: session.email,
      amountChf: MONTHLY_PRICE_CHF,
      status: demoSessionStatus(session, ctx.now()),
    };
  });

  app.post(
    '/api/demo/checkout/:sessionId/pay',
    { config: { rateLimit: PAYMENT_RATE_LIMITS.demoPay } },
    async (request): Promise<DemoPaymentResponse> => {
      const user = await requireSession(ctx.readSession, request);
      const { sessionId } = params.parse(request.params);
      return payDemoCheckout(ctx, store, user, sessionId, request.body);
    },
  );

  app.post('/api/demo/portal/cancel', async (request) => {
    const user = await requireSession(ctx.readSession, request);
    await setDemoCancelAtPeriodEnd(ctx, user, true);
    return getSummary(ctx, user.id);
  });

  app.post('/api/demo/portal/resume', async (request) => {
    const user = await requireSession(ctx.readSession, request);
    await setDemoCancelAtPeriodEnd(ctx, user, false);
    return getSummary(ctx, user.id);
  });
}
