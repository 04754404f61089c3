import { preferencesInputSchema, preferencesPatchSchema, preferencesSchema } from '../preferences';
import { endpoint } from './endpoint';
import { preferencesReadApi } from './preferences-read';

/** One member's answers to the questionnaire (spec section 7). */
export const preferencesApi = {
  get: preferencesReadApi.get,
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
