import { setTimeout as wait } from 'node:timers/promises';
import { ERROR_MESSAGES } from '@mijote/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatActions, chatMessages } from '../src/db/schema';
import { doneReply, listenOnLoopback, openChatStream } from './helpers/chat';
import { type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The reply over real HTTP, paced as in production (the offline assistant writes a few words every
// 12 ms): the pending lock while it streams, a stream cut by the browser, the per-user rate limit.

const RECIPE_QUESTION = 'une recette de gratin dauphinois';

describe('chat replies streamed over HTTP', () => {
  let t: TestApp;
  let baseUrl: string;
  let lea: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_RATE_LIMIT_MAX: '1000' }, { sleep: (ms) => wait(ms) });
    baseUrl = await listenOnLoopback(t);
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const replyRow = async (id: string) =>
    (await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0];

  it('sends each piece as it is written, not the whole reply at the end', async () => {
    const stream = await openChatStream(baseUrl, lea, RECIPE_QUESTION);
    expect(stream.status).toBe(200);
    const started = performance.now();
    expect((await stream.next())?.type).toBe('start');
    expect((await stream.next())?.type).toBe('token');
    const firstTokenAfter = performance.now() - started;
    const rest = await stream.rest();
    const allAfter = performance.now() - started;
    // A gratin is dozens of pieces 12 ms apart: the first arrives long before the last.
    expect(rest.filter((e) => e.type === 'token').length).toBeGreaterThan(30);
    expect(allAfter - firstTokenAfter).toBeGreaterThan(300);
    expect(doneReply(rest).status).toBe('complete');
  });

  it('holds one reply in flight per user: a second message meanwhile is refused with 409', async () => {
    const first = await openChatStream(baseUrl, lea, RECIPE_QUESTION);
    await first.next(); // start: the reply is being written
    const second = await openChatStream(baseUrl, lea, 'Et un dessert ?');
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({
      code: 'CHAT_REPLY_PENDING',
      message: ERROR_MESSAGES.CHAT_REPLY_PENDING,
    });
    // Someone else is not held up.
    const other = await openChatStream(baseUrl, marc, 'bonjour');
    expect(other.status).toBe(200);
    await other.rest();
    // Once the first reply is done, the next message goes through.
    expect(doneReply(await first.rest()).status).toBe('complete');
    const third = await openChatStream(baseUrl, lea, 'Et un dessert ?');
    expect(third.status).toBe(200);
    await third.rest();
    const questions = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, lea.id), eq(chatMessages.content, 'Et un dessert ?')));
    expect(questions).toHaveLength(1);
  });

  it('keeps a reply cut by the browser, marked incomplete, with what was written', async () => {
    const stream = await openChatStream(baseUrl, lea, RECIPE_QUESTION);
    const start = await stream.next();
    if (start?.type !== 'start') throw new Error('no start');
    let received = '';
    for (let i = 0; i < 5; i++) {
      const event = await stream.next();
      if (event?.type === 'token') received += event.text;
    }
    stream.cut();
    await expect.poll(async () => (await replyRow(start.replyId))?.status).toBe('incomplete');
    const row = await replyRow(start.replyId);
    expect(row?.content.startsWith(received)).toBe(true);
    expect(row?.content.length).toBeGreaterThanOrEqual(received.length);
    // Cut well before its end: the whole recipe is far longer.
    expect(row?.content).not.toContain('## Instructions');
    // A cut reply proposes nothing, and the history shows it as interrupted.
    expect(
      await t.database.db
        .select()
        .from(chatActions)
        .where(eq(chatActions.messageId, start.replyId)),
    ).toEqual([]);
    const history = (await callApi(t, lea).get('/api/chat/messages')).json();
    expect(history.messages.at(-1)).toMatchObject({ id: start.replyId, status: 'incomplete' });
    // The lock is released: the user can ask again at once.
    const again = await openChatStream(baseUrl, lea, 'bonjour');
    expect(again.status).toBe(200);
    expect(doneReply(await again.rest()).status).toBe('complete');
  });

  it('a reset while a reply streams deletes it and releases the lock', async () => {
    const stream = await openChatStream(baseUrl, marc, RECIPE_QUESTION);
    const start = await stream.next();
    if (start?.type !== 'start') throw new Error('no start');
    expect((await callApi(t, marc).delete('/api/chat/messages')).statusCode).toBe(204);
    const events = await stream.rest();
    expect(events.at(-1)).toMatchObject({ type: 'error', reply: null });
    expect(await replyRow(start.replyId)).toBeUndefined();
    expect((await callApi(t, marc).get('/api/chat/messages')).json().messages).toEqual([]);
  });
});

describe('chat rate limit', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_RATE_LIMIT_MAX: '3' });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts per user, from any address, with a French 429', async () => {
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const { response } = await askChatFrom(t, lea, address);
      expect(response.statusCode).toBe(200);
    }
    const before = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, lea.id));
    const refused = (await askChatFrom(t, lea, '10.0.0.4')).response;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'CHAT_RATE_LIMITED',
      message:
        'Vous avez envoyé beaucoup de messages en peu de temps. Patientez une minute avant d’écrire à nouveau.',
    });
    const after = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, lea.id));
    expect(after).toHaveLength(before.length);
    // Marc, from Léa's own address, still has his own allowance; reading is not limited.
    expect((await askChatFrom(t, marc, '10.0.0.1')).response.statusCode).toBe(200);
    expect((await callApi(t, lea).get('/api/chat/messages')).statusCode).toBe(200);
  });
});

async function askChatFrom(t: TestApp, user: Member, remoteAddress: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    remoteAddress,
    headers: { origin: 'http://localhost:3000', cookie: user.cookie },
    payload: { content: 'bonjour' },
  });
  return { response };
}
