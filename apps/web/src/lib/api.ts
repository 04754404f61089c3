import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  endpointPath,
} from '@mijote/contracts';
import type { z } from 'zod';
import { ApiError, http } from './http';

// The web's side of an endpoint defined in packages/contracts (decision 030): the URL is built
// from the endpoint's path, and the answer is read with the endpoint's own schema, so what the
// screens get is what the types say — an answer of another shape is an error, never a cast.

type CallOptions = { signal?: AbortSignal; idempotencyKey?: string };

/** The input an endpoint needs; none at all when it takes no params, query or body. */
type Args<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/** The URL of an endpoint, its params filled in and its query appended. */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input: Partial<EndpointInput<E>> = {},
): string {
  const path = endpointPath(endpoint.path, (input.params ?? {}) as Record<string, unknown>);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function answerSchema(endpoint: Endpoint): z.ZodType {
  const schema = Object.values(endpoint.responses)[0];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path}: aucune réponse déclarée`);
  return schema;
}

/** Calls an endpoint and reads its answer with the endpoint's schema. */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<EndpointAnswer<E>> {
  const raw = await http(endpointUrl(endpoint, input), {
    method: endpoint.method,
    body: input?.body,
    signal: input?.signal,
    ...(input?.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey }),
  });
  const read = answerSchema(endpoint).safeParse(raw ?? null);
  // An answer the contract does not describe: a server of another version, or a proxy's page.
  if (!read.success) throw new ApiError(200, 'INTERNAL');
  return read.data as EndpointAnswer<E>;
}
