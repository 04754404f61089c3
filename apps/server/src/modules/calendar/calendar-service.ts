import {
  addDays,
  CALENDAR_FEED_PATH,
  type CalendarFeedStatus,
  type IssuedCalendarFeed,
  localDateOf,
} from '@mijote/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { plannedDays, toPlannedMeal } from '../planning';
import { renderCalendarFeed } from './calendar-ics';
import {
  deleteCalendarFeed,
  findCalendarFeed,
  findHouseholdByFeedToken,
  insertCalendarFeed,
  replaceCalendarFeedToken,
} from './calendar-repo';

/** How far back the feed reaches: a month of past meals, then everything planned ahead. */
export const FEED_PAST_DAYS = 30;

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

export async function getCalendarFeedStatus(ctx: Ctx, caller: Caller): Promise<CalendarFeedStatus> {
  return failsAs('CALENDAR_FEED_LOAD_FAILED', async () => {
    const feed = await findCalendarFeed(ctx.db, caller.householdId);
    return { isActive: feed !== undefined, issuedAt: feed?.issuedAt.toISOString() ?? null };
  });
}

/** « Activer le calendrier »: refused when a member already did, so that no address dies unseen. */
export async function activateCalendarFeed(ctx: Ctx, caller: Caller): Promise<IssuedCalendarFeed> {
  const token = newSecretToken();
  const row = await failsAs('CALENDAR_FEED_CHANGE_FAILED', () =>
    insertCalendarFeed(ctx.db, caller.householdId, issued(ctx, caller, token)),
  );
  if (!row) throw new AppError('CALENDAR_FEED_EXISTS');
  return { url: feedUrl(ctx, token), issuedAt: row.issuedAt.toISOString() };
}

/** « Changer l’adresse »: the old address answers 404 from this moment. */
export async function rotateCalendarFeed(ctx: Ctx, caller: Caller): Promise<IssuedCalendarFeed> {
  const token = newSecretToken();
  const row = await failsAs('CALENDAR_FEED_CHANGE_FAILED', () =>
    replaceCalendarFeedToken(ctx.db, caller.householdId, issued(ctx, caller, token)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { url: feedUrl(ctx, token), issuedAt: row.issuedAt.toISOString() };
}

/** « Désactiver »: idempotent, the address is gone either way. */
export async function deactivateCalendarFeed(ctx: Ctx, caller: Caller): Promise<void> {
  await failsAs('CALENDAR_FEED_CHANGE_FAILED', () =>
    deleteCalendarFeed(ctx.db, caller.householdId),
  );
}

/**
 * The feed a token opens, or 404 NOT_FOUND for any other token (unknown, replaced, malformed):
 * one indexed lookup of its hash in every case, so the answer says nothing more.
 */
export async function readCalendarFeed(ctx: Ctx, token: string): Promise<string> {
  const householdId = await findHouseholdByFeedToken(ctx.db, hashSecretToken(token));
  if (!householdId) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  const today = localDateOf(now);
  const rows = await plannedDays(
    ctx.db,
    householdId,
    { from: addDays(today, -FEED_PAST_DAYS) },
    today,
  );
  return renderCalendarFeed(rows.map(toPlannedMeal), { appUrl: ctx.config.publicUrl, now });
}

function issued(ctx: Ctx, caller: Caller, token: string) {
  return { tokenHash: hashSecretToken(token), issuedBy: caller.id, issuedAt: ctx.now() };
}

function feedUrl(ctx: Ctx, token: string): string {
  return `${ctx.config.publicUrl}${CALENDAR_FEED_PATH}/${token}.ics`;
}
