import {
  checkoutResponseSchema,
  confirmCheckoutResponseSchema,
  confirmCheckoutSchema,
  portalResponseSchema,
  subscriptionSummarySchema,
} from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { requestOrigin } from './request-origin';
import { confirmCheckout, getSummary, openPortal, startCheckout } from './subscription-service';

// Each call to the provider costs a request to Stripe (or a row for the demo): bounded per user,
// as the chat and the suggestions are (a household or an office behind one address is not one
// bucket).
export const PAYMENT_RATE_LIMITS = {
  checkout: perCallerRateLimit('checkout', { max: 10, timeWindow: '1 minute' }),
  portal: perCallerRateLimit('portal', { max: 10, timeWindow: '1 minute' }),
  confirm: perCallerRateLimit('confirm', { max: 30, timeWindow: '1 minute' }),
  demoPay: perCallerRateLimit('demo-pay', { max: 20, timeWindow: '1 minute' }),
};

export const subscriptionRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/subscription',
    { config: { access: 'session' }, schema: { response: { 200: subscriptionSummarySchema } } },
    async (request) => getSummary(ctx, request.caller.id),
  );

  app.post(
    '/api/subscription/checkout',
    {
      config: { access: 'session', rateLimit: PAYMENT_RATE_LIMITS.checkout },
      schema: { response: { 200: checkoutResponseSchema } },
    },
    async (request) => startCheckout(ctx, request.caller, requestOrigin(ctx.config, request)),
  );

  app.post(
    '/api/subscription/portal',
    {
      config: { access: 'session', rateLimit: PAYMENT_RATE_LIMITS.portal },
      schema: { response: { 200: portalResponseSchema } },
    },
    async (request) => openPortal(ctx, request.caller, requestOrigin(ctx.config, request)),
  );

  app.post(
    '/api/subscription/confirm',
    {
      config: { access: 'session', rateLimit: PAYMENT_RATE_LIMITS.confirm },
      schema: { body: confirmCheckoutSchema, response: { 200: confirmCheckoutResponseSchema } },
    },
    async (request) => confirmCheckout(ctx, request.caller, request.body.sessionId),
  );
};
