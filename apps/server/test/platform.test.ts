import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createOutboxMailer } from '../src/providers/mail/outbox-mailer';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

describe('operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with the database status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { status: 'ok', kind: t.database.kind },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers and a strict script policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths and malformed JSON in French, without a 500', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Ressource introuvable' });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'MALFORMED_BODY',
      message: 'Les données envoyées sont illisibles.',
    });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: 'pas-une-adresse' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().issues).toContainEqual({
      path: 'email',
      message: 'validation.emailInvalid',
    });
  });

  it('rate-limits the auth routes with a French message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '10.9.9.9' },
        payload: { email: 'x@example.ch', password: 'whatever1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de tentatives. Veuillez patienter un instant avant de réessayer.',
    });
  });
});

describe('change of e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('switches only once the link sent to the NEW address is followed', async () => {
    const signUp = await callApi(t).post('/api/auth/sign-up/email', {
      email: 'marc@example.ch',
      password: 'secret123',
      name: 'Marc Rey',
      firstName: 'Marc',
      lastName: 'Rey',
    });
    const user = {
      id: '',
      email: 'marc@example.ch',
      cookie: cookiesFrom(signUp.headers['set-cookie']),
    };
    const me = async () => (await callApi(t, user).get('/api/me')).json();

    const same = await callApi(t, user).post('/api/auth/change-email', {
      newEmail: 'marc@example.ch',
    });
    expect(same.json()).toMatchObject({
      code: 'EMAIL_UNCHANGED',
      message: 'Cette adresse email est déjà associée à votre compte',
    });

    const change = await callApi(t, user).post('/api/auth/change-email', {
      newEmail: 'marc.rey@example.ch',
      callbackURL: '/dashboard/settings',
    });
    expect(change.statusCode).toBe(200);
    expect((await me()).user.email).toBe('marc@example.ch');

    const mail = t.outbox().at(-1)!;
    expect(mail.to).toContain('marc.rey@example.ch');
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse email');
    const link = new URL(mail.link!);
    await callApi(t, user).get(link.pathname + link.search);
    const after = await me();
    expect(after.user.email).toBe('marc.rey@example.ch');
  });
});

describe('required e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens no session before the link is followed', async () => {
    const signUp = await callApi(t).post('/api/auth/sign-up/email', {
      email: 'zoe@example.ch',
      password: 'secret123',
      name: 'Zoé Roh',
      firstName: 'Zoé',
      lastName: 'Roh',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().token).toBeNull();
    const signIn = await callApi(t).post('/api/auth/sign-in/email', {
      email: 'zoe@example.ch',
      password: 'secret123',
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(t.outbox().at(-1)!.link!);
    await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const again = await callApi(t).post('/api/auth/sign-in/email', {
      email: 'zoe@example.ch',
      password: 'secret123',
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('serving the web app', () => {
  it('serves index.html for app routes, a JSON 404 for unknown API paths and missing files', async () => {
    const t = await createTestApp();
    const dist = join(t.dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mijote</title>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    const logger = pino({ level: 'silent' });
    const app = await buildApp({
      config,
      database: t.database,
      mailer: createOutboxMailer(join(t.dataDir, 'outbox'), 'x@y', logger),
      logger,
      authSecret: 'another-secret-another-secret-0123456789',
      serveWeb: dist,
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard/planning' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Mijote</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
      // An invitation link is a page; an unknown page is the app's 404 page, with a 404; a file
      // that is not there is the API's 404, not the app's HTML.
      const invitation = await app.inject({ method: 'GET', url: '/invitation/aB-c_9?x=1.2' });
      expect(invitation.statusCode).toBe(200);
      expect(invitation.body).toContain('<title>Mijote</title>');
      for (const url of ['/dashboard/inconnu', '/invitation', '/nimporte/quoi/']) {
        const unknown = await app.inject({ method: 'GET', url });
        expect(unknown.statusCode, url).toBe(404);
        expect(unknown.body, url).toContain('<title>Mijote</title>');
      }
      // A HEAD (an uptime check) is answered as its GET, without the body.
      const head = await app.inject({ method: 'HEAD', url: '/dashboard/planning' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
      for (const url of [
        '/assets/app-old.js',
        '/assets/x',
        '/robots.txt',
        '/favicon.ico',
        '/a/b.map',
        '/api',
      ]) {
        const missing = await app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json(), url).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Ressource introuvable',
        });
      }
    } finally {
      await app.close();
      await t.close();
    }
  });
});

describe('serving the prerendered landing and precompressed files', () => {
  it('answers `/` with landing.html, the app elsewhere, each in the encoding the browser takes', async () => {
    const t = await createTestApp();
    const dist = join(t.dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const write = (path: string, text: string) => {
      const body = Buffer.from(text.repeat(200));
      writeFileSync(join(dist, path), body);
      writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
      writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    };
    write('index.html', '<!doctype html><title>Mijote app</title>');
    write('landing.html', '<!doctype html><title>Mijote landing</title><h1>Bienvenue</h1>');
    write('assets/app-123.js', 'console.log("Mijote");');
    mkdirSync(join(dist, 'pages', 'dashboard'), { recursive: true });
    write('pages/dashboard.html', '<!doctype html><title>Mijote home</title>');
    write('pages/dashboard/chat.html', '<!doctype html><title>Mijote chat</title>');
    const logger = pino({ level: 'silent' });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }),
      database: t.database,
      mailer: createOutboxMailer(join(t.dataDir, 'outbox'), 'x@y', logger),
      logger,
      authSecret: 'another-secret-another-secret-0123456789',
      serveWeb: dist,
    });
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    try {
      const landing = await get('/', 'gzip, deflate, br');
      expect(landing.statusCode).toBe(200);
      expect(landing.headers['content-encoding']).toBe('br');
      expect(landing.headers.vary).toContain('accept-encoding');
      expect(landing.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('<h1>Bienvenue</h1>');

      const appPage = await get('/dashboard/settings', 'gzip');
      expect(appPage.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(appPage.rawPayload).toString()).toContain('Mijote app');

      // A page the build wrote its own HTML for (its scripts announced) goes out with it, as its
      // path is written, with a query or a trailing slash; an unknown page with the app's.
      for (const url of ['/dashboard', '/dashboard/', '/dashboard?x=1', '/dashboard/chat/#y']) {
        const page = await get(url, 'br');
        const expected = url.startsWith('/dashboard/chat') ? 'Mijote chat' : 'Mijote home';
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-encoding'], url).toBe('br');
        expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain(expected);
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
      const unknown = await get('/dashboard/pages');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Mijote app');

      const plain = await get('/assets/app-123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('console.log("Mijote")');
      expect(plain.headers.vary).toContain('accept-encoding');

      const asset = await get('/assets/app-123.js', 'br;q=1.0, gzip;q=0.8');
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    } finally {
      await app.close();
      await t.close();
    }
  });
});

describe('request bodies', () => {
  it('reads an empty JSON body as no body, and still refuses prototype poisoning', async () => {
    const t = await createTestApp();
    try {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      // Not a 400 for the empty body: the route itself answers (no session here).
      expect(empty.statusCode).toBe(401);
      const poisoned = await t.app.inject({
        method: 'POST',
        url: '/api/account/password-reset',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@b.ch","__proto__":{"admin":true}}',
      });
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json().code).toBe('MALFORMED_BODY');
    } finally {
      await t.close();
    }
  });
});
