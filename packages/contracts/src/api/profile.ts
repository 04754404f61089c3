import { profileInputSchema, profileSchema } from '../settings';
import { endpoint } from './endpoint';

export const profileApi = {
  get: endpoint({ method: 'GET', path: '/api/profile', responses: { 200: profileSchema } }),
  save: endpoint({
    method: 'PUT',
    path: '/api/profile',
    body: profileInputSchema,
    responses: { 200: profileSchema },
  }),
};
