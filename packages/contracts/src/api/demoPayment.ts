import {
  demoCheckoutParamsSchema,
  demoCheckoutSessionSchema,
  demoPaymentResponseSchema,
  demoPaymentSchema,
} from '../subscription';
import { endpoint } from './endpoint';

export const demoPaymentApi = {
  checkout: endpoint({
    method: 'GET',
    path: '/api/demo/checkout/:sessionId',
    params: demoCheckoutParamsSchema,
    responses: { 200: demoCheckoutSessionSchema },
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/demo/checkout/:sessionId/pay',
    params: demoCheckoutParamsSchema,
    body: demoPaymentSchema,
    responses: { 200: demoPaymentResponseSchema },
  }),
};
