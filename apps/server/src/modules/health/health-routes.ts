import { healthApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';

export const healthRoutes: RouteModule = async (app, ctx) => {
  route(app, healthApi.check, { access: 'public', rateLimit: false }, async (request, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ok', database: { status: 'ok', kind: ctx.database.kind } } as const;
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.status(503).send({
        status: 'degraded',
        database: { status: 'unavailable', kind: ctx.database.kind },
      });
    }
  });
};
