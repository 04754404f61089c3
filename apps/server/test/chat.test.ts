import { ERROR_MESSAGES } from '@mijote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatActions, chatMessages, plannedMeals, shoppingItems } from '../src/db/schema';
import { askChat, doneReply } from './helpers/chat';
import {
  countRows,
  expectInvalid,
  expectNotFound,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// « Assistant Chef » with the offline assistant: the question saved, the reply streamed
// and saved, the household's data read with the caller's rights, actions written only on a tap.

describe('chat with the offline assistant', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
    // Léa's household is vegetarian and avoids coriandre (signUpSubscriber); Marc's has no rule.
    const free = await callApi(t, marc).patch('/api/preferences', {
      restrictions: ['none'],
      avoidedFoods: [],
    });
    expect(free.statusCode, free.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const messagesOf = async (user: Member) =>
    t.database.db.select().from(chatMessages).where(eq(chatMessages.userId, user.id));

  it('answers 401 without a session and 402 without a subscription, writing nothing', async () => {
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    for (const user of [undefined, visitor]) {
      const api = callApi(t, user);
      const status = user ? 402 : 401;
      expect((await api.get('/api/chat/messages')).statusCode).toBe(status);
      expect((await api.post('/api/chat/messages', { content: 'Bonjour' })).statusCode).toBe(
        status,
      );
      expect((await api.delete('/api/chat/messages')).statusCode).toBe(status);
    }
    expect(await countRows(t, chatMessages)).toBe(0);
  });

  it('starts empty, in offline mode when no model is configured', async () => {
    const response = await callApi(t, lea).get('/api/chat/messages');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'offline', messages: [] });
  });

  it('streams the reply as events, token by token, and saves the question and the reply', async () => {
    const { response, events } = await askChat(t, lea, 'Combien de temps pour des œufs mollets ?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const [start, ...rest] = events;
    expect(start).toMatchObject({
      type: 'start',
      mode: 'offline',
      question: { role: 'user', content: 'Combien de temps pour des œufs mollets ?' },
    });
    const tokens = rest.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    const reply = doneReply(events);
    expect(events.at(-1)?.type).toBe('done');
    expect(tokens.map((e) => (e.type === 'token' ? e.text : '')).join('')).toBe(reply.content);
    expect(reply).toMatchObject({ role: 'assistant', status: 'complete', mode: 'offline' });
    expect(reply.content).toMatch(/mollet/i);
    expect(reply.content).toMatch(/\d+ min/);
    if (start?.type !== 'start') throw new Error('no start');
    expect(reply.id).toBe(start.replyId);

    const history = (await callApi(t, lea).get('/api/chat/messages')).json();
    expect(history.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(history.messages[0]).toEqual(start.question);
    expect(history.messages[1]).toEqual(reply);
  });

  it.each([
    ['an empty message', '', 'validation.chatMessageRequired'],
    ['a message of spaces', '   \n ', 'validation.chatMessageRequired'],
    ['a message past 2000 characters', 'é'.repeat(2001), 'validation.tooLong'],
  ])('refuses %s with a French 422 and saves nothing', async (_label, content, key) => {
    const before = await countRows(t, chatMessages);
    expectInvalid(await callApi(t, lea).post('/api/chat/messages', { content }), 'content', key);
    expect(await countRows(t, chatMessages)).toBe(before);
  });

  it('cooks for the household’s rules: no quiche lorraine for a vegetarian household', async () => {
    const refused = doneReply((await askChat(t, lea, 'une recette de quiche lorraine')).events);
    // French spacing is set on the whole reply; read it with plain spaces.
    expect(refused.content.replace(/\u00a0/g, ' ')).toContain(
      '« Quiche lorraine » ne respecte pas vos règles : « Lardon » contient du porc',
    );
    expect(refused.content).not.toMatch(/^# Quiche lorraine$/m);
    // Any quiche: the catalogue's vegetarian one (decision 034), never the lorraine.
    const quiche = doneReply((await askChat(t, lea, 'une recette de quiche')).events);
    expect(quiche.content).toMatch(/^# Quiche aux champignons et aux oignons$/m);
    const reply = doneReply((await askChat(t, lea, 'un plat vegetarien rapide')).events);
    expect(reply.content).toMatch(/^# /);
    expect(reply.content).toContain('## Ingrédients');
    expect(reply.content).toContain('## Instructions');
    expect(reply.warnings).toEqual([]);
    const free = doneReply((await askChat(t, marc, 'une recette de quiche')).events);
    expect(free.content).toMatch(/^# Quiche lorraine$/m);
  });

  it('reads the caller’s fridge, never another household’s', async () => {
    await callApi(t, lea).post('/api/fridge/items', { name: 'Courgettes', quantity: 3 });
    await callApi(t, marc).post('/api/fridge/items', { name: 'Poireaux', quantity: 4 });
    const leaReply = doneReply((await askChat(t, lea, 'que faire avec mon frigo ?')).events);
    expect(leaReply.content).toMatch(/courgette/i);
    expect(leaReply.content).not.toMatch(/poireau/i);
    const marcReply = doneReply((await askChat(t, marc, 'que faire avec mon frigo')).events);
    expect(marcReply.content).toMatch(/poireau/i);
    expect(marcReply.content).not.toMatch(/courgette/i);
  });

  it('proposes adding a recipe to the list and writes nothing until the user confirms', async () => {
    const listBefore = await countRows(t, shoppingItems);
    const reply = doneReply((await askChat(t, marc, 'une recette de quiche lorraine')).events);
    const [action] = reply.actions;
    expect(action).toMatchObject({
      kind: 'add-to-shopping-list',
      label: 'Ajouter ces ingrédients à la liste',
      status: 'proposed',
      doneAt: null,
      recipeTitle: 'Quiche lorraine',
    });
    expect(await countRows(t, shoppingItems)).toBe(listBefore);
    expect((await callApi(t, marc).get('/api/shopping/items')).json().items).toEqual([]);

    const confirmed = await callApi(t, marc).post(`/api/chat/actions/${action?.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = confirmed.json();
    expect(result).toMatchObject({ wrote: true, action: { id: action?.id, status: 'done' } });
    const items = (await callApi(t, marc).get('/api/shopping/items')).json().items;
    expect(items.map((i: { id: string }) => i.id).sort()).toEqual(
      [...result.shoppingItemIds].sort(),
    );
    expect(items.length).toBe(action?.kind === 'add-to-shopping-list' ? action.lines.length : -1);
    expect(items.every((i: { recipeTitle: string }) => i.recipeTitle === 'Quiche lorraine')).toBe(
      true,
    );
    expect(items.map((i: { name: string }) => i.name)).toContain('Lardons');
    expect(items.every((i: { authorId: string }) => i.authorId === marc.id)).toBe(true);
    // Léa's household got nothing.
    expect((await callApi(t, lea).get('/api/shopping/items')).json().items).toEqual([]);

    // The history shows it done, after a reload.
    const history = (await callApi(t, marc).get('/api/chat/messages')).json();
    const saved = history.messages.find((m: { id: string }) => m.id === reply.id);
    expect(saved.actions[0]).toMatchObject({ status: 'done', doneAt: result.action.doneAt });
  });

  it('writes a confirmed action exactly once, even on a double tap', async () => {
    const reply = doneReply((await askChat(t, marc, 'une recette de fondue')).events);
    const action = reply.actions[0];
    if (!action) throw new Error('no action proposed');
    const before = await countRows(t, shoppingItems);
    const url = `/api/chat/actions/${action.id}/confirm`;
    const [first, second] = await Promise.all([
      callApi(t, marc).post(url),
      callApi(t, marc).post(url),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().wrote, second.json().wrote].sort()).toEqual([false, true]);
    const third = await callApi(t, marc).post(url);
    expect(third.json()).toMatchObject({ wrote: false, shoppingItemIds: [], plannedMealIds: [] });
    const written = first.json().wrote ? first.json() : second.json();
    expect(await countRows(t, shoppingItems)).toBe(before + written.shoppingItemIds.length);
  });

  it('refuses, with the spec’s text, to add a recipe whose lines are on the list already', async () => {
    await callApi(t, marc).delete('/api/chat/messages');
    const first = doneReply((await askChat(t, marc, 'une recette de raclette')).events).actions[0];
    if (first?.kind !== 'add-to-shopping-list') throw new Error('no list proposal');
    const added = (await callApi(t, marc).post(`/api/chat/actions/${first.id}/confirm`)).json();
    // A line checked in the shop stays on the list (its recipe is not complete): the assistant
    // proposes it again, and the list refuses the recipe a second time.
    const checked = await callApi(t, marc).patch(
      `/api/shopping/items/${added.shoppingItemIds[0]}`,
      {
        checked: true,
      },
    );
    expect(checked.statusCode).toBe(200);
    const again = doneReply((await askChat(t, marc, 'une recette de raclette')).events).actions[0];
    if (again?.kind !== 'add-to-shopping-list') throw new Error('no second proposal');
    const before = await countRows(t, shoppingItems);
    const refused = await callApi(t, marc).post(`/api/chat/actions/${again.id}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SHOPPING_ALREADY_ADDED',
      message: 'Ces articles sont déjà dans votre liste de courses',
    });
    expect(await countRows(t, shoppingItems)).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(chatActions)
      .where(eq(chatActions.id, again.id));
    expect(row?.confirmedAt).toBeNull();
  });

  it('answers 404 to anyone else’s action, household member included, and writes nothing', async () => {
    const reply = doneReply((await askChat(t, lea, 'planifie mes dîners de la semaine')).events);
    const action = reply.actions[0];
    expect(action?.kind).toBe('plan-meals');
    const url = `/api/chat/actions/${action?.id}/confirm`;
    const zoe = await joinHousehold(
      t,
      await signUpSubscriber(t, 'zoe@example.ch'),
      lea.householdId,
    );
    const meals = await countRows(t, plannedMeals);
    expectNotFound(await callApi(t, marc).post(url));
    expectNotFound(await callApi(t, zoe).post(url));
    expectNotFound(
      await callApi(t, lea).post('/api/chat/actions/3f1d2c4b-5a69-4b7c-8d9e-0f1a2b3c4d5e/confirm'),
    );
    expect(await countRows(t, plannedMeals)).toBe(meals);
    const [row] = await t.database.db
      .select()
      .from(chatActions)
      .where(eq(chatActions.id, action?.id ?? ''));
    expect(row?.confirmedAt).toBeNull();
    expectInvalid(
      await callApi(t, lea).post('/api/chat/actions/42/confirm'),
      'actionId',
      'validation.invalid',
    );
  });

  it('plans the week’s dinners on confirmation, in the caller’s household, with each recipe', async () => {
    const reply = doneReply(
      (await askChat(t, lea, 'planifie mes diners de la semaine stp')).events,
    );
    const action = reply.actions.find((a) => a.kind === 'plan-meals');
    if (action?.kind !== 'plan-meals') throw new Error('no plan proposed');
    expect(action.meals).toHaveLength(7);
    const before = (await callApi(t, lea).get('/api/planning/meals')).json().meals.length;
    const result = (await callApi(t, lea).post(`/api/chat/actions/${action.id}/confirm`)).json();
    expect(result.plannedMealIds).toHaveLength(7);
    const meals = (await callApi(t, lea).get('/api/planning/meals')).json().meals;
    expect(meals).toHaveLength(before + 7);
    const planned = meals.filter((m: { id: string }) => result.plannedMealIds.includes(m.id));
    expect(planned.map((m: { recipeTitle: string }) => m.recipeTitle).sort()).toEqual(
      action.meals.map((m) => m.recipeTitle).sort(),
    );
    for (const meal of planned) {
      expect(meal.time).toBe('19:00');
      expect(meal.recipe?.title).toBe(meal.recipeTitle);
      expect(meal.recipe?.ingredients.length).toBeGreaterThan(1);
    }
    expect((await callApi(t, marc).get('/api/planning/meals')).json().meals).toEqual([]);
  });

  it('knows « ce plat » from the conversation: plans the dish it just proposed', async () => {
    const dish = doneReply((await askChat(t, marc, 'une recette de risotto')).events);
    const title = /^# (.+)$/m.exec(dish.content)?.[1];
    expect(title).toBeTruthy();
    const plan = doneReply((await askChat(t, marc, 'planifie ce plat mardi soir')).events);
    const action = plan.actions[0];
    expect(action?.kind).toBe('plan-meals');
    if (action?.kind !== 'plan-meals') return;
    expect(action.meals[0]?.recipeTitle).toBe(title);
  });

  it('resets only the caller’s conversation, actions included', async () => {
    const leaBefore = (await messagesOf(lea)).length;
    const marcBefore = (await messagesOf(marc)).length;
    expect(leaBefore).toBeGreaterThan(0);
    expect(marcBefore).toBeGreaterThan(0);
    const response = await callApi(t, marc).delete('/api/chat/messages');
    expect(response.statusCode).toBe(204);
    expect((await callApi(t, marc).get('/api/chat/messages')).json().messages).toEqual([]);
    expect((await messagesOf(lea)).length).toBe(leaBefore);
    const marcActions = await t.database.db
      .select()
      .from(chatActions)
      .where(eq(chatActions.userId, marc.id));
    expect(marcActions).toEqual([]);
    // The list items confirmed before the reset stay: they belong to the household now.
    expect((await callApi(t, marc).get('/api/shopping/items')).json().items.length).toBeGreaterThan(
      0,
    );
  });

  it('answers honestly what it cannot, with what it can help with', async () => {
    const reply = doneReply((await askChat(t, lea, 'quelle est la capitale du Pérou ?')).events);
    expect(reply.content).toMatch(/hors ligne/);
    expect(reply.content).toMatch(/une recette/);
    expect(reply.actions).toEqual([]);
  });

  it('releases the lock of a reply left streaming by a server that stopped', async () => {
    const long = new Date(Date.now() - 10 * 60 * 1000);
    const [stuck] = await t.database.db
      .insert(chatMessages)
      .values({
        userId: lea.id,
        role: 'assistant',
        content: 'Voici une recette de gra',
        status: 'streaming',
        mode: 'offline',
        createdAt: long,
        updatedAt: long,
      })
      .returning();
    const { response, events } = await askChat(t, lea, 'bonjour');
    expect(response.statusCode).toBe(200);
    expect(doneReply(events).status).toBe('complete');
    const [row] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, stuck?.id ?? ''));
    expect(row).toMatchObject({ status: 'incomplete', content: 'Voici une recette de gra' });
  });

  it('refuses while a reply of the same user is streaming (409), and saves nothing', async () => {
    const now = new Date();
    await t.database.db.insert(chatMessages).values({
      userId: lea.id,
      role: 'assistant',
      content: '',
      status: 'streaming',
      mode: 'offline',
      createdAt: now,
      updatedAt: now,
    });
    const before = await countRows(t, chatMessages);
    const response = await callApi(t, lea).post('/api/chat/messages', {
      content: 'Et un dessert ?',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CHAT_REPLY_PENDING',
      message: ERROR_MESSAGES.CHAT_REPLY_PENDING,
    });
    expect(await countRows(t, chatMessages)).toBe(before);
    // Another user is not held up by it.
    expect((await askChat(t, marc, 'bonjour')).response.statusCode).toBe(200);
    // A reset clears the lock with the rest.
    await callApi(t, lea).delete('/api/chat/messages');
    expect((await askChat(t, lea, 'bonjour')).response.statusCode).toBe(200);
  });
});
