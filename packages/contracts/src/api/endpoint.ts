import type { z } from 'zod';

// One definition per endpoint (decision 030): its method, path, params, query, body and answers.
// The server registers its route from it (apps/server/src/lib/endpoint-route.ts) and the web
// calls it through it (apps/web/src/lib/api.ts): the path is written once, the types of both
// sides come from the same zod schemas, and the web reads each answer with its schema.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success statuses an endpoint may answer with; errors are the catalogue's (errors.ts). */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** A status an endpoint declares besides its success: the health check's 503. */
export type DeclaredStatus = SuccessStatus | 503;

export type Endpoint = {
  readonly method: HttpMethod;
  /** Express-style: `/api/fridge/items/:itemId`, each `:name` a key of `params`. */
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** One success answer (errors are the catalogue's); 204 answers `z.null()`. */
  readonly responses: Readonly<Partial<Record<DeclaredStatus, z.ZodType>>>;
};

/** Declares an endpoint, keeping its literal types. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, parsed. */
export type EndpointParams<E extends Endpoint> = Output<E['params']>;
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;

/** What a caller sends: the schemas' input types (before defaults and transforms). */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** The success answer's schema. */
export type EndpointAnswerSchema<E extends Endpoint> = E['responses'][keyof E['responses']];

/** The success answer as the caller reads it. */
export type EndpointAnswer<E extends Endpoint> = Output<EndpointAnswerSchema<E>>;

/** The success answer as the server's handler may give it (before serialisation). */
export type EndpointReply<E extends Endpoint> = Input<EndpointAnswerSchema<E>>;

/** The path with its `:params` filled in, each encoded. */
export function endpointPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: ${name} manquant`);
    return encodeURIComponent(String(value));
  });
}
