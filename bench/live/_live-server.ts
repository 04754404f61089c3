import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { createOutboxMailer } from '../../apps/server/src/providers/mail/outbox-mailer';

// The server of bench/live/live.ts, in a process of its own so that its RSS is its own. It opens
// BENCH_LIVE_DATABASE_URL (a fresh database), seeds BENCH_LIVE_HOUSEHOLDS households of two
// subscribers each with one shopping item (straight into the tables: 200 password hashes would
// measure scrypt), and prints one JSON line: { port, households: [{ itemId, cookies: [a, b] }] }.

const url = process.env.BENCH_LIVE_DATABASE_URL;
if (!url) throw new Error('BENCH_LIVE_DATABASE_URL is required');
const householdCount = Number(process.env.BENCH_LIVE_HOUSEHOLDS ?? 100);
const ORIGIN = 'http://localhost:3000';
const SECRET = 'bench-live-secret-bench-live-secret-0123456789';
const logger = pino({ level: 'warn' });
const dataDir = mkdtempSync(join(tmpdir(), 'mijote-bench-live-'));
const database = await openDatabase({ kind: 'postgres', url, logger });
const app = await buildApp({
  config: loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_RATE_LIMIT_MAX: '100000',
  }),
  database,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), 'bench@mijote.ch', logger),
  logger,
  authSecret: SECRET,
});
await app.listen({ host: '127.0.0.1', port: 0 });

// One real sign-up tells the session cookie's name.
const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { origin: ORIGIN },
  payload: {
    email: 'bench-live@example.ch',
    password: 'secret123',
    name: 'Léa Bench',
    firstName: 'Léa',
    lastName: 'Bench',
  },
});
const setCookie = [signUp.headers['set-cookie']].flat().map(String);
const cookieName = setCookie.map((c) => c.split('=')[0]).find((n) => n?.includes('session_token'));
if (!cookieName) throw new Error(`no session cookie: ${signUp.body}`);

const cookieFor = (token: string) => {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
};

const client = new pg.Client({ connectionString: url });
await client.connect();
const households: { itemId: string; cookies: string[] }[] = [];
for (let h = 0; h < householdCount; h++) {
  const cookies: string[] = [];
  let householdId: string | undefined;
  for (let m = 0; m < 2; m++) {
    const userId = `bench_${h}_${m}`;
    await client.query(
      `insert into users (id, name, email, email_verified, first_name, last_name)
       values ($1, 'Bench', $2, true, 'Bench', 'Live')`,
      [userId, `${userId}@example.ch`],
    );
    await client.query('insert into user_preferences (user_id) values ($1)', [userId]);
    await client.query(
      `insert into user_subscriptions (user_id, status, provider, provider_subscription_id)
       values ($1, 'active', 'demo', $2)`,
      [userId, `bench_sub_${userId}`],
    );
    const token = randomBytes(24).toString('hex');
    await client.query(
      `insert into sessions (id, token, user_id, expires_at)
       values ($1, $2, $3, now() + interval '1 day')`,
      [`s_${userId}`, token, userId],
    );
    cookies.push(cookieFor(token));
    const own = await client.query<{ household_id: string }>(
      'select household_id from household_members where user_id = $1',
      [userId],
    );
    const ownHousehold = own.rows[0]?.household_id;
    if (m === 0) householdId = ownHousehold;
    else {
      // The second member joins the first's household (what an accepted invitation does).
      await client.query('delete from households where id = $1', [ownHousehold]);
      await client.query(
        `insert into household_members (household_id, user_id, role) values ($1, $2, 'member')`,
        [householdId, userId],
      );
    }
  }
  const item = await client.query<{ id: string }>(
    `insert into shopping_items (household_id, name) values ($1, 'Lait') returning id`,
    [householdId],
  );
  households.push({ itemId: item.rows[0]?.id ?? '', cookies });
}
await client.end();

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, households })}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
