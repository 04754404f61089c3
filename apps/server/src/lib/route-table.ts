import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

/**
 * Every route declares itself (docs/decisions/005-routes-declare-themselves.md): who may call it,
 * and the zod schemas of its params, query, body and answer, from packages/contracts. One shared
 * hook enforces the access level (modules/access/access-hook.ts), Fastify validates the input
 * (422 VALIDATION_FAILED with the zod messages) and serialises the answer from its schema, so
 * an undeclared column never leaves. The endpoint itself (method, path, schemas) is defined once
 * in packages/contracts/src/api (decision 030); a route module registers it with its access:
 *
 *   export const fridgeRoutes: RouteModule = async (app, ctx) => {
 *     // request.caller is the signed-in user (typed: never null on 'session' and
 *     // 'subscriber' routes); params and body are already parsed and typed.
 *     route(app, fridgeApi.remove, { access: 'subscriber' }, async (request, reply) => {
 *       await removeFridgeItem(ctx.db, request.caller, request.params.itemId);
 *       return reply.status(204).send(null);
 *     });
 *   };
 *
 * and registered in app.ts. A route without `config.access` stops the app at start.
 */

export const ACCESS_LEVELS = ['public', 'session', 'subscriber'] as const;
/**
 * - public: anyone (health, the better-auth mount, the Stripe webhook, static files);
 * - session: a signed-in user (401 UNAUTHENTICATED otherwise);
 * - subscriber: a signed-in user whom the spec's routing sends to /dashboard (402
 *   SUBSCRIPTION_REQUIRED otherwise): complimentary, or active/trialing, questionnaire done.
 */
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Methods that change something: a page of a foreign origin may not send them. */
export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * - trusted (the default): a state-changing request from a browser must come from a page of a
 *   trusted origin (lib/origin-check.ts); callers without browser headers are let through;
 * - any: no origin check, for a caller that is never a page of ours and carries its own
 *   credential (the Stripe webhook's signature).
 */
export type OriginRule = 'trusted' | 'any';

/** One line of the route table: what the future authorization matrix test iterates on. */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: AccessLevel;
  /** A browser request from a foreign origin is refused (403 ORIGIN_REFUSED) before any work. */
  checksOrigin: boolean;
  hasParams: boolean;
  hasQuery: boolean;
  hasBody: boolean;
  hasResponseSchema: boolean;
  /** A change its Idempotency-Key applies once (lib/idempotency.ts, decision 036). */
  idempotent: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required: the app refuses to start without it. */
    access?: AccessLevel;
    /** Whose pages may send it, for state-changing methods; 'trusted' unless said. */
    origin?: OriginRule;
  }
  interface FastifyInstance {
    /** Filled as routes are added; read it through listDeclaredRoutes. */
    declaredRoutes: DeclaredRoute[];
    /** Access of the routes a third-party plugin adds in this scope (see setDefaultAccess). */
    defaultAccess?: AccessLevel;
  }
}

/** Compilers, the start-up check and the route table; buildApp calls it before any route. */
export function setUpRouteTable(
  app: FastifyInstance,
  options: { validateAnswers: boolean } = { validateAnswers: true },
) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: options.validateAnswers }));
  app.decorate('declaredRoutes', []);
  app.addHook('onRoute', function declareRoute(this: FastifyInstance, route) {
    const access = route.config?.access ?? this.defaultAccess;
    const methods = [route.method].flat();
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `${methods.join(',')} ${route.url} ne déclare pas son niveau d’accès : ajoutez ` +
          `config: { access: ${ACCESS_LEVELS.map((l) => `'${l}'`).join(' | ')} } ` +
          '(docs/decisions/005-routes-declare-themselves.md).',
      );
    }
    route.config = { ...route.config, access };
    // HEAD answers like its GET (Fastify adds it): one line per GET is enough.
    for (const method of methods.filter((m) => m !== 'HEAD')) {
      this.declaredRoutes.push({
        method,
        url: route.url,
        access,
        checksOrigin: STATE_CHANGING_METHODS.has(method) && route.config.origin !== 'any',
        hasParams: route.schema?.params !== undefined,
        hasQuery: route.schema?.querystring !== undefined,
        hasBody: route.schema?.body !== undefined,
        hasResponseSchema: route.schema?.response !== undefined,
        idempotent: route.config.idempotent === true,
      });
    }
  });
}

/** The declared routes (HEAD left out), for tests and the authorization matrix. */
export function listDeclaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  return app.declaredRoutes.map((route) => ({ ...route }));
}

/**
 * For a plugin that adds routes it does not let us configure (@fastify/static): every route it
 * adds in `scope` gets `level`. Call it inside an encapsulated plugin, never on the root.
 */
export function setDefaultAccess(scope: FastifyInstance, level: AccessLevel) {
  scope.decorate('defaultAccess', level);
}

/**
 * The type provider's validator, with one rule of ours: a missing body reads as `{}`, so the
 * caller learns which fields are missing (as `validation.*` keys) instead of "expected object".
 */
const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
};
