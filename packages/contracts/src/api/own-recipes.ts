import { z } from 'zod';
import {
  ownRecipeInputSchema,
  ownRecipeListSchema,
  ownRecipeParamsSchema,
  ownRecipeSchema,
  recipeCheckInputSchema,
  recipeImportInputSchema,
  recipeImportSchema,
  recipeReviewSchema,
} from '../own-recipes';
import { endpoint } from './endpoint';

export const ownRecipesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/own-recipes',
    responses: { 200: ownRecipeListSchema },
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/own-recipes/import',
    body: recipeImportInputSchema,
    responses: { 200: recipeImportSchema },
  }),
  check: endpoint({
    method: 'POST',
    path: '/api/own-recipes/check',
    body: recipeCheckInputSchema,
    responses: { 200: recipeReviewSchema },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/own-recipes',
    body: ownRecipeInputSchema,
    responses: { 201: ownRecipeSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/own-recipes/:recipeId',
    params: ownRecipeParamsSchema,
    body: ownRecipeInputSchema,
    responses: { 200: ownRecipeSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/own-recipes/:recipeId',
    params: ownRecipeParamsSchema,
    responses: { 204: z.null().describe('The recipe is deleted.') },
  }),
};
