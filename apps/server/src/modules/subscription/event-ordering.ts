import type { SubscriptionStatus } from '@mijote/contracts';

/**
 * Which provider changes may still alter a stored subscription (the event-ordering rule).
 *
 * Webhooks arrive late, twice or out of order. Each stored row keeps in `updated_at` the moment
 * its state was true at the provider (`asOf`: the event's `created`, or the time of a
 * server-side retrieval), not the moment we wrote it. A change is stale, and ignored, when:
 *   1. the row is already in a terminal state (canceled, incomplete_expired): Stripe never revives
 *      a subscription from there — a new subscription is a new id and a new row — so nothing may
 *      resurrect it, whatever the timestamps say;
 *   2. otherwise, when the change is older than the row's state. A terminal change (deletion) is
 *      applied whatever its age: it is the last word on that subscription.
 * Equal times are applied: Stripe's timestamps are whole seconds, so two events of one second
 * cannot be ordered, and the later delivery wins.
 */
export const TERMINAL_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  'canceled',
  'incomplete_expired',
]);

export function isStaleChange(
  current: { status: string; updatedAt: Date },
  next: { status: SubscriptionStatus | null; asOf: Date },
): boolean {
  if (TERMINAL_STATUSES.has(current.status as SubscriptionStatus)) return true;
  if (next.status !== null && TERMINAL_STATUSES.has(next.status)) return false;
  return next.asOf.getTime() < current.updatedAt.getTime();
}
