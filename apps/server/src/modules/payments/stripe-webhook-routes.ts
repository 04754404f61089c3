import { stripeWebhookResponseSchema } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { applyPaymentEvent } from '../subscription';

/**
 * POST /api/webhooks/stripe. Public and exempt from the origin check: Stripe's signature is its
 * credential. Encapsulated so that
 * its JSON stays raw bytes: Stripe signs the exact body, and any re-serialisation would break the
 * signature, so it declares no body schema. A bad signature is 400 WEBHOOK_INVALID; a failure
 * while applying is 500, and Stripe delivers the event again.
 */
export const stripeWebhookRoutes: RouteModule = async (app, ctx) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/webhooks/stripe',
    {
      // Stripe is no page of ours: its signature stands in for the origin check.
      config: { access: 'public', origin: 'any' },
      schema: { response: { 200: stripeWebhookResponseSchema } },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = await ctx.payments.verifyWebhook(
        rawBody,
        typeof signature === 'string' ? signature : undefined,
      );
      const outcome = await applyPaymentEvent(ctx, event);
      return { received: true as const, outcome };
    },
  );
};
