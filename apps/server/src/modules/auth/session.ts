import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { findSessionCaller } from './session-repo';

/**
 * The API's own session check: verify the signed cookie better-auth set, then one indexed lookup
 * of its token. better-auth's get-session endpoint does much more per call (stack notes), and a
 * cookie cache would let a revoked session live on.
 */
export function createSessionReader(db: Db, secret: string, cookieName: string) {
  const tokenOf = (request: FastifyRequest) =>
    readSignedCookie(request.headers.cookie, cookieName, secret);
  async function readSession(request: FastifyRequest): Promise<Caller | null> {
    const token = tokenOf(request);
    return token ? findSessionCaller(db, token, new Date()) : null;
  }
  /** The session token the cookie carries, once its signature is checked (the access guard's). */
  return Object.assign(readSession, { tokenOf });
}

export type SessionReader = ReturnType<typeof createSessionReader>;

function readSignedCookie(header: string | undefined, name: string, secret: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt < 0 || part.slice(0, eqAt).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    return token;
  }
  return null;
}
