// The subscription's public face: one path for every change of status (decision record 003).
export { applyPaymentEvent } from './apply-payment-event';
export { TERMINAL_STATUSES } from './event-ordering';
export { requestOrigin } from './request-origin';
export { findLatestSubscription } from './subscription-repo';
export { PAYMENT_RATE_LIMITS } from './subscription-routes';
export { getSummary } from './subscription-service';
