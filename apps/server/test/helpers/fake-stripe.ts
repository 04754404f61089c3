import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A fake Stripe API on 127.0.0.1 for the real SDK (pointed at it through STRIPE_API_BASE → the
// SDK's host/port/protocol options). It records every request and answers the few calls the app
// makes: create a checkout session, create a billing-portal session, retrieve a checkout session,
// cancel a subscription.

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789';
export const FAKE_PRICE_ID = 'price_test_mijote_monthly';
export const FAKE_WEBHOOK_SECRET = 'whsec_test_fake_secret';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
};

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  /** Checkout sessions the retrieve call knows, by id (set them to shape a test). */
  sessions: Map<string, Record<string, unknown>>;
  /** Subscription ids Stripe no longer knows: canceling them answers 404 resource_missing. */
  canceledSubscriptions: Set<string>;
  /** The next `times` calls to this path prefix answer 500 (the SDK retries once). */
  failNext(pathPrefix: string, times?: number): void;
  env: {
    STRIPE_SECRET_KEY: string;
    STRIPE_PRICE_ID: string;
    STRIPE_WEBHOOK_SECRET: string;
    STRIPE_API_BASE: string;
  };
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const failures = new Map<string, number>();
  const canceledSubscriptions = new Set<string>();
  let counter = 0;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      headers: req.headers,
    };
    requests.push(recorded);
    for (const [prefix, left] of failures) {
      if (recorded.path.startsWith(prefix)) {
        if (left <= 1) failures.delete(prefix);
        else failures.set(prefix, left - 1);
        return send(res, 500, stripeError('api_error', 'Something went wrong'));
      }
    }
    answer(recorded, res);
  });

  function answer(request: RecordedRequest, res: ServerResponse) {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_test_${counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        subscription: null,
        metadata: { userId: form.get('metadata[userId]') },
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(res, 200, {
        id: 'bps_test_1',
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: 'https://billing.stripe.test/p/session/test_1',
      });
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && cancel) {
      const id = decodeURIComponent(cancel[1]!);
      return canceledSubscriptions.has(id)
        ? send(
            res,
            404,
            stripeError(
              'invalid_request_error',
              `No such subscription: '${id}'`,
              'resource_missing',
            ),
          )
        : send(res, 200, {
            ...stripeSubscription({ id, status: 'canceled' }),
            canceled_at: Math.floor(Date.now() / 1000),
          });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      return session
        ? send(res, 200, session)
        : send(
            res,
            404,
            stripeError('invalid_request_error', 'No such checkout.session', 'resource_missing'),
          );
    }
    return send(
      res,
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path})`),
    );
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    sessions,
    canceledSubscriptions,
    failNext: (prefix, times = 1) => void failures.set(prefix, times),
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_PRICE_ID: FAKE_PRICE_ID,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_BASE: url,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

/** A Stripe subscription object as the API (and its webhooks) shape it. */
export function stripeSubscription(fields: {
  id: string;
  userId?: string;
  customer?: string;
  status: string;
  trialEnd?: number | null;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer ?? 'cus_test_1',
    status: fields.status,
    start_date: now,
    trial_end: fields.trialEnd ?? null,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          current_period_end: fields.periodEnd ?? now + 30 * 86_400,
        },
      ],
    },
  };
}

/** A signed Stripe event, as Stripe would POST it (signature computed offline by the SDK). */
export function signedEvent(event: { id: string; type: string; created: number; object: unknown }) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: event.created,
    type: event.type,
    livemode: false,
    data: { object: event.object },
  });
  const stripe = new Stripe(FAKE_STRIPE_KEY);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: FAKE_WEBHOOK_SECRET,
  });
  return { payload, signature };
}
