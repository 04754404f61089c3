import {
  checkoutResponseSchema,
  confirmCheckoutResponseSchema,
  confirmCheckoutSchema,
  portalResponseSchema,
  subscriptionSummarySchema,
} from '../subscription';
import { endpoint } from './endpoint';

export const subscriptionApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/subscription',
    responses: { 200: subscriptionSummarySchema },
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/subscription/checkout',
    responses: { 200: checkoutResponseSchema },
  }),
  portal: endpoint({
    method: 'POST',
    path: '/api/subscription/portal',
    responses: { 200: portalResponseSchema },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/subscription/confirm',
    body: confirmCheckoutSchema,
    responses: { 200: confirmCheckoutResponseSchema },
  }),
};
