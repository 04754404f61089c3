import { meResponseSchema } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { getMe } from './me-service';

export const meRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/me',
    { config: { access: 'session' }, schema: { response: { 200: meResponseSchema } } },
    async (request) => getMe(ctx, request.caller),
  );
};
