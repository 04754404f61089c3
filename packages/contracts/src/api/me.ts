import { meResponseSchema } from '../me';
import { endpoint } from './endpoint';

export const meApi = {
  get: endpoint({ method: 'GET', path: '/api/me', responses: { 200: meResponseSchema } }),
};
