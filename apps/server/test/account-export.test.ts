import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  chatActions,
  chatMessages,
  householdInvitations,
  inventoryItems,
  notifications,
  plannedMeals,
  sessions,
  shoppingItems,
  userSubscriptions,
} from '../src/db/schema';
import {
  anOwnRecipe,
  aRecipe,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// « Exporter mes données » (decision 025): every row of the user and of their household, one JSON
// download, and nothing secret.

describe('GET /api/account/export', () => {
  let t: TestApp;
  let lea: Member;
  let zoe: Member;
  let marc: Member;
  let suggested: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date('2026-03-11T09:00:00Z') });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    zoe = await joinHousehold(t, await signUpSubscriber(t, 'zoe@example.ch'), lea.householdId);
    marc = await signUpSubscriber(t, 'marc@example.ch');
    const as = (member: Member) => callApi(t, member);
    await as(lea).post('/api/planning/meals', {
      recipeTitle: 'Raclette',
      date: '2026-03-14',
      time: '19:00',
    });
    await as(zoe).post('/api/shopping/items', {
      name: 'Pommes de terre',
      quantity: '2',
      unit: 'kg',
    });
    await as(lea).post('/api/fridge/items', { name: 'Fromage à raclette', quantity: 1 });
    await as(lea).post('/api/favorites', { recipe: aRecipe() });
    await as(zoe).post('/api/favorites', { recipe: aRecipe({ id: 'favori-de-zoe' }) });
    await as(marc).post('/api/shopping/items', { name: 'Secret de Marc' });
    suggested = (await as(lea).post('/api/suggestions', { type: 'plat', fridgeMode: false })).json()
      .recipe.title;
    await as(marc).post('/api/suggestions', { type: 'dessert', fridgeMode: false });
    const [, reply] = await t.database.db
      .insert(chatMessages)
      .values([
        {
          userId: lea.id,
          role: 'user',
          content: 'Une idée pour ce soir ?',
          createdAt: new Date('2026-03-11T08:00:00Z'),
        },
        {
          userId: lea.id,
          role: 'assistant',
          mode: 'offline',
          content: 'Une raclette ?',
          createdAt: new Date('2026-03-11T08:00:05Z'),
        },
        { userId: zoe.id, role: 'user', content: 'Message de Zoé' },
      ])
      .returning();
    await t.database.db.insert(chatActions).values({
      messageId: reply?.id as string,
      userId: lea.id,
      position: 0,
      kind: 'add-to-shopping-list',
      payload: {
        kind: 'add-to-shopping-list',
        label: 'Ajouter ces ingrédients à la liste',
        recipeId: null,
        recipeTitle: 'Raclette',
        servings: 4,
        lines: ['800 g de fromage à raclette'],
      },
      confirmedAt: new Date('2026-03-11T08:01:00Z'),
    });
    expect(
      (await as(lea).post('/api/household/invitations', { email: 'ami@example.ch' })).statusCode,
    ).toBe(201);
    expect((await as(zoe).post('/api/household/invitations', {})).statusCode).toBe(201);
    await t.database.db
      .insert(notifications)
      .values({ userId: lea.id, title: 'Abonnement activé', message: 'Bienvenue !' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session', async () => {
    expect((await callApi(t).get('/api/account/export')).statusCode).toBe(401);
  });

  it('downloads one JSON file with every row of the user and of the household', async () => {
    const response = await callApi(t, lea).get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mijote-donnees-2026-03-11.json"',
    );
    const data = response.json();
    expect(data).toMatchObject({
      format: 'mijote-export/1',
      exportedAt: '2026-03-11T09:00:00.000Z',
      user: { id: lea.id, email: 'lea@example.ch', firstName: 'Léa', lastName: 'Martin' },
      profile: { email: 'lea@example.ch', firstName: 'Léa' },
      preferences: { restrictions: ['vegetarian'] },
      subscriptions: [{ status: 'active', provider: 'demo', plan: 'premium' }],
      notifications: [{ title: 'Abonnement activé', message: 'Bienvenue !' }],
      household: { id: lea.householdId },
      plannedMeals: [{ recipeTitle: 'Raclette', authorId: lea.id }],
      // The household's list, whoever added to it.
      shoppingItems: [{ name: 'Pommes de terre', authorId: zoe.id }],
      fridgeItems: [{ name: 'Fromage à raclette' }],
      favorites: [{ recipe: aRecipe() }],
      chatMessages: [
        { role: 'user', content: 'Une idée pour ce soir ?', actions: [] },
        {
          role: 'assistant',
          mode: 'offline',
          content: 'Une raclette ?',
          // What the assistant proposed, and that the user said yes.
          actions: [
            {
              kind: 'add-to-shopping-list',
              recipeTitle: 'Raclette',
              lines: ['800 g de fromage à raclette'],
              status: 'done',
              doneAt: '2026-03-11T08:01:00.000Z',
            },
          ],
        },
      ],
      // The invitations Léa created (Zoé's is Zoé's).
      invitations: [
        {
          email: 'ami@example.ch',
          createdAt: '2026-03-11T09:00:00.000Z',
          expiresAt: '2026-03-18T09:00:00.000Z',
          acceptedAt: null,
          revokedAt: null,
        },
      ],
    });
    // What was suggested to the household, and nothing suggested to another one.
    expect(data.suggestionHistory).toEqual([
      expect.objectContaining({ recipeTitle: suggested, engine: 'catalogue' }),
    ]);
    expect(data.household.members).toEqual([
      expect.objectContaining({ firstName: 'Léa', role: 'owner', isYou: true }),
      expect.objectContaining({ firstName: 'Léa', role: 'member', isYou: false }),
    ]);
    // Personal rows of others, and other households, are not the caller's.
    expect(data.favorites).toHaveLength(1);
    expect(data.chatMessages).toHaveLength(2);
    expect(data.invitations).toHaveLength(1);
    expect(response.body).not.toContain('Secret de Marc');
    expect(response.body).not.toContain('Message de Zoé');
    expect(response.body).not.toContain('zoe@example.ch');
  });

  it('holds no password hash, session token or provider identifier', async () => {
    const response = await callApi(t, lea).get('/api/account/export');
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, lea.id));
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, lea.id));
    const [subscription] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, lea.id));
    const [invitation] = await t.database.db
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.invitedBy, lea.id));
    const secrets = [
      invitation?.tokenHash,
      account?.password,
      session?.token,
      subscription?.providerSubscriptionId,
      subscription?.customerId,
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toMatch(
      /"(password|token|tokenHash|accessToken|refreshToken|idToken)"/,
    );
  });

  it('is open to a user without a subscription (a right, not a feature)', async () => {
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    const response = await callApi(t, visitor).get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'visiteur@example.ch' },
      preferences: null,
      subscriptions: [],
      plannedMeals: [],
    });
  });

  it('counts every household row it should', async () => {
    const data = (await callApi(t, zoe).get('/api/account/export')).json();
    const household = async (
      table: typeof plannedMeals | typeof shoppingItems | typeof inventoryItems,
    ) =>
      (await t.database.db.select().from(table).where(eq(table.householdId, lea.householdId)))
        .length;
    expect(data.plannedMeals).toHaveLength(await household(plannedMeals));
    expect(data.shoppingItems).toHaveLength(await household(shoppingItems));
    expect(data.fridgeItems).toHaveLength(await household(inventoryItems));
    expect(data.favorites.map((f: { recipe: { id: string } }) => f.recipe.id)).toEqual([
      'favori-de-zoe',
    ]);
  });

  it('holds the household’s own recipes, whoever wrote them', async () => {
    const added = await callApi(t, zoe).post(
      '/api/own-recipes',
      anOwnRecipe({ title: 'Soupe de Zoé' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const data = (await callApi(t, lea).get('/api/account/export')).json();
    expect(data.ownRecipes).toMatchObject([
      { recipe: { title: 'Soupe de Zoé' }, authorId: zoe.id, keptDespiteRules: false },
    ]);
  });
});
