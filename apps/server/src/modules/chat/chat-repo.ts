import type { ChatMode, ChatWarning } from '@mijote/contracts';
import type { AssistantAction } from '@mijote/cuisine';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { chatActions, chatMessages } from '../../db/schema';

// chat_messages and chat_actions are personal: every query carries the caller's user id, so a
// message or an action of someone else is never read, confirmed or deleted (it is not found).

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatActionRow = typeof chatActions.$inferSelect;

/** The conversation, oldest first (spec section 7), from the (user_id, created_at) index. */
export async function listMessages(db: Db, userId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

export async function listActionsOf(
  db: Executor,
  userId: string,
  messageIds: readonly string[],
): Promise<ChatActionRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(chatActions)
    .where(and(eq(chatActions.userId, userId), inArray(chatActions.messageId, [...messageIds])))
    .orderBy(asc(chatActions.messageId), asc(chatActions.position));
}

export type Exchange = { question: ChatMessageRow; reply: ChatMessageRow };

/**
 * Saves the question and opens its reply (status 'streaming'), in one transaction, unless a reply
 * of this user is already streaming: then nothing is written and the answer is undefined. The
 * partial unique index on streaming rows makes this hold across server instances. A reply left
 * streaming since before `staleBefore` (a server that died mid-reply) is marked incomplete first,
 * so a crash never locks a user out.
 */
export async function openExchange(
  db: Db,
  userId: string,
  values: { question: string; mode: ChatMode; at: Date; staleBefore: Date },
): Promise<Exchange | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ status: 'incomplete', updatedAt: values.at })
      .where(
        and(
          eq(chatMessages.userId, userId),
          eq(chatMessages.status, 'streaming'),
          lt(chatMessages.updatedAt, values.staleBefore),
        ),
      );
    // The reply a millisecond after its question: the history's order never depends on ids.
    const replyAt = new Date(values.at.getTime() + 1);
    const [reply] = await tx
      .insert(chatMessages)
      .values({
        userId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        mode: values.mode,
        createdAt: replyAt,
        updatedAt: replyAt,
      })
      .onConflictDoNothing({
        target: chatMessages.userId,
        where: sql`${chatMessages.status} = 'streaming'`,
      })
      .returning();
    if (!reply) return undefined;
    const [question] = await tx
      .insert(chatMessages)
      .values({
        userId,
        role: 'user',
        content: values.question,
        createdAt: values.at,
        updatedAt: values.at,
      })
      .returning();
    if (!question) throw new Error('insert into chat_messages returned no row');
    return { question, reply };
  });
}

export type FinishedReply = {
  content: string;
  status: 'complete' | 'incomplete';
  mode: ChatMode;
  recipeIds: string[];
  warnings: ChatWarning[];
  actions: AssistantAction[];
  at: Date;
};

/**
 * Saves the reply as written and the actions it proposes (written as proposals only). Undefined
 * when the reply is gone: the user reset the conversation while it was being written.
 */
export async function finishReply(
  db: Db,
  userId: string,
  replyId: string,
  values: FinishedReply,
): Promise<{ reply: ChatMessageRow; actions: ChatActionRow[] } | undefined> {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .update(chatMessages)
      .set({
        content: values.content,
        status: values.status,
        mode: values.mode,
        recipeIds: values.recipeIds,
        warnings: values.warnings,
        updatedAt: values.at,
      })
      .where(
        and(
          eq(chatMessages.id, replyId),
          eq(chatMessages.userId, userId),
          eq(chatMessages.status, 'streaming'),
        ),
      )
      .returning();
    if (!reply) return undefined;
    const actions =
      values.actions.length === 0
        ? []
        : await tx
            .insert(chatActions)
            .values(
              values.actions.map((action, position) => ({
                messageId: reply.id,
                userId,
                position,
                kind: action.kind,
                payload: action,
              })),
            )
            .returning();
    return { reply, actions };
  });
}

/** Reset (spec section 7: delete by user_id); the actions go with their messages. */
export async function deleteMessages(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .returning({ id: chatMessages.id });
  return rows.length;
}

/**
 * Marks the action confirmed, inside the transaction that does its writes. Undefined when the
 * user has no such action or it is already confirmed: the row lock makes a second tap (or a
 * second device) wait for the first, then find it done.
 */
export async function claimAction(
  tx: Executor,
  userId: string,
  actionId: string,
  at: Date,
): Promise<ChatActionRow | undefined> {
  const [row] = await tx
    .update(chatActions)
    .set({ confirmedAt: at })
    .where(
      and(
        eq(chatActions.id, actionId),
        eq(chatActions.userId, userId),
        isNull(chatActions.confirmedAt),
      ),
    )
    .returning();
  return row;
}

export async function findAction(
  db: Executor,
  userId: string,
  actionId: string,
): Promise<ChatActionRow | undefined> {
  const [row] = await db
    .select()
    .from(chatActions)
    .where(and(eq(chatActions.id, actionId), eq(chatActions.userId, userId)))
    .limit(1);
  return row;
}
