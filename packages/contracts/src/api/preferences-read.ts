import { preferencesSchema } from '../preferences-read';
import { endpoint } from './endpoint';

/**
 * The answers' read on its own (`preferencesApi.get`): the pages that explain a count of
 * portions build its schema, and the questionnaire's (api/preferences.ts) only where it is
 * answered (decision 039).
 */
export const preferencesReadApi = {
  get: endpoint({ method: 'GET', path: '/api/preferences', responses: { 200: preferencesSchema } }),
};
