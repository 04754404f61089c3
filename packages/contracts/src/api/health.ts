import { healthSchema, readinessSchema } from '../health';
import { endpoint } from './endpoint';

export const healthApi = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    responses: { 200: readinessSchema, 503: readinessSchema },
  }),
};
