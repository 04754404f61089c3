import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeclaredRoutes } from '../src/lib/route-table';
import { askChat, doneReply } from './helpers/chat';
import { aRecipe, expectNotFound, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// Every dashboard route that takes an id, called by a member of another household with an id of
// Léa's: 404, and Léa still sees her row as it was. A new route with an id fails the first test
// until it is added to the table below.

type Probe = {
  /** Creates Léa's row and answers the URL that names it. */
  seed(t: TestApp, lea: Member): Promise<string>;
  /** Léa's view of the row afterwards: it must not have changed. */
  read(t: TestApp, lea: Member): Promise<unknown>;
  body?: unknown;
};

async function created(response: { statusCode: number; json(): { id: string } }) {
  expect(response.statusCode).toBeLessThan(300);
  return response.json().id;
}
const meals = async (t: TestApp, lea: Member) =>
  (await callApi(t, lea).get('/api/planning/meals')).json();
const shopping = async (t: TestApp, lea: Member) =>
  (await callApi(t, lea).get('/api/shopping/items')).json().items;
const fridge = async (t: TestApp, lea: Member) =>
  (await callApi(t, lea).get('/api/fridge/items')).json();
const favorites = async (t: TestApp, lea: Member) =>
  (await callApi(t, lea).get('/api/favorites')).json();

const chatActionsOf = async (t: TestApp, lea: Member) =>
  (await callApi(t, lea).get('/api/chat/messages')).json().messages;

const PROBES: Record<string, Probe> = {
  'POST /api/chat/actions/:actionId/confirm': {
    seed: async (t, lea) => {
      const { events } = await askChat(t, lea, 'planifie mes dîners de la semaine');
      const action = doneReply(events).actions[0];
      if (!action) throw new Error('no action proposed');
      return `/api/chat/actions/${action.id}/confirm`;
    },
    // Léa's conversation (the action still proposed) and her household's planning.
    read: async (t, lea) => [await chatActionsOf(t, lea), await meals(t, lea)],
  },
  'DELETE /api/planning/meals/:mealId': {
    seed: async (t, lea) =>
      `/api/planning/meals/${await created(
        await callApi(t, lea).post('/api/planning/meals', {
          recipeTitle: 'Rösti',
          date: '2026-05-01',
          time: '19:00',
        }),
      )}`,
    read: meals,
  },
  'PATCH /api/shopping/items/:itemId': {
    seed: async (t, lea) =>
      `/api/shopping/items/${await created(await callApi(t, lea).post('/api/shopping/items', { name: 'Lait' }))}`,
    read: shopping,
    body: { checked: true },
  },
  'DELETE /api/shopping/items/:itemId': {
    seed: async (t, lea) =>
      `/api/shopping/items/${await created(await callApi(t, lea).post('/api/shopping/items', { name: 'Pain' }))}`,
    read: shopping,
  },
  'DELETE /api/fridge/items/:itemId': {
    seed: async (t, lea) =>
      `/api/fridge/items/${await created(await callApi(t, lea).post('/api/fridge/items', { name: 'Œufs' }))}`,
    read: fridge,
  },
  'DELETE /api/favorites/:favoriteId': {
    seed: async (t, lea) =>
      `/api/favorites/${await created(await callApi(t, lea).post('/api/favorites', { recipe: aRecipe() }))}`,
    read: favorites,
  },
  'DELETE /api/favorites/by-recipe/:recipeId': {
    seed: async (t, lea) => {
      const recipe = aRecipe({ id: 'recette-de-lea' });
      await created(await callApi(t, lea).post('/api/favorites', { recipe }));
      return `/api/favorites/by-recipe/${recipe.id}`;
    },
    read: favorites,
  },
};

describe('another household’s ids', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('every subscriber route that changes a row by id is probed below', () => {
    const routes = listDeclaredRoutes(t.app)
      .filter((r) => r.access === 'subscriber' && r.hasParams && r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(routes).toEqual(Object.keys(PROBES).sort());
  });

  it.each(Object.keys(PROBES))('%s → 404 and nothing changes', async (route) => {
    const probe = PROBES[route]!;
    const method = route.split(' ')[0] as 'POST' | 'PATCH' | 'DELETE';
    const url = await probe.seed(t, lea);
    const before = await probe.read(t, lea);
    const intruder = callApi(t, marc);
    expectNotFound(
      method === 'POST'
        ? await intruder.post(url, probe.body)
        : method === 'PATCH'
          ? await intruder.patch(url, probe.body)
          : await intruder.delete(url),
    );
    expect(await probe.read(t, lea)).toEqual(before);
  });
});
