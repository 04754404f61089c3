import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';

/**
 * The per-account brake on password guessing (OWASP ASVS 2.2.1): after `maxFailures`
 * wrong passwords for one address within `windowMs`, sign-in with that address is refused for
 * `lockMs`, whatever the client's address (rate limits count per client, so a botnet would
 * walk past them). A successful sign-in or a password reset clears the count. The price: anyone
 * can pause sign-in for an address for 15 minutes; the reset link still works meanwhile.
 */
export const SIGN_IN_BRAKE = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export type SignInBrake = ReturnType<typeof createSignInBrake>;

export function createSignInBrake(db: Db, now: () => Date) {
  const keyOf = (email: string) => email.trim().toLowerCase();
  const t = signInFailures;

  return {
    async isLocked(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: t.email })
        .from(t)
        .where(and(eq(t.email, keyOf(email)), gt(t.lockedUntil, now())))
        .limit(1);
      return row !== undefined;
    },

    /** One more failure; the 5th within the window locks the address. One statement: shared. */
    async recordFailure(email: string): Promise<void> {
      const at = now();
      const windowStart = new Date(at.getTime() - SIGN_IN_BRAKE.windowMs);
      const lockedUntil = new Date(at.getTime() + SIGN_IN_BRAKE.lockMs);
      const isWindowOver = sql`${t.windowStartedAt} <= ${windowStart}`;
      await db
        .insert(t)
        .values({ email: keyOf(email), failures: 1, windowStartedAt: at, lockedUntil: null })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            failures: sql`case when ${isWindowOver} then 1 else ${t.failures} + 1 end`,
            windowStartedAt: sql`case when ${isWindowOver} then ${at} else ${t.windowStartedAt} end`,
            lockedUntil: sql`case when not (${isWindowOver}) and ${t.failures} + 1 >= ${SIGN_IN_BRAKE.maxFailures} then ${lockedUntil} else ${t.lockedUntil} end`,
          },
        });
      // Forget addresses whose window and lock are both over: the table stays small.
      await db
        .delete(t)
        .where(
          and(
            lte(t.windowStartedAt, windowStart),
            or(isNull(t.lockedUntil), lt(t.lockedUntil, at)),
          ),
        );
    },

    async clear(email: string): Promise<void> {
      await db.delete(t).where(eq(t.email, keyOf(email)));
    },
  };
}
