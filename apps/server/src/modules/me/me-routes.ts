import { meApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import { getMe } from './me-service';

export const meRoutes: RouteModule = async (app, ctx) => {
  route(app, meApi.get, { access: 'session' }, async (request) => getMe(ctx, request.caller));
};
