import { recentSuggestionsSchema, suggestionRequestSchema, suggestionSchema } from '../suggestions';
import { endpoint } from './endpoint';

export const suggestionsApi = {
  suggest: endpoint({
    method: 'POST',
    path: '/api/suggestions',
    body: suggestionRequestSchema,
    responses: { 200: suggestionSchema },
  }),
  recent: endpoint({
    method: 'GET',
    path: '/api/suggestions/recent',
    responses: { 200: recentSuggestionsSchema },
  }),
};
