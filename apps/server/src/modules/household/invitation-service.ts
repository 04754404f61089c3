import type { AcceptInvitationInput, InvitationPreview, OwnDataChoice } from '@mijote/contracts';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import {
  countHouseholdRows,
  findHousehold,
  findInvitationByTokenHash,
  type InvitationRow,
  listMembers,
} from './household-repo';
import { hashInvitationToken } from './invitation-token';
import {
  addMember,
  deleteHousehold,
  lockInvitation,
  lockMembers,
  lockMembershipOf,
  markAccepted,
  moveHouseholdRows,
} from './membership-repo';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** Why a link cannot be used, in the order a person would want to hear it. */
function refuseUnusable(invitation: InvitationRow | undefined, now: Date): InvitationRow {
  if (!invitation) throw new AppError('INVITATION_UNKNOWN');
  if (invitation.acceptedAt) throw new AppError('INVITATION_USED');
  if (invitation.revokedAt) throw new AppError('INVITATION_REVOKED');
  if (invitation.expiresAt <= now) throw new AppError('INVITATION_EXPIRED');
  return invitation;
}

/**
 * What the invitation page shows a signed-in person: whose household, who invited them, and what
 * their own household holds (what « fusionner » brings along and « ne pas garder » deletes).
 */
export async function previewInvitation(
  ctx: Ctx,
  caller: Caller,
  token: string,
): Promise<InvitationPreview> {
  const found = await findInvitationByTokenHash(ctx.db, hashInvitationToken(token));
  const invitation = refuseUnusable(found?.invitation, ctx.now());
  if (invitation.householdId === caller.householdId) throw new AppError('ALREADY_MEMBER');
  const [household, members, yours] = await Promise.all([
    findHousehold(ctx.db, invitation.householdId),
    listMembers(ctx.db, invitation.householdId),
    countHouseholdRows(ctx.db, caller.householdId),
  ]);
  return {
    householdName: household?.name ?? '',
    invitedBy: found?.invitedBy ?? null,
    memberNames: members.map((m) => m.firstName),
    expiresAt: invitation.expiresAt.toISOString(),
    yours,
  };
}

/**
 * Joins the household of the link. Only someone alone in their household may join (a family
 * is never split by one member's click); their household's planning, list and fridge are moved
 * over or deleted as they chose, and the household itself goes. All in one transaction: the
 * invitation is locked first, so a link used twice at once is used once.
 */
export async function acceptInvitation(
  ctx: Ctx,
  caller: Caller,
  token: string,
  input: AcceptInvitationInput,
): Promise<void> {
  const now = ctx.now();
  return failsAs('HOUSEHOLD_JOIN_FAILED', () =>
    ctx.db.transaction(async (tx) => {
      const invitation = refuseUnusable(await lockInvitation(tx, hashInvitationToken(token)), now);
      const membership = await lockMembershipOf(tx, caller.id);
      if (!membership) throw new AppError('UNAUTHENTICATED');
      if (membership.householdId === invitation.householdId) throw new AppError('ALREADY_MEMBER');
      const mine = await lockMembers(tx, membership.householdId);
      if (mine.some((m) => m.userId !== caller.id)) throw new AppError('HOUSEHOLD_NOT_ALONE');
      await bringOwnData(tx, input.ownData, membership.householdId, invitation.householdId);
      await deleteHousehold(tx, membership.householdId);
      await addMember(tx, invitation.householdId, caller.id);
      await markAccepted(tx, invitation.id, caller.id, now);
    }),
  );
}

async function bringOwnData(tx: Tx, choice: OwnDataChoice, fromId: string, toId: string) {
  // 'drop': the rows go with the household (foreign keys cascade), as the person chose.
  if (choice === 'merge') await moveHouseholdRows(tx, fromId, toId);
}
