import swagger from '@fastify/swagger';
import { apiErrorBodySchema, PRODUCT_NAME } from '@mijote/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AccessLevel } from './route-table';

/**
 * The OpenAPI document of the API, generated from the route table itself: the zod schemas every
 * route declares, plus what its access level implies (401, 402, the session cookie) and the 422
 * of any route that validates input. Served at GET /api/openapi.json (development only, see
 * buildApp). Must be registered before the routes: @fastify/swagger collects them as they come.
 */
export async function registerOpenApi(app: FastifyInstance, sessionCookie: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookie } },
      },
    },
    transformObject: jsonSchemaTransformObject,
    transform: ({ schema, route, ...document }) =>
      jsonSchemaTransform({
        ...document,
        route,
        schema: withAccessAnswers(schema, route.config?.access),
      }),
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}

// One component for every refusal, referenced by each route (zod's registry gives it its name).
const apiError = apiErrorBodySchema.meta({ id: 'ApiError' });

function withAccessAnswers(schema: FastifySchema | undefined, access: AccessLevel | undefined) {
  const signedIn = access === 'session' || access === 'subscriber';
  const refusals = {
    ...(signedIn ? { 401: apiError } : {}),
    ...(access === 'subscriber' ? { 402: apiError } : {}),
    ...(schema?.body || schema?.params || schema?.querystring ? { 422: apiError } : {}),
  };
  return {
    ...schema,
    'x-access': access,
    ...(signedIn ? { security: [{ session: [] }] } : {}),
    response: { ...refusals, ...(schema?.response as object | undefined) },
  };
}
