import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { applyPaymentEvent } from '../subscription/apply-payment-event';

/**
 * POST /api/webhooks/stripe. Encapsulated so that its JSON stays raw bytes: Stripe signs the
 * exact body, and any re-serialisation would break the signature. A bad signature is 400
 * WEBHOOK_INVALID; a failure while applying is 500, and Stripe delivers the event again.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/webhooks/stripe', async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const event = await ctx.payments.verifyWebhook(
      rawBody,
      typeof signature === 'string' ? signature : undefined,
    );
    const outcome = await applyPaymentEvent(ctx, event);
    return { received: true, outcome };
  });
}
