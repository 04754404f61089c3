import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads the mails the outbox mailer wrote (DATA_DIR/outbox/*.eml), oldest first, decoded just
// enough for tests: recipient, subject and the first link of the body. Used by the server
// integration tests and by the end-to-end journeys.

export type OutboxMail = { to: string; subject: string; link: string | undefined; raw: string };

export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const [headers = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
    // Quoted-printable: soft line breaks and =3D would cut the link.
    const body = bodyParts
      .join('\n')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return {
      to: /^To: (.+)$/m.exec(headers)?.[1]?.trim() ?? '',
      subject: decodeHeader(/^Subject: (.+(?:\r?\n[ \t].+)*)$/m.exec(headers)?.[1] ?? ''),
      link: /(https?:\/\/[^\s"<>]+)/.exec(body)?.[1]?.replace(/&amp;/g, '&'),
      raw,
    };
  });
}

/** Decodes RFC 2047 encoded-words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as nodemailer writes them. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
