import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
} from '@mijote/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './caller';
import type { AccessLevel } from './route-table';

// A route registered from its endpoint definition in packages/contracts (decision 030): the
// method, the path and the schemas come from there, so the server cannot answer at a path or
// with a shape the web does not know. The route still declares who may call it (record 005).

type RouteConfig = FastifyContextConfig & { access: AccessLevel };

/** The request a handler sees: params, query and body parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint, Access extends AccessLevel> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'caller'
> & {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  caller: Access extends 'public' ? null : Caller;
};

export type EndpointHandler<E extends Endpoint, Access extends AccessLevel> = (
  request: EndpointRequest<E, Access>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** Registers `handler` as the server's side of `endpoint`. */
export function route<E extends Endpoint, const Config extends RouteConfig>(
  app: Pick<FastifyInstance, 'route'>,
  endpoint: E,
  config: Config,
  handler: EndpointHandler<E, Config['access']>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    },
    // Fastify has validated params, query and body with these very schemas before the call.
    handler: handler as unknown as Parameters<FastifyInstance['route']>[0]['handler'],
  });
}
