import { meApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import { markSessionUsed } from '../devices';
import { getMe } from './me-service';

export const meRoutes: RouteModule = async (app, ctx) => {
  route(app, meApi.get, { access: 'session' }, async (request) => {
    // Every opening of the app asks who is signed in: « Appareils connectés » shows it as the
    // device's last use.
    const token = ctx.readSession.tokenOf(request);
    if (token) await markSessionUsed(ctx.db, token, ctx.now());
    return getMe(ctx, request.caller);
  });
};
