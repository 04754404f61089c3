import { accountApi } from '@mijote/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext, RouteModule } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/endpoint-route';
import { endDevice, endOtherDevices, listDevices } from './devices-service';

/**
 * « Appareils connectés »: our own routes over the session table, instead of better-auth's
 * list-sessions and revoke-session, which answer and take session tokens (not mounted).
 */
export const devicesRoutes: RouteModule = async (app, ctx) => {
  route(app, accountApi.listSessions, { access: 'session' }, async (request) =>
    listDevices(ctx.db, request.caller.id, currentToken(ctx, request), ctx.now()),
  );

  route(app, accountApi.endSession, { access: 'session' }, async (request, reply) => {
    const token = currentToken(ctx, request);
    await endDevice(ctx.db, request.caller.id, request.params.sessionId, token);
    return reply.status(204).send(null);
  });

  route(app, accountApi.endOtherSessions, { access: 'session' }, async (request, reply) => {
    await endOtherDevices(ctx.db, request.caller.id, currentToken(ctx, request));
    return reply.status(204).send(null);
  });
};

/** The token of the session the request came with (the access hook has checked it). */
function currentToken(ctx: AppContext, request: FastifyRequest): string {
  const token = ctx.readSession.tokenOf(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  return token;
}
