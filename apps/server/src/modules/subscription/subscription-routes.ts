import { subscriptionApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
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
  route(app, subscriptionApi.get, { access: 'session' }, async (request) =>
    getSummary(ctx, request.caller.id),
  );

  route(
    app,
    subscriptionApi.checkout,
    { access: 'session', rateLimit: PAYMENT_RATE_LIMITS.checkout },
    async (request) => startCheckout(ctx, request.caller, requestOrigin(ctx.config, request)),
  );

  route(
    app,
    subscriptionApi.portal,
    { access: 'session', rateLimit: PAYMENT_RATE_LIMITS.portal },
    async (request) => openPortal(ctx, request.caller, requestOrigin(ctx.config, request)),
  );

  route(
    app,
    subscriptionApi.confirm,
    { access: 'session', rateLimit: PAYMENT_RATE_LIMITS.confirm },
    async (request) => confirmCheckout(ctx, request.caller, request.body.sessionId),
  );
};
