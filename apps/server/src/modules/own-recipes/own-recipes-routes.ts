import { ownRecipesApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
import {
  addOwnRecipe,
  changeOwnRecipe,
  getOwnRecipes,
  removeOwnRecipe,
} from './own-recipes-service';
import { checkRecipe, importRecipe } from './recipe-import';

/** The household's own recipes (« Mes recettes » in Favoris), shared by its members. */
export const ownRecipesRoutes: RouteModule = async (app, ctx) => {
  route(app, ownRecipesApi.list, { access: 'subscriber' }, async (request) =>
    getOwnRecipes(ctx, request.caller),
  );

  route(
    app,
    ownRecipesApi.import,
    {
      access: 'subscriber',
      // A link costs the server a fetch of up to 10 s (decision 038).
      rateLimit: perCallerRateLimit(
        'recipe-import',
        { max: ctx.config.recipeImportRateLimitMax, timeWindow: '1 minute' },
        'RECIPE_IMPORT_LIMITED',
      ),
    },
    async (request) => importRecipe(ctx, request.caller, request.body),
  );

  route(app, ownRecipesApi.check, { access: 'subscriber' }, async (request) =>
    checkRecipe(ctx, request.caller, request.body),
  );

  route(
    app,
    ownRecipesApi.add,
    { access: 'subscriber', idempotent: true },
    async (request, reply) =>
      reply.status(201).send(await addOwnRecipe(ctx, request.caller, request.body)),
  );

  route(app, ownRecipesApi.update, { access: 'subscriber' }, async (request) =>
    changeOwnRecipe(ctx, request.caller, request.params.recipeId, request.body),
  );

  route(app, ownRecipesApi.remove, { access: 'subscriber' }, async (request, reply) => {
    await removeOwnRecipe(ctx, request.caller, request.params.recipeId);
    return reply.status(204).send(null);
  });
};
