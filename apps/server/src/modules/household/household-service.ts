import {
  type CreatedInvitation,
  type Household,
  type HouseholdMember,
  type HouseholdRole,
  INVITATION_PATH,
  INVITATION_VALID_DAYS,
  type PendingInvitation,
} from '@mijote/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { invitationMail } from '../../providers/mail';
import {
  findHousehold,
  type InvitationRow,
  insertInvitation,
  listMembers,
  listPendingInvitations,
  type MemberRow,
  revokeInvitation,
} from './household-repo';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { createOwnHousehold, deleteMembership, lockMembers, makeOwner } from './membership-repo';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'logger' | 'now'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** « Mon foyer »: the caller's household, its members and its pending invitations. */
export async function getHousehold(ctx: Ctx, caller: Caller): Promise<Household> {
  return failsAs('HOUSEHOLD_LOAD_FAILED', async () => {
    const [household, members, invitations] = await Promise.all([
      findHousehold(ctx.db, caller.householdId),
      listMembers(ctx.db, caller.householdId),
      listPendingInvitations(ctx.db, caller.householdId, ctx.now()),
    ]);
    if (!household) throw new AppError('NOT_FOUND');
    return {
      id: household.id,
      name: household.name,
      isOwner: members.some((m) => m.userId === caller.id && m.role === 'owner'),
      members: members.map((m) => toMember(m, caller.id)),
      invitations: invitations.map((row) => toInvitation(row.invitation, row.invitedBy)),
    };
  });
}

/**
 * « Inviter un membre »: any member may invite. The link is answered once (only its hash is kept)
 * and mailed when an address is given; a mail that fails still leaves the link to copy.
 */
export async function createInvitation(
  ctx: Ctx,
  caller: Caller,
  email: string | undefined,
  origin: string,
): Promise<CreatedInvitation> {
  const token = newInvitationToken();
  const now = ctx.now();
  const { row, inviter, householdName } = await failsAs('INVITATION_CREATE_FAILED', async () => {
    const [household, members] = await Promise.all([
      findHousehold(ctx.db, caller.householdId),
      listMembers(ctx.db, caller.householdId),
    ]);
    const row = await insertInvitation(ctx.db, caller.householdId, {
      invitedBy: caller.id,
      email: email ?? null,
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      createdAt: now,
    });
    const inviter = members.find((m) => m.userId === caller.id)?.firstName ?? '';
    return { row, inviter, householdName: household?.name ?? '' };
  });
  const link = `${origin}${INVITATION_PATH}/${token}`;
  let emailSent = false;
  if (email) {
    try {
      await ctx.mailer.send(
        invitationMail(
          email,
          { inviterFirstName: inviter, householdName, validDays: INVITATION_VALID_DAYS },
          link,
        ),
      );
      emailSent = true;
    } catch (error) {
      ctx.logger.warn({ err: error }, 'invitation mail not sent; the link is shown to copy');
    }
  }
  return { invitation: toInvitation(row, inviter), link, emailSent };
}

/** Any member may revoke a pending invitation of their household; another's is not found. */
export async function cancelInvitation(
  ctx: Ctx,
  caller: Caller,
  invitationId: string,
): Promise<void> {
  const revoked = await revokeInvitation(ctx.db, caller.householdId, invitationId, ctx.now());
  if (!revoked) throw new AppError('NOT_FOUND');
}

/**
 * The owner removes a member: the member gets a household of their own (empty) and, since the
 * session resolves the household on every request, loses this one's data at their next call.
 */
export async function removeMember(ctx: Ctx, caller: Caller, userId: string): Promise<void> {
  await failsAs('MEMBER_REMOVE_FAILED', () =>
    ctx.db.transaction(async (tx) => {
      const members = await lockMembers(tx, caller.householdId);
      const me = members.find((m) => m.userId === caller.id);
      if (me?.role !== 'owner') throw new AppError('NOT_HOUSEHOLD_OWNER');
      if (userId === caller.id) throw new AppError('CANNOT_REMOVE_SELF');
      if (!members.some((m) => m.userId === userId)) throw new AppError('NOT_FOUND');
      await deleteMembership(tx, caller.householdId, userId);
      await createOwnHousehold(tx, userId);
    }),
  );
}

/**
 * « Quitter le foyer »: the household keeps its rows; the one leaving starts a household of their
 * own. An owner leaving hands the household to its longest-standing member.
 */
export async function leaveHousehold(ctx: Ctx, caller: Caller): Promise<void> {
  await failsAs('HOUSEHOLD_LEAVE_FAILED', () =>
    ctx.db.transaction(async (tx) => {
      const members = await lockMembers(tx, caller.householdId);
      const me = members.find((m) => m.userId === caller.id);
      if (!me) throw new AppError('NOT_FOUND');
      const others = members.filter((m) => m.userId !== caller.id);
      const [successor] = others;
      if (!successor) throw new AppError('HOUSEHOLD_ALONE');
      await deleteMembership(tx, caller.householdId, caller.id);
      if (me.role === 'owner' && !others.some((m) => m.role === 'owner')) {
        await makeOwner(tx, caller.householdId, successor.userId);
      }
      await createOwnHousehold(tx, caller.id);
    }),
  );
}

function toMember(row: MemberRow, callerId: string): HouseholdMember {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as HouseholdRole,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === callerId,
    restrictions: (row.restrictions ?? []).filter((r) => r !== 'none'),
    avoidedFoods: row.avoidedFoods ?? [],
  };
}

function toInvitation(row: InvitationRow, invitedBy: string | null): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
