import { confirmCheckoutSchema } from '@mijote/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireSession } from '../auth/session';
import { requestOrigin } from './request-origin';
import { confirmCheckout, getSummary, openPortal, startCheckout } from './subscription-service';

// Each call to the provider costs a request to Stripe (or a row for the demo): bounded per client.
export const PAYMENT_RATE_LIMITS = {
  checkout: { max: 10, timeWindow: '1 minute' },
  portal: { max: 10, timeWindow: '1 minute' },
  confirm: { max: 30, timeWindow: '1 minute' },
  demoPay: { max: 20, timeWindow: '1 minute' },
} as const;

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/subscription', async (request) => {
    const user = await requireSession(ctx.readSession, request);
    return getSummary(ctx, user.id);
  });

  app.post(
    '/api/subscription/checkout',
    { config: { rateLimit: PAYMENT_RATE_LIMITS.checkout } },
    async (request) => {
      const user = await requireSession(ctx.readSession, request);
      return startCheckout(ctx, user, requestOrigin(ctx.config, request));
    },
  );

  app.post(
    '/api/subscription/portal',
    { config: { rateLimit: PAYMENT_RATE_LIMITS.portal } },
    async (request) => {
      const user = await requireSession(ctx.readSession, request);
      return openPortal(ctx, user, requestOrigin(ctx.config, request));
    },
  );

  app.post(
    '/api/subscription/confirm',
    { config: { rateLimit: PAYMENT_RATE_LIMITS.confirm } },
    async (request) => {
      const user = await requireSession(ctx.readSession, request);
      const { sessionId } = confirmCheckoutSchema.parse(request.body ?? {});
      return confirmCheckout(ctx, user, sessionId);
    },
  );
}
