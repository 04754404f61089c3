import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { deleteAccountRows, listLiveSubscriptionIds } from './account-deletion-repo';

type Ctx = Pick<AppContext, 'db' | 'payments' | 'logger'>;

/**
 * « Supprimer mon compte » (decision 025). The subscription is canceled at the provider first: if
 * that fails, nothing is deleted and the user can try again, rather than lose the account while
 * the card is still charged. Then every row of the user goes in one transaction.
 */
export async function deleteAccount(ctx: Ctx, caller: Caller): Promise<void> {
  try {
    const subscriptionIds = await listLiveSubscriptionIds(ctx.db, caller.id, ctx.payments.name);
    for (const id of subscriptionIds) await ctx.payments.cancelSubscription(id);
    const deletedHouseholds = await deleteAccountRows(ctx.db, caller.id);
    ctx.logger.info(
      { userId: caller.id, canceledSubscriptions: subscriptionIds.length, deletedHouseholds },
      'account deleted',
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ACCOUNT_DELETE_FAILED', { cause: error });
  }
}
