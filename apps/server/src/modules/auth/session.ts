import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { householdMembers, sessions, users } from '../../db/schema';
import { findSessionAccess } from '../access/access-repo';

/** Who is calling: the signed-in user, as the access hook puts it on `request.caller`. */
export type Caller = {
  id: string;
  email: string;
  emailVerified: boolean;
  householdId: string;
};

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
    if (!token) return null;
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        householdId: householdMembers.householdId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(householdMembers, eq(householdMembers.userId, users.id))
      .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  }
  /** The caller and their access row in one round trip: the guard of the dashboard routes. */
  async function withAccess(request: FastifyRequest) {
    const token = tokenOf(request);
    return token ? findSessionAccess(db, token, new Date()) : null;
  }
  return Object.assign(readSession, { withAccess });
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
