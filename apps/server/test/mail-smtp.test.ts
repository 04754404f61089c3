import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// With SMTP_URL the mails leave over SMTP (nodemailer) instead of the outbox: a real SMTP server
// on 127.0.0.1 receives them here.

type Received = { from: string; to: string[]; data: string };

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Mijote <bonjour@mijote.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the French verification mail with its link, and writes no outbox file', async () => {
    const response = await callApi(t).post('/api/auth/sign-up/email', {
      email: 'nina@example.ch',
      password: 'secret123',
      name: 'Nina Roux',
      firstName: 'Nina',
      lastName: 'Roux',
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const mail = received[0]!;
    expect(mail.from).toBe('bonjour@mijote.test');
    expect(mail.to).toEqual(['nina@example.ch']);
    expect(mail.data).toMatch(/^Subject: Confirmez votre adresse email/m);
    expect(mail.data).toContain('Content-Type: text/html');
    expect(mail.data.replace(/=\r?\n/g, '')).toContain('/api/auth/verify-email?token=3D');
    expect(t.outbox()).toEqual([]);
  });
});
