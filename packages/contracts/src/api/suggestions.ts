import { suggestionRequestSchema, suggestionSchema } from '../suggestions';
import { endpoint } from './endpoint';

export const suggestionsApi = {
  suggest: endpoint({
    method: 'POST',
    path: '/api/suggestions',
    body: suggestionRequestSchema,
    responses: { 200: suggestionSchema },
  }),
};
