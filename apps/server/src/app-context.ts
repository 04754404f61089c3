import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PageReader } from './lib/page-reader';
import type { Readiness } from './lib/readiness';
import type { Auth } from './modules/auth/auth';
import type { SessionReader } from './modules/auth/session';
import type { LiveTiming } from './modules/live/live-timing';
import type { LlmClient } from './providers/llm';
import type { Mailer } from './providers/mail';
import type { PaymentProvider } from './providers/payments';

/** What route modules and services receive: built once in buildApp, injected everywhere. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  readSession: SessionReader;
  /** Stripe when configured, the built-in demo otherwise. */
  payments: PaymentProvider;
  /** Waits between retries; tests pass an instant one. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock (docs/conventions.md: time comes from an injectable clock). */
  now: () => Date;
  /** Randomness (pictures, recipe ids, variety among equals): a number in [0, 1). */
  random: () => number;
  /** The text-generation model when LLM_BASE_URL and LLM_MODEL are set (decision 014). */
  llm: LlmClient | undefined;
  /** Reads a recipe's page at a user's link: safeFetch in production (decision 038). */
  readPage: PageReader;
  /** The live stream's heartbeat and access re-check (tests shorten them). */
  liveTiming?: LiveTiming;
  /** What GET /api/ready reads, beside the database. */
  readiness: Readiness;
};

/**
 * A module's routes: a Fastify plugin whose schemas are zod (fastify-type-provider-zod), so
 * params, query, body and answers are typed from packages/contracts. See lib/route-table.ts.
 */
export type RouteModule = FastifyPluginAsyncZod<AppContext>;
