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

  route(app, healthApi.ready, { access: 'public', rateLimit: false }, async (_request, reply) => {
    const database = await ctx.database.ping().then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
    const checks = ctx.readiness.read();
    const { stopping } = ctx.readiness;
    const ready = database === 'ok' && !stopping && Object.values(checks).every(Boolean);
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not-ready', database, stopping, checks });
  });
};
