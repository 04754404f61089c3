import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mailer';

export type SmtpMailerOptions = {
  smtpUrl: string;
  from: string;
  /** Where a mail waits until the SMTP server has taken it (DATA_DIR/mail-queue). */
  queueDir: string;
  /** First wait before another try; doubles at each failure, up to MAX_RETRY_MS. */
  retryMs: number;
  logger: Logger;
};

const MAX_RETRY_MS = 30 * 60_000;

/**
 * Mails over SMTP, never lost silently: each mail is first written to the queue
 * folder, then handed to the SMTP server in the background, so a sign-up never waits on (or
 * fails with) the mail server. A refused or timed-out delivery is logged as an error and tried
 * again later, with a growing wait; the file goes once the server has accepted the mail. Mails
 * left in the folder by an earlier run (server stopped or crashed) are sent at start.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const { from, queueDir, retryMs, logger } = options;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // nodemailer's defaults wait up to 2 min for a silent server, 10 min for a stalled socket.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  /** Files this run wrote itself: the start-up scan of the folder leaves them alone. */
  const ownFiles = new Set<string>();
  let closed = false;

  const deliver = (file: string | undefined, message: MailMessage, attempt: number) => {
    const run = (async () => {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        const retryInMs = Math.min(retryMs * 2 ** attempt, MAX_RETRY_MS);
        logger.error(
          { err: error, to: message.to, subject: message.subject, file, attempt, retryInMs },
          'mail not sent: kept to retry',
        );
        if (!closed) schedule(file, message, attempt + 1, retryInMs);
        return;
      }
      if (file) {
        await unlink(file).catch(() => {});
        ownFiles.delete(file);
      }
      if (attempt > 0) logger.info({ to: message.to, subject: message.subject }, 'kept mail sent');
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };

  const schedule = (
    file: string | undefined,
    message: MailMessage,
    attempt: number,
    ms: number,
  ) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) deliver(file, message, attempt);
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  // What an earlier run could not send.
  void (async () => {
    const files = (await readdir(queueDir).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.json'),
    );
    for (const name of files.sort()) {
      const file = join(queueDir, name);
      if (ownFiles.has(file)) continue;
      try {
        const message = JSON.parse(await readFile(file, 'utf8')) as MailMessage;
        if (!closed) deliver(file, message, 1);
      } catch (error) {
        logger.error({ err: error, file }, 'unreadable mail in the queue: left in place');
      }
    }
  })();

  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      let file: string | undefined = join(queueDir, `${stamp}-${randomUUID().slice(0, 8)}.json`);
      ownFiles.add(file);
      try {
        await mkdir(queueDir, { recursive: true });
        await writeFile(file, JSON.stringify(message), { mode: 0o600 });
      } catch (error) {
        // The disk refused: the mail still goes, retried from memory only.
        logger.error({ err: error, to: message.to, file }, 'mail not written to the queue');
        file = undefined;
      }
      deliver(file, message, 0);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // A delivery under way gets a moment to finish; what does not stays in the queue folder.
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
      transport.close();
    },
  };
}
