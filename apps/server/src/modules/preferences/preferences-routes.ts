import { preferencesApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import { getPreferences, patchPreferences, savePreferences } from './preferences-service';

export const preferencesRoutes: RouteModule = async (app, ctx) => {
  route(app, preferencesApi.get, { access: 'session' }, async (request) =>
    getPreferences(ctx.db, request.caller.id),
  );

  // Invalid answers are a 422 with field issues from the schema, and nothing is written.
  route(app, preferencesApi.save, { access: 'session' }, async (request) =>
    savePreferences(ctx.db, request.caller.id, request.body),
  );

  // The settings screen: any of the answers, the others kept; dashboard users only.
  route(app, preferencesApi.patch, { access: 'subscriber' }, async (request) =>
    patchPreferences(ctx.db, request.caller.id, request.body),
  );
};
