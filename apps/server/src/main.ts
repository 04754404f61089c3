import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadOrCreateAuthSecret } from './lib/auth-secret';
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
  );
  const mailer = createMailer(config, logger);
  const authSecret = config.authSecret ?? loadOrCreateAuthSecret(config.dataDir);
  const app = await buildApp({ config, database, mailer, logger, authSecret, serveWeb: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
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
  process.stderr.write(
    `Mijote n’a pas pu démarrer : ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
