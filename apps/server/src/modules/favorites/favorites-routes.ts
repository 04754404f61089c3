import { favoritesApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import {
  addFavorite,
  getFavoriteOfRecipe,
  getFavorites,
  removeFavorite,
  removeFavoriteOfRecipe,
} from './favorites-service';

/** The caller's favourite recipes (spec « Favoris »), personal. */
export const favoritesRoutes: RouteModule = async (app, ctx) => {
  route(app, favoritesApi.list, { access: 'subscriber' }, async (request) =>
    getFavorites(ctx.db, request.caller),
  );

  route(app, favoritesApi.byRecipe, { access: 'subscriber' }, async (request) =>
    getFavoriteOfRecipe(ctx.db, request.caller, request.params.recipeId),
  );

  route(app, favoritesApi.add, { access: 'subscriber' }, async (request) =>
    addFavorite(ctx.db, request.caller, request.body.recipe),
  );

  route(app, favoritesApi.remove, { access: 'subscriber' }, async (request, reply) => {
    await removeFavorite(ctx.db, request.caller, request.params.favoriteId);
    return reply.status(204).send(null);
  });

  route(app, favoritesApi.removeByRecipe, { access: 'subscriber' }, async (request, reply) => {
    await removeFavoriteOfRecipe(ctx.db, request.caller, request.params.recipeId);
    return reply.status(204).send(null);
  });
};
