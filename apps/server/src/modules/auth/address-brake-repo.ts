import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';

/**
 * Brakes per address (decision 008, decision 035): each counts events for one address within a
 * window and, at `maxCount`, locks the address for `lockMs`, whatever the client's address
 * (rate limits count per client, so a botnet or a rotating X-Forwarded-For would walk past them).
 * In the database: every instance shares it, with or without Redis.
 */
export type BrakeRule = { maxCount: number; windowMs: number; lockMs: number };

/**
 * Password guessing (OWASP ASVS 2.2.1): after 5 wrong passwords for one address within 15 min,
 * sign-in with it is refused for 15 min. A successful sign-in or a password reset clears the
 * count. The price: anyone can pause sign-in for an address; the reset link still works.
 */
export const SIGN_IN_BRAKE = { maxFailures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };

/** Mails sent on request to one recipient: 3 an hour and 10 a day (decision 035). */
export const RECIPIENT_MAIL_LIMITS = {
  perHour: { maxCount: 3, windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 },
  perDay: { maxCount: 10, windowMs: 24 * 60 * 60 * 1000, lockMs: 24 * 60 * 60 * 1000 },
} as const satisfies Record<string, BrakeRule>;

export type AddressBrake = ReturnType<typeof createAddressBrake>;

/** Addresses are compared as people type them: case and surrounding spaces do not count. */
export const addressKey = (email: string) => email.trim().toLowerCase();

export function createAddressBrake(db: Db, now: () => Date, purpose: string, rule: BrakeRule) {
  const t = signInFailures;
  const of = (email: string) => and(eq(t.purpose, purpose), eq(t.email, addressKey(email)));

  return {
    async isLocked(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: t.email })
        .from(t)
        .where(and(of(email), gt(t.lockedUntil, now())))
        .limit(1);
      return row !== undefined;
    },

    /** One more event; the `maxCount`th within the window locks the address. One statement. */
    async record(email: string): Promise<void> {
      const at = now();
      const windowStart = new Date(at.getTime() - rule.windowMs);
      const lockedUntil = new Date(at.getTime() + rule.lockMs);
      const isWindowOver = sql`${t.windowStartedAt} <= ${windowStart}`;
      await db
        .insert(t)
        .values({
          purpose,
          email: addressKey(email),
          failures: 1,
          windowStartedAt: at,
          lockedUntil: null,
        })
        .onConflictDoUpdate({
          target: [t.purpose, t.email],
          set: {
            failures: sql`case when ${isWindowOver} then 1 else ${t.failures} + 1 end`,
            windowStartedAt: sql`case when ${isWindowOver} then ${at} else ${t.windowStartedAt} end`,
            lockedUntil: sql`case when not (${isWindowOver}) and ${t.failures} + 1 >= ${rule.maxCount} then ${lockedUntil} else ${t.lockedUntil} end`,
          },
        });
      // Forget addresses whose window and lock are both over: the table stays small.
      await db
        .delete(t)
        .where(
          and(
            eq(t.purpose, purpose),
            lte(t.windowStartedAt, windowStart),
            or(isNull(t.lockedUntil), lt(t.lockedUntil, at)),
          ),
        );
    },

    async clear(email: string): Promise<void> {
      await db.delete(t).where(of(email));
    },
  };
}

export type SignInBrake = ReturnType<typeof createSignInBrake>;

export function createSignInBrake(db: Db, now: () => Date) {
  const brake = createAddressBrake(db, now, 'sign-in', {
    maxCount: SIGN_IN_BRAKE.maxFailures,
    windowMs: SIGN_IN_BRAKE.windowMs,
    lockMs: SIGN_IN_BRAKE.lockMs,
  });
  return { isLocked: brake.isLocked, recordFailure: brake.record, clear: brake.clear };
}

export type RecipientMailLimit = ReturnType<typeof createRecipientMailLimit>;

/**
 * Whether one more mail may go to this recipient now; counts it when it may. A refused mail is
 * not sent and not counted, and the request is answered as if it had been (no way to learn
 * whether an account exists, nor that a limit was reached).
 */
export function createRecipientMailLimit(db: Db, now: () => Date) {
  const brakes = [
    createAddressBrake(db, now, 'mail-hour', RECIPIENT_MAIL_LIMITS.perHour),
    createAddressBrake(db, now, 'mail-day', RECIPIENT_MAIL_LIMITS.perDay),
  ];
  return {
    async allows(email: string): Promise<boolean> {
      for (const brake of brakes) if (await brake.isLocked(email)) return false;
      for (const brake of brakes) await brake.record(email);
      return true;
    },
  };
}
