import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, type TestApp } from './helpers/test-app';
import { callWithCookie, signUpUser, TEST_ORIGIN } from './helpers/users';

// Decision 035: an account holds against a stolen session. Whatever the request asks, a new
// password or a new address ends every other session of the user.

describe('a new password or a new address ends the other sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const api = (cookie?: string) => callWithCookie(t, cookie);
  const device = async (email: string, password = 'secret123') => {
    const response = await api().post('/api/auth/sign-in/email', { email, password });
    expect(response.statusCode).toBe(200);
    return cookiesFrom(response.headers['set-cookie']);
  };
  const me = async (cookie: string) => (await api(cookie).get('/api/me')).statusCode;

  it('change-password without revokeOtherSessions still signs the other device out', async () => {
    await signUpUser(t, 'lea@example.ch');
    const phone = await device('lea@example.ch');
    const thief = await device('lea@example.ch');

    const change = await api(phone).post('/api/auth/change-password', {
      currentPassword: 'secret123',
      newPassword: 'nouveau-secret',
      revokeOtherSessions: false,
    });
    expect(change.statusCode).toBe(200);
    expect(await me(thief)).toBe(401);
    // The device that changed it stays signed in, with the session the answer set.
    expect(await me(cookiesFrom(change.headers['set-cookie']))).toBe(200);
    expect(await me(await device('lea@example.ch', 'nouveau-secret'))).toBe(200);
  });

  it('a confirmed change of address signs every other device out', async () => {
    const marc = await signUpUser(t, 'marc@example.ch');
    const laptop = await device('marc@example.ch');

    const change = await api(marc.cookie).post('/api/auth/change-email', {
      newEmail: 'marc.rey@example.ch',
    });
    expect(change.statusCode).toBe(200);
    // Asking alone changes nothing yet.
    expect(await me(laptop)).toBe(200);

    const link = new URL(t.outbox().at(-1)!.link!);
    const confirm = await api(marc.cookie).get(link.pathname + link.search);
    expect(confirm.statusCode).toBeLessThan(400);
    const kept = cookiesFrom(confirm.headers['set-cookie']) || marc.cookie;
    const current = await api(kept).get('/api/me');
    expect(current.statusCode).toBe(200);
    expect(current.json().user.email).toBe('marc.rey@example.ch');
    expect(await me(laptop)).toBe(401);
  });
});

describe('mails sent on request: at most 3 an hour and 10 a day per recipient', () => {
  let t: TestApp;
  let clock = new Date('2026-11-20T08:00:00Z');
  beforeAll(async () => {
    // Behind a proxy that forwards any client address: each request claims another one.
    t = await createTestApp({ TRUST_PROXY: 'true' }, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  let client = 0;
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': `203.0.113.${++client % 250}`,
        ...(cookie ? { cookie } : {}),
      },
      payload: payload as Record<string, unknown>,
    });
  const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to === email).length;
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  /** Sends the requests; every answer is the one a sent mail gets. */
  const expectAllAnsweredAlike = async (requests: Array<() => ReturnType<typeof post>>) => {
    const answers = [];
    for (const request of requests) {
      const response = await request();
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers[0]!.status).toBeLessThan(300);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  };
  const times = <T>(n: number, make: (i: number) => T) =>
    Array.from({ length: n }, (_, i) => make(i));
  /** One address as people type it: its case does not make another recipient. */
  const spelled = (i: number, name = 'lea') =>
    [`${name}@example.ch`, `${name.toUpperCase()}@example.ch`, `${name}@Example.CH`][i % 3]!;

  it('counts every path to one address, whatever the client, and answers alike', async () => {
    const marc = await signUpUser(t, 'marc@example.ch');
    await signUpUser(t, 'lea@example.ch');
    const before = mailsTo('lea@example.ch'); // the sign-up's confirmation

    // Change of address: the link goes to the new address, which counts alike.
    await expectAllAnsweredAlike(
      times(
        5,
        (i) => () =>
          post('/api/auth/change-email', { newEmail: spelled(i, 'nouvelle') }, marc.cookie),
      ),
    );
    expect(mailsTo('nouvelle@example.ch')).toBe(3);

    // Our reset route and better-auth's: one count for the address.
    await expectAllAnsweredAlike(
      times(4, (i) => () => post('/api/account/password-reset', { email: spelled(i) })),
    );
    await expectAllAnsweredAlike(
      times(
        2,
        (i) => () =>
          post('/api/auth/request-password-reset', { email: spelled(i), redirectTo: '/' }),
      ),
    );
    expect(mailsTo('lea@example.ch') - before).toBe(3);

    later(61);
    await expectAllAnsweredAlike(
      times(5, (i) => () => post('/api/auth/send-verification-email', { email: spelled(i) })),
    );
    expect(mailsTo('lea@example.ch') - before).toBe(6);

    later(61);
    await expectAllAnsweredAlike(
      times(
        4,
        (i) => () =>
          post('/api/auth/request-password-reset', { email: spelled(i), redirectTo: '/' }),
      ),
    );
    expect(mailsTo('lea@example.ch') - before).toBe(9);

    // The day's tenth, then nothing more that day, even in a new hour.
    later(61);
    await expectAllAnsweredAlike(
      times(3, (i) => () => post('/api/account/password-reset', { email: spelled(i) })),
    );
    expect(mailsTo('lea@example.ch') - before).toBe(10);
    later(61);
    await expectAllAnsweredAlike([
      () => post('/api/account/password-reset', { email: 'lea@example.ch' }),
    ]);
    expect(mailsTo('lea@example.ch') - before).toBe(10);

    // An unknown address is answered as a known one, limited or not.
    const unknown = await post('/api/auth/request-password-reset', {
      email: 'personne@example.ch',
      redirectTo: '/',
    });
    const known = await post('/api/auth/request-password-reset', {
      email: 'lea@example.ch',
      redirectTo: '/',
    });
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
      status: known.statusCode,
      body: known.body,
    });

    later(24 * 60);
    expect(
      (await post('/api/account/password-reset', { email: 'lea@example.ch' })).statusCode,
    ).toBe(204);
    expect(mailsTo('lea@example.ch') - before).toBe(11);
  });
});

describe('deleting the account or changing its address: the password, or a recent sign-in', () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const api = (cookie?: string) => callWithCookie(t, cookie);
  const sixMinutesLater = () => {
    clock = new Date(clock.getTime() + 6 * 60_000);
  };

  it('a session older than 5 minutes deletes nothing without the right password', async () => {
    const lea = await signUpUser(t, 'lea@example.ch');
    // The word exactly, once trimmed: another case is another word.
    const lower = await api(lea.cookie).post('/api/account/delete', { confirmation: 'supprimer' });
    expect(lower.statusCode).toBe(422);

    sixMinutesLater();
    const bare = await api(lea.cookie).post('/api/account/delete', { confirmation: 'SUPPRIMER' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: 'Par sécurité, saisissez votre mot de passe actuel pour confirmer.',
    });
    const wrong = await api(lea.cookie).post('/api/account/delete', {
      confirmation: 'SUPPRIMER',
      password: 'mauvais1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await api(lea.cookie).get('/api/me')).statusCode).toBe(200);

    const right = await api(lea.cookie).post('/api/account/delete', {
      confirmation: ' SUPPRIMER ',
      password: 'secret123',
    });
    expect(right.statusCode).toBe(204);
    expect((await api(lea.cookie).get('/api/me')).statusCode).toBe(401);
  });

  it('a sign-in within the last 5 minutes is enough', async () => {
    clock = new Date();
    const marc = await signUpUser(t, 'marc@example.ch');
    const response = await api(marc.cookie).post('/api/account/delete', {
      confirmation: 'SUPPRIMER',
    });
    expect(response.statusCode).toBe(204);
  });

  it('wrong passwords count for the account’s sign-in brake', async () => {
    const anne = await signUpUser(t, 'anne@example.ch');
    sixMinutesLater();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await api(anne.cookie).post('/api/account/delete', {
        confirmation: 'SUPPRIMER',
        password: `mauvais${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await api(anne.cookie).get('/api/me')).statusCode).toBe(200);
  });

  it('a new address from an old session needs the password', async () => {
    const paul = await signUpUser(t, 'paul@example.ch');
    sixMinutesLater();
    const mails = t.outbox().length;
    const bare = await api(paul.cookie).post('/api/auth/change-email', {
      newEmail: 'paul.neuf@example.ch',
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('CURRENT_PASSWORD_REQUIRED');
    const wrong = await api(paul.cookie).post('/api/auth/change-email', {
      newEmail: 'paul.neuf@example.ch',
      password: 'mauvais1',
    });
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect(t.outbox().length).toBe(mails);

    const right = await api(paul.cookie).post('/api/auth/change-email', {
      newEmail: 'paul.neuf@example.ch',
      password: 'secret123',
    });
    expect(right.statusCode).toBe(200);
    expect(t.outbox().at(-1)?.to).toBe('paul.neuf@example.ch');
  });
});

describe('what a client sends never makes an error-level log line', () => {
  let t: TestApp;
  let clock = new Date('2026-11-20T08:00:00Z');
  const lines: Array<{ level: number; msg: string; kind?: string; leftOutSinceLast?: number }> = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'debug' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    t = await createTestApp({}, { now: () => clock, logger });
  });
  afterAll(async () => {
    await t.close();
  });

  const hostile = () => [
    callWithCookie(t).post('/api/auth/sign-in/email', {
      email: 'lea@example.ch',
      password: 'secret123',
      callbackURL: 'https://evil.example/vol',
    }),
    callWithCookie(t).post('/api/auth/request-password-reset', {
      email: 'lea@example.ch',
      redirectTo: 'https://evil.example/reset',
    }),
  ];

  it('refused callback URLs: warnings, once a minute per kind', async () => {
    await signUpUser(t, 'lea@example.ch');
    for (let i = 0; i < 3; i++) {
      for (const response of await Promise.all(hostile())) expect(response.statusCode).toBe(403);
    }
    const refusals = () =>
      lines.filter((line) => line.msg === 'better-auth: refused a value the client sent');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(refusals().map((line) => [line.level, line.kind])).toEqual([
      [40, 'callbackURL'],
      [40, 'redirectURL'],
    ]);

    clock = new Date(clock.getTime() + 61_000);
    for (const response of await Promise.all(hostile())) expect(response.statusCode).toBe(403);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(
      refusals()
        .slice(2)
        .map((line) => [line.kind, line.leftOutSinceLast]),
    ).toEqual([
      ['callbackURL', 2],
      ['redirectURL', 2],
    ]);
  });
});
