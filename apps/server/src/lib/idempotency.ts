import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { AppError } from './app-error';

// Exactly once for the changes a browser may send twice (decision 036): the offline queue sends
// each change with its own `Idempotency-Key`, and sends it again when the answer never came. A
// route that declares `idempotent: true` applies a key's change once; a replay gets the stored
// answer (`Idempotent-Replayed: true`), whatever happened to the rows since. Without the header
// the route works as before.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A change the same key applies once (decision 036). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed, to store its answer once it is sent. */
    idempotencyClaim?: { userId: string; key: string } | undefined;
  }
}

/** What a key may be: a client's UUID, or any opaque token of that shape and length. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** How long a change is remembered: an offline queue older than this replays as new. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** A claim left pending this long belongs to an instance that died mid-change: taken over. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 1000;

export function applyChangesOnce(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('idempotencyClaim', undefined);
  let lastPurge = 0;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('IDEMPOTENCY_KEY_INVALID');
    }
    const userId = request.caller?.id;
    // Idempotent routes are never public; refuse rather than share keys between strangers.
    if (!userId) throw new AppError('UNAUTHENTICATED');
    const at = now();
    if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = at.getTime();
      await db
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.createdAt, new Date(at.getTime() - IDEMPOTENCY_RETENTION_MS)));
    }
    const fingerprint = fingerprintOf(request);
    const claimed = await db
      .insert(idempotentRequests)
      .values({ userId, key, fingerprint, createdAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length === 0) {
      const [seen] = await db
        .select()
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
      if (seen && seen.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (seen?.status != null) {
        reply.header('idempotent-replayed', 'true').status(seen.status);
        if (seen.body === null) return reply.send(null);
        return reply.type('application/json; charset=utf-8').send(seen.body);
      }
      const abandoned =
        seen !== undefined && at.getTime() - seen.createdAt.getTime() > ABANDONED_AFTER_MS;
      if (!abandoned) throw new AppError('CHANGE_IN_PROGRESS');
      await db
        .update(idempotentRequests)
        .set({ createdAt: at })
        .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    }
    request.idempotencyClaim = { userId, key };
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = and(
      eq(idempotentRequests.userId, claim.userId),
      eq(idempotentRequests.key, claim.key),
    );
    // Only an applied change is remembered: a refused or failed one changed nothing, and its
    // retry must run again (the subscription renewed, the database back).
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const body = typeof payload === 'string' && payload.length > 0 ? payload : null;
      await db.update(idempotentRequests).set({ status: reply.statusCode, body }).where(where);
    } else {
      await db.delete(idempotentRequests).where(where);
    }
    return payload;
  });
}

/** The change a key stands for: method, route, params and body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(request.method)
    .update('\0')
    .update(request.routeOptions.url ?? request.url)
    .update('\0')
    .update(JSON.stringify(request.params ?? null))
    .update('\0')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}
