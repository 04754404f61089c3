import { localDateOf, planningSeriesApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import { getRunningSeries, planSeries, stopSeries } from './series-service';

/** « Repas réguliers »: meals planned every week or two (docs/product.md, Planning). */
export const planningSeriesRoutes: RouteModule = async (app, ctx) => {
  const today = () => localDateOf(ctx.now());

  route(app, planningSeriesApi.list, { access: 'subscriber' }, async (request) =>
    getRunningSeries(ctx.db, request.caller, today()),
  );

  // A recurring meal is many meals: sent twice under one key, it is planned once.
  route(
    app,
    planningSeriesApi.add,
    { access: 'subscriber', idempotent: true },
    async (request, reply) =>
      reply.status(201).send(await planSeries(ctx.db, request.caller, request.body, today())),
  );

  route(app, planningSeriesApi.stop, { access: 'subscriber' }, async (request) =>
    stopSeries(ctx.db, request.caller, request.params.seriesId, request.body.from),
  );
};
