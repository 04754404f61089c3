import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { type Env, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createOutboxMailer } from '../../src/providers/mail/outbox-mailer';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Mails written so far, oldest first, decoded enough to read subject, recipient and link. */
  outbox(): Array<{ to: string; subject: string; link: string | undefined; raw: string }>;
  close(): Promise<void>;
};

export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mijote-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const { database, drop } = await createTestDatabase();
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createOutboxMailer(outboxDir, config.mail.from, logger);
  const app = await buildApp({
    config,
    database,
    mailer,
    logger,
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    sleep: async () => {},
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    outbox: () => readOutbox(outboxDir),
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function readOutbox(dir: string) {
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
    const subject = decodeSubject(/^Subject: (.+(?:\r?\n .+)*)$/m.exec(raw)?.[1] ?? '');
    const link = /(http:\/\/localhost:3000\/[^\s"<>]+)/.exec(unfolded)?.[1]?.replace(/&amp;/g, '&');
    return { to, subject, link, raw };
  });
}

/** Decodes RFC 2047 encoded-words (=?UTF-8?Q?...?=) that nodemailer uses for accents. */
function decodeSubject(value: string): string {
  return value
    .replace(/\r?\n /g, '')
    .replace(/=\?UTF-8\?Q\?(.+?)\?=/gi, (_m, text: string) =>
      decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    )
    .replace(/\?=\s*=\?UTF-8\?Q\?/gi, '')
    .trim();
}

/** Cookie header to send back, from the Set-Cookie headers of a response. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
