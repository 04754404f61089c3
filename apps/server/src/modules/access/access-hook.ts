import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { AccessLevel } from '../../lib/route-table';
import type { SessionReader } from '../auth';
import { accessFactsOf } from './access-facts';
import { findSessionAccess } from './access-repo';
import { nextRouteFor } from './access-rules';

/** `request.caller` on a route that declares `access: 'session' | 'subscriber'`; else null. */
type CallerOf<RouteConfig> = RouteConfig extends { access: 'session' | 'subscriber' }
  ? Caller
  : RouteConfig extends { access: 'public' }
    ? null
    : Caller | null;

declare module 'fastify' {
  // Fastify infers each route's `config` as its ContextConfig: handlers of a 'session' or
  // 'subscriber' route see `request.caller` as a Caller, with no guard call and no `!`.
  interface FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    SchemaCompiler,
    TypeProvider,
    ContextConfig,
    Logger,
    RequestType,
  > {
    caller: CallerOf<ContextConfig>;
  }
}

export type AccessDeps = { db: Db; config: Config; readSession: SessionReader };

/**
 * The one access check of the API: it reads the level the route declared and puts the caller on
 * the request. It runs before the body is read (preParsing, after the rate limit), so an
 * anonymous request costs no parsing and never learns how its body would have been judged.
 */
export function enforceDeclaredAccess(app: FastifyInstance, deps: AccessDeps) {
  app.decorateRequest('caller', null);
  app.addHook('preParsing', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    // The start-up check makes this impossible; refuse rather than let a route run unguarded.
    if (access === undefined) throw new Error(`no access level on ${request.routeOptions.url}`);
    if (access === 'public') return;
    request.caller = await checkAccess(deps, access, request);
  });
}

/**
 * The caller if `request` may reach a route of level `access`; else the AppError it gets. A
 * long-lived answer (the live updates stream) calls it again to learn that access ended.
 */
export async function checkAccess(
  deps: AccessDeps,
  access: Exclude<AccessLevel, 'public'>,
  request: FastifyRequest,
): Promise<Caller> {
  if (access === 'session') {
    const caller = await deps.readSession(request);
    if (!caller) throw new AppError('UNAUTHENTICATED');
    return caller;
  }
  // Decision 020: the API enforces the router's rule, through the very function GET /api/me
  // answers with, so they can never disagree: whoever would not be sent to /dashboard gets 402.
  // The session and the access row come in one query, read afresh on every request.
  const token = deps.readSession.tokenOf(request);
  const found = token ? await findSessionAccess(deps.db, token, new Date()) : null;
  if (!found) throw new AppError('UNAUTHENTICATED');
  const { caller, access: row } = found;
  if (nextRouteFor(accessFactsOf(deps.config, row)) !== '/dashboard') {
    throw new AppError('SUBSCRIPTION_REQUIRED');
  }
  return caller;
}
