import {
  favoriteCheckSchema,
  favoriteInputSchema,
  favoriteListSchema,
  favoriteParamsSchema,
  favoriteRecipeParamsSchema,
  favoriteSchema,
} from '@mijote/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import {
  addFavorite,
  getFavoriteOfRecipe,
  getFavorites,
  removeFavorite,
  removeFavoriteOfRecipe,
} from './favorites-service';

/** The caller's favourite recipes (spec « Favoris »), personal. */
export const favoritesRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/favorites',
    { config: { access: 'subscriber' }, schema: { response: { 200: favoriteListSchema } } },
    async (request) => getFavorites(ctx.db, request.caller),
  );

  app.get(
    '/api/favorites/by-recipe/:recipeId',
    {
      config: { access: 'subscriber' },
      schema: { params: favoriteRecipeParamsSchema, response: { 200: favoriteCheckSchema } },
    },
    async (request) => getFavoriteOfRecipe(ctx.db, request.caller, request.params.recipeId),
  );

  app.post(
    '/api/favorites',
    {
      config: { access: 'subscriber' },
      schema: { body: favoriteInputSchema, response: { 200: favoriteSchema } },
    },
    async (request) => addFavorite(ctx.db, request.caller, request.body.recipe),
  );

  app.delete(
    '/api/favorites/:favoriteId',
    {
      config: { access: 'subscriber' },
      schema: {
        params: favoriteParamsSchema,
        response: { 204: z.null().describe('The favourite is deleted.') },
      },
    },
    async (request, reply) => {
      await removeFavorite(ctx.db, request.caller, request.params.favoriteId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/favorites/by-recipe/:recipeId',
    {
      config: { access: 'subscriber' },
      schema: {
        params: favoriteRecipeParamsSchema,
        response: { 204: z.null().describe('The favourite is deleted.') },
      },
    },
    async (request, reply) => {
      await removeFavoriteOfRecipe(ctx.db, request.caller, request.params.recipeId);
      return reply.status(204).send(null);
    },
  );
};
