import {
  preferencesInputSchema,
  preferencesPatchSchema,
  preferencesSchema,
} from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { getPreferences, patchPreferences, savePreferences } from './preferences-service';

export const preferencesRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/preferences',
    { config: { access: 'session' }, schema: { response: { 200: preferencesSchema } } },
    async (request) => getPreferences(ctx.db, request.caller.id),
  );

  // Invalid answers are a 422 with field issues from the schema, and nothing is written.
  app.put(
    '/api/preferences',
    {
      config: { access: 'session' },
      schema: { body: preferencesInputSchema, response: { 200: preferencesSchema } },
    },
    async (request) => savePreferences(ctx.db, request.caller.id, request.body),
  );

  // The settings screen: any of the answers, the others kept; dashboard users only.
  app.patch(
    '/api/preferences',
    {
      config: { access: 'subscriber' },
      schema: { body: preferencesPatchSchema, response: { 200: preferencesSchema } },
    },
    async (request) => patchPreferences(ctx.db, request.caller.id, request.body),
  );
};
