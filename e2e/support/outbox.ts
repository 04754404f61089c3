import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type OutboxMail, readOutbox } from '../../apps/server/test/helpers/outbox-reader';

const outboxDir = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const mailsTo = (address: string) => readOutbox(outboxDir()).filter((m) => m.to.includes(address));

/** The newest mail sent to `address` once more than `after` exist (waits for it). */
export async function latestMailTo(
  address: string,
  after = 0,
): Promise<OutboxMail & { link: string }> {
  await expect.poll(() => mailsTo(address).length).toBeGreaterThan(after);
  const mail = mailsTo(address).at(-1)!;
  expect(mail.link).toBeTruthy();
  return { ...mail, link: mail.link! };
}

export function mailCountTo(address: string): number {
  return mailsTo(address).length;
}
