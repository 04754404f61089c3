import {
  demoCheckoutParamsSchema,
  demoCheckoutSessionSchema,
  demoPaymentResponseSchema,
  demoPaymentSchema,
  subscriptionSummarySchema,
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
  /** The demo portal: cancel at the end of the period. */
  portalCancel: endpoint({
    method: 'POST',
    path: '/api/demo/portal/cancel',
    responses: { 200: subscriptionSummarySchema },
  }),
  /** The demo portal: take the cancellation back. */
  portalResume: endpoint({
    method: 'POST',
    path: '/api/demo/portal/resume',
    responses: { 200: subscriptionSummarySchema },
  }),
};
