import { preferencesInputSchema, preferencesPatchSchema, preferencesSchema } from '../preferences';
import { endpoint } from './endpoint';

/** One member's answers to the questionnaire (spec section 7). */
export const preferencesApi = {
  get: endpoint({ method: 'GET', path: '/api/preferences', responses: { 200: preferencesSchema } }),
  /** The questionnaire: every answer at once. */
  save: endpoint({
    method: 'PUT',
    path: '/api/preferences',
    body: preferencesInputSchema,
    responses: { 200: preferencesSchema },
  }),
  /** The settings screen: any of the answers, the others kept. */
  patch: endpoint({
    method: 'PATCH',
    path: '/api/preferences',
    body: preferencesPatchSchema,
    responses: { 200: preferencesSchema },
  }),
};
