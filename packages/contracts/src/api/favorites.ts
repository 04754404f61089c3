import { z } from 'zod';
import {
  favoriteCheckSchema,
  favoriteInputSchema,
  favoriteListSchema,
  favoriteParamsSchema,
  favoriteRecipeParamsSchema,
  favoriteSchema,
} from '../favorites';
import { endpoint } from './endpoint';

export const favoritesApi = {
  list: endpoint({ method: 'GET', path: '/api/favorites', responses: { 200: favoriteListSchema } }),
  byRecipe: endpoint({
    method: 'GET',
    path: '/api/favorites/by-recipe/:recipeId',
    params: favoriteRecipeParamsSchema,
    responses: { 200: favoriteCheckSchema },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/favorites',
    body: favoriteInputSchema,
    responses: { 200: favoriteSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/favorites/:favoriteId',
    params: favoriteParamsSchema,
    responses: { 204: z.null().describe('The favourite is deleted.') },
  }),
  removeByRecipe: endpoint({
    method: 'DELETE',
    path: '/api/favorites/by-recipe/:recipeId',
    params: favoriteRecipeParamsSchema,
    responses: { 204: z.null().describe('The favourite is deleted.') },
  }),
};
