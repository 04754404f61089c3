import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { MigrationError } from './db/migrate-postgres';
import { loadOrCreateAuthSecret } from './lib/auth-secret';
import { createReadiness } from './lib/readiness';
import { createMailer } from './providers/mail';

// Start-up: config → database (migrated) → app → listen; SIGTERM/SIGINT close everything.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, logger }
      : { kind: 'pglite', dataDir: config.dataDir },
  ).catch((error: unknown) => {
    // For the machine: which migration, and PostgreSQL's own code and reason, as fields.
    if (error instanceof MigrationError) {
      logger.fatal(
        { err: error, migration: error.migration, code: error.code, detail: error.detail },
        'migration failed',
      );
    }
    throw error;
  });
  const mailer = createMailer(config, logger);
  const authSecret = config.authSecret ?? loadOrCreateAuthSecret(config.dataDir);
  const readiness = createReadiness();
  const app = await buildApp({
    config,
    database,
    mailer,
    logger,
    authSecret,
    serveWeb: true,
    readiness,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // GET /api/ready answers 503 from now on; requests in flight finish, streams end.
    readiness.stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await mailer.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  logger.info(
    {
      url: config.publicUrl,
      database: database.kind,
      mail: mailer.kind === 'outbox' ? join(config.dataDir, 'outbox') : 'smtp',
    },
    'Mijote is ready',
  );
}

main().catch((error) => {
  // For the person: the reason in French (a migration's names the migration and PostgreSQL's
  // code), with the stack.
  process.stderr.write(
    `Mijote n’a pas pu démarrer : ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
