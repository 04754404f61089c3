import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { clientErrorHandler, errorBody, errorHandler } from './lib/error-handler';
import { applyChangesOnce } from './lib/idempotency';
import { installInputGuards } from './lib/input-guards';
import { registerOpenApi } from './lib/openapi';
import { enforceTrustedOrigin } from './lib/origin-check';
import { type PageReader, pageReaderFor } from './lib/page-reader';
import { createReadiness, type Readiness } from './lib/readiness';
import { setUpRouteTable } from './lib/route-table';
import { appPageStatus, serveWebApp } from './lib/static-web';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { enforceDeclaredAccess } from './modules/access/access-hook';
import { accountRoutes } from './modules/account/account-routes';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth-routes';
import { createSessionReader } from './modules/auth/session';
import { calendarRoutes } from './modules/calendar/calendar-routes';
import { chatRoutes } from './modules/chat/chat-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { devicesRoutes } from './modules/devices';
import { favoritesRoutes } from './modules/favorites/favorites-routes';
import { fridgeRoutes } from './modules/fridge/fridge-routes';
import { healthRoutes } from './modules/health/health-routes';
import { householdRoutes } from './modules/household/household-routes';
import { liveRoutes } from './modules/live/live-routes';
import type { LiveTiming } from './modules/live/live-timing';
import { meRoutes } from './modules/me/me-routes';
import { ownRecipesRoutes } from './modules/own-recipes/own-recipes-routes';
import { demoRoutes } from './modules/payments/demo-routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook-routes';
import { planningBacklogRoutes } from './modules/planning/backlog-routes';
import { planningRoutes } from './modules/planning/planning-routes';
import { planningSeriesRoutes } from './modules/planning/series-routes';
import { preferencesRoutes } from './modules/preferences/preferences-routes';
import { settingsRoutes } from './modules/settings/settings-routes';
import { shoppingRoutes } from './modules/shopping/shopping-routes';
import { subscriptionRoutes } from './modules/subscription/subscription-routes';
import { suggestionsRoutes } from './modules/suggestions/suggestions-routes';
import { createLlmClient } from './providers/llm';
import type { Mailer } from './providers/mail';
import { createPaymentProvider } from './providers/payments';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  authSecret: string;
  /** Serve apps/web/dist (the start command does; API tests don't need it). */
  serveWeb?: boolean | string;
  /** Serve GET /api/openapi.json: in development by default, elsewhere only when asked. */
  openApi?: boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  random?: () => number;
  liveTiming?: LiveTiming;
  /**
   * Reads recipe pages; tests pass a createSafeFetch that reaches their fixture server on
   * 127.0.0.1. Production never passes one: safeFetch (decision 038).
   */
  readPage?: PageReader;
  /** main.ts keeps it to say « not ready » at SIGTERM. */
  readiness?: Readiness;
  /** How long a client may take to send a request (tests shorten it). */
  slowClientLimits?: SlowClientLimits;
};

export type SlowClientLimits = { headersMs: number; requestMs: number };

/**
 * A client that sends its request slowly holds a connection while it does: Node waits 60 s for
 * headers and Fastify without end for a body. Bounded, a request that takes longer is answered
 * 408 REQUEST_TIMEOUT and closed. Only the request counts: the live-update stream and the chat's
 * reply, sent after the request was read, are not concerned.
 */
export const SLOW_CLIENT_LIMITS: SlowClientLimits = { headersMs: 15_000, requestMs: 30_000 };

/** Builds the whole app: plugins, error handler and modules. main.ts and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailer, logger } = deps;
  const slow = deps.slowClientLimits ?? SLOW_CLIENT_LIMITS;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Off unless TRUST_PROXY names the proxy: X-Forwarded-For is anyone's to write (decision 008).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    requestTimeout: slow.requestMs,
    http: {
      headersTimeout: slow.headersMs,
      // Node looks for expired requests every 30 s by default, which would let them run 30 s over.
      connectionsCheckingInterval: Math.min(1_000, slow.headersMs / 2),
    },
    // Fastify's and Node's own refusals (a bad URL, headers past 16 KB…) answer like the rest.
    frameworkErrors: errorHandler,
    clientErrorHandler,
  });
  // Answers are checked against their contracts everywhere but in production (lib/response-serializer).
  setUpRouteTable(app, { validateAnswers: config.env !== 'production' });
  // Rules every route inherits, in the order they run: the URL and body guards (NUL characters,
  // nesting), then the origin of state-changing requests, then the access level (preParsing).
  installInputGuards(app);
  const reportOrigin = enforceTrustedOrigin(app, config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
  });

  // Loaded only when configured: the client costs memory a single instance has no use for.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'mijote-rl-' } : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      ...errorBody('RATE_LIMITED', request.id),
    }),
  });

  app.setErrorHandler(errorHandler);

  const now = deps.now ?? (() => new Date());
  const auth = createAuth({
    db: database.db,
    config,
    mailer,
    logger,
    secret: deps.authSecret,
    now,
  });
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    logger,
    readSession: createSessionReader(database.db, deps.authSecret, cookieName),
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    payments: await createPaymentProvider(config, database.db, now),
    now,
    random: deps.random ?? Math.random,
    llm: config.llm ? createLlmClient(config.llm) : undefined,
    readPage: deps.readPage ?? pageReaderFor(config),
    ...(deps.liveTiming ? { liveTiming: deps.liveTiming } : {}),
    readiness: deps.readiness ?? createReadiness(),
  };

  enforceDeclaredAccess(app, ctx);
  // Decision 036: a change sent again under its Idempotency-Key is applied once.
  applyChangesOnce(app, ctx.db, now);
  if (deps.openApi ?? config.env === 'development') await registerOpenApi(app, cookieName);

  await app.register(authRoutes, { auth, config, reportOrigin });
  await app.register(healthRoutes, ctx);
  await app.register(meRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(devicesRoutes, ctx);
  await app.register(preferencesRoutes, ctx);
  await app.register(dashboardRoutes, ctx);
  await app.register(planningRoutes, ctx);
  await app.register(planningBacklogRoutes, ctx);
  await app.register(planningSeriesRoutes, ctx);
  await app.register(calendarRoutes, ctx);
  await app.register(shoppingRoutes, ctx);
  await app.register(fridgeRoutes, ctx);
  await app.register(favoritesRoutes, ctx);
  await app.register(ownRecipesRoutes, ctx);
  await app.register(suggestionsRoutes, ctx);
  await app.register(chatRoutes, ctx);
  await app.register(liveRoutes, ctx);
  await app.register(settingsRoutes, ctx);
  await app.register(householdRoutes, ctx);
  await app.register(subscriptionRoutes, ctx);
  // Stripe reports through its signed webhook; the demo provider serves its own checkout API.
  await app.register(ctx.payments.name === 'stripe' ? stripeWebhookRoutes : demoRoutes, ctx);

  const webPageFile = deps.serveWeb
    ? await serveWebApp(app, typeof deps.serveWeb === 'string' ? deps.serveWeb : undefined)
    : false;
  app.setNotFoundHandler((request, reply) => {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const page = webPageFile && reads ? appPageStatus(request.url) : undefined;
    if (page === undefined) return reply.status(404).send(errorBody('NOT_FOUND', request.id));
    const file = webPageFile && page === 200 ? webPageFile(request.url) : 'index.html';
    return reply.status(page).header('cache-control', 'no-cache').sendFile(file);
  });

  return app;
}
