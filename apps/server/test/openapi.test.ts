import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeclaredRoutes } from '../src/lib/route-table';
import { buildAppBeside, createTestApp, type TestApp } from './helpers/test-app';

type Operation = {
  'x-access'?: string;
  security?: unknown;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; $ref?: string };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp({}, { openApi: true });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await t.close();
  });

  const operation = (path: string, method: string) => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };
  const json = (part: { content?: Record<string, { schema: JsonSchema }> } | undefined) =>
    part?.content?.['application/json']?.schema;

  it('lists every declared /api route with its access level', () => {
    const declared = listDeclaredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/') && r.url !== '/api/openapi.json',
    );
    expect(declared.length).toBeGreaterThan(10);
    for (const route of declared) {
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');
      expect(operation(path, route.method.toLowerCase())['x-access'], path).toBe(route.access);
    }
    expect(document.paths['/api/openapi.json']).toBeUndefined();
  });

  it('carries the body, params and answer schemas of the contracts', () => {
    const save = operation('/api/preferences', 'put');
    const body = json(save.requestBody);
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['householdSize', 'restrictions', 'shoppingFrequency']),
    );
    expect(body?.required).toContain('householdSize');
    expect(Object.keys(json(save.responses['200'])?.properties ?? {})).toContain('updatedAt');
    expect(json(save.responses['422'])?.$ref).toBe('#/components/schemas/ApiError');

    const pay = operation('/api/demo/checkout/{sessionId}/pay', 'post');
    expect(pay.parameters).toContainEqual(
      expect.objectContaining({ name: 'sessionId', in: 'path' }),
    );
    expect(Object.keys(json(pay.requestBody)?.properties ?? {})).toEqual(
      expect.arrayContaining(['cardNumber', 'expiry', 'cvc', 'promoCode']),
    );
  });

  it('says what each access level answers: 401 signed out, 402 without access', () => {
    const stats = operation('/api/dashboard/stats', 'get');
    expect(Object.keys(stats.responses).sort()).toEqual(['200', '401', '402']);
    expect(stats.security).toEqual([{ session: [] }]);
    const me = operation('/api/me', 'get');
    expect(Object.keys(me.responses).sort()).toEqual(['200', '401']);
    const health = operation('/api/health', 'get');
    expect(Object.keys(health.responses).sort()).toEqual(['200', '503']);
    expect(health.security).toBeUndefined();
  });

  it('is served in development only, unless asked', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/openapi.json' })).toBe(true);
    const served = async (NODE_ENV: 'development' | 'production' | 'test') => {
      const app = await buildAppBeside(t, { NODE_ENV });
      try {
        return (await app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode;
      } finally {
        await app.close();
      }
    };
    expect(await served('development')).toBe(200);
    expect(await served('production')).toBe(404);
    expect(await served('test')).toBe(404);
  });
});
