import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { userSubscriptions } from '../../apps/server/src/db/schema';
import { createOutboxMailer } from '../../apps/server/src/providers/mail/outbox-mailer';

// The server of bench/chat/ttfb.ts, in a process of its own as in production: a client in the
// same process would wait for the server's database work before it could read its socket. It
// prints one JSON line per event on stdout: { ready, port, cookie } once a subscriber exists,
// then the app's own log lines (the « chat reply written » ones carry the responder's timing).
// Extra environment (LLM_*) reaches loadConfig, so the same server measures a model responder.

const ORIGIN = 'http://localhost:3000';
const dataDir = mkdtempSync(join(tmpdir(), 'mijote-bench-chat-'));
const logger = pino({ level: 'info' });
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const app = await buildApp({
  config: loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_RATE_LIMIT_MAX: '1000',
    CHAT_RATE_LIMIT_MAX: '100000',
  }),
  database,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), 'bench@mijote.ch', logger),
  logger,
  authSecret: 'bench-secret-bench-secret-bench-secret-0123',
  // The offline assistant's pace between pieces never delays the first one: off here.
  sleep: async () => {},
});
await app.listen({ host: '127.0.0.1', port: 0 });

const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { origin: ORIGIN },
  payload: {
    email: 'bench-chat@example.ch',
    password: 'secret123',
    name: 'Léa Bench',
    firstName: 'Léa',
    lastName: 'Bench',
  },
});
const userId = signUp.json().user.id as string;
const setCookie = signUp.headers['set-cookie'];
const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
  .map((c) => c.split(';')[0])
  .join('; ');
const as = { origin: ORIGIN, cookie };
await app.inject({
  method: 'PUT',
  url: '/api/preferences',
  headers: as,
  payload: {
    householdSize: { adults: 2, children: 1 },
    restrictions: [],
    preferredFoods: [],
    avoidedFoods: [],
    shoppingFrequency: 'weekly',
  },
});
await database.db.insert(userSubscriptions).values({
  userId,
  status: 'active',
  provider: 'demo',
  providerSubscriptionId: `bench_${userId}`,
});
for (const name of ['Courgettes', 'Œufs', 'Gruyère', 'Poireaux']) {
  await app.inject({ method: 'POST', url: '/api/fridge/items', headers: as, payload: { name } });
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ ready: true, port, cookie })}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
