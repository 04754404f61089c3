import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mailer';
export * from './templates';

export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.mail.smtpUrl) {
    return createSmtpMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      queueDir: join(config.dataDir, 'mail-queue'),
      retryMs: config.mail.retryMs,
      logger,
    });
  }
  return createOutboxMailer(join(config.dataDir, 'outbox'), config.mail.from, logger);
}
