import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadiness } from '../src/lib/readiness';
import { createTestApp, type TestApp } from './helpers/test-app';

// GET /api/ready: what a proxy or an orchestrator asks before sending traffic to an instance.

describe('GET /api/ready', () => {
  let t: TestApp;
  const readiness = createReadiness();
  beforeAll(async () => {
    t = await createTestApp({}, { readiness });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is ready once migrated, with the database answering and the live updates listening', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      stopping: false,
      checks: { live: true },
    });
  });

  it('is not ready from the moment the instance is stopping', async () => {
    readiness.stopping = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not-ready', stopping: true });
    } finally {
      readiness.stopping = false;
    }
  });
});
