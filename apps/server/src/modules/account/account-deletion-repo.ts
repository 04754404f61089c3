import { and, asc, eq, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  householdMembers,
  households,
  userSubscriptions,
  users,
  verifications,
} from '../../db/schema';
import type { PaymentProviderName } from '../../providers/payments/payment-provider';
import { TERMINAL_STATUSES } from '../subscription';

/** The user's subscriptions at `provider` that could still charge them. */
export async function listLiveSubscriptionIds(
  db: Db,
  userId: string,
  provider: PaymentProviderName,
): Promise<string[]> {
  const rows = await db
    .select({ id: userSubscriptions.providerSubscriptionId })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.provider, provider),
        isNotNull(userSubscriptions.providerSubscriptionId),
        notInArray(userSubscriptions.status, [...TERMINAL_STATUSES]),
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * Deletes the account in one transaction. Every personal row goes with the user (foreign keys
 * cascade); rows the user added to a household that keeps other members stay, their author set
 * to null. A household goes with its last member; a household that loses its owner is handed to
 * its longest-standing member. Returns the households deleted.
 */
export async function deleteAccountRows(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const memberships = await tx
      .select({ householdId: householdMembers.householdId, role: householdMembers.role })
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    const deletedHouseholds: string[] = [];
    for (const { householdId, role } of memberships) {
      const others = await tx
        .select({ userId: householdMembers.userId, role: householdMembers.role })
        .from(householdMembers)
        .where(
          and(eq(householdMembers.householdId, householdId), ne(householdMembers.userId, userId)),
        )
        .orderBy(asc(householdMembers.createdAt), asc(householdMembers.userId))
        .for('update');
      const [successor] = others;
      if (!successor) {
        await tx.delete(households).where(eq(households.id, householdId));
        deletedHouseholds.push(householdId);
      } else if (role === 'owner' && !others.some((member) => member.role === 'owner')) {
        await tx
          .update(householdMembers)
          .set({ role: 'owner' })
          .where(
            and(
              eq(householdMembers.householdId, householdId),
              eq(householdMembers.userId, successor.userId),
            ),
          );
      }
    }
    // Password-reset tokens name the user in their value (better-auth: 'reset-password:<token>').
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return deletedHouseholds;
  });
}
