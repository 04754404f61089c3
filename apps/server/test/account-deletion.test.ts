import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  chatMessages,
  favoriteRecipes,
  householdMembers,
  households,
  inventoryItems,
  notifications,
  plannedMeals,
  profiles,
  sessions,
  shoppingItems,
  userPreferences,
  userSubscriptions,
  users,
} from '../src/db/schema';
import { createDemoProvider } from '../src/providers/payments/demo/demo-provider';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { aRecipe, joinHousehold, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// « Supprimer mon compte » (decision 025): typed confirmation, the subscription canceled at the
// provider, every row of the user gone in one transaction, the household with its last member.

const PERSONAL_TABLES = [
  profiles,
  userPreferences,
  userSubscriptions,
  notifications,
  chatMessages,
  favoriteRecipes,
  sessions,
  accounts,
] as const;

describe('POST /api/account/delete (Stripe)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let lea: Member;
  let zoe: Member;
  let marc: Member;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(fake.env);
    lea = await withStripeSubscription(await signUpSubscriber(t, 'lea@example.ch'), 'sub_lea');
    zoe = await joinHousehold(t, await signUpSubscriber(t, 'zoe@example.ch'), lea.householdId);
    marc = await withStripeSubscription(await signUpSubscriber(t, 'marc@example.ch'), 'sub_marc');
    for (const member of [lea, zoe, marc]) await fill(member);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function withStripeSubscription(member: Member, id: string): Promise<Member> {
    await t.database.db
      .update(userSubscriptions)
      .set({ provider: 'stripe', providerSubscriptionId: id, customerId: `cus_${id}` })
      .where(eq(userSubscriptions.userId, member.id));
    return member;
  }
  async function fill(member: Member) {
    const as = callApi(t, member);
    await as.post('/api/planning/meals', {
      recipeTitle: 'Fondue',
      date: '2026-12-24',
      time: '19:00',
    });
    await as.post('/api/shopping/items', { name: 'Pain' });
    await as.post('/api/fridge/items', { name: 'Gruyère' });
    await as.post('/api/favorites', { recipe: aRecipe() });
    await t.database.db
      .insert(chatMessages)
      .values({ userId: member.id, role: 'user', content: 'Bonjour' });
    await t.database.db
      .insert(notifications)
      .values({ userId: member.id, title: 'T', message: 'M' });
  }
  async function personalRows(userId: string): Promise<number> {
    let total = (await t.database.db.select().from(users).where(eq(users.id, userId))).length;
    for (const table of PERSONAL_TABLES) {
      const column = 'userId' in table ? table.userId : table.id;
      total += (await t.database.db.select().from(table).where(eq(column, userId))).length;
    }
    return total;
  }
  const cancelRequests = () =>
    fake.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'));

  it.each([
    ['no confirmation', {}],
    ['another word', { confirmation: 'OUI' }],
    ['the word in another case', { confirmation: 'supprimer' }],
    ['the e-mail instead of the word', { confirmation: 'lea@example.ch' }],
  ])('refuses %s with a French 422: nothing deleted, nothing canceled', async (_label, body) => {
    const response = await callApi(t, lea).post('/api/account/delete', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().issues).toContainEqual({
      path: 'confirmation',
      message: 'validation.deletionConfirmationMismatch',
    });
    expect(await personalRows(lea.id)).toBeGreaterThanOrEqual(9);
    expect(cancelRequests()).toHaveLength(0);
  });

  it('deletes nothing when Stripe cannot cancel the subscription', async () => {
    const before = await personalRows(lea.id);
    fake.failNext('/v1/subscriptions/', 2); // the SDK retries once
    const response = await callApi(t, lea).post('/api/account/delete', {
      confirmation: 'SUPPRIMER',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_DELETE_FAILED',
      message:
        'Impossible de supprimer votre compte pour le moment. Rien n’a été supprimé : veuillez réessayer.',
    });
    expect(await personalRows(lea.id)).toBe(before);
    expect((await callApi(t, lea).get('/api/me')).statusCode).toBe(200);
  });

  it('cancels at Stripe, deletes every row of the user, keeps the household for the others', async () => {
    const [leaMeal] = await t.database.db
      .select()
      .from(plannedMeals)
      .where(eq(plannedMeals.userId, lea.id));
    const response = await callApi(t, lea).post('/api/account/delete', {
      confirmation: ' SUPPRIMER ',
    });
    expect(response.statusCode).toBe(204);
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/better-auth\.session_token=; Max-Age=0; Path=\/; HttpOnly/);

    expect(cancelRequests().at(-1)?.path).toBe('/v1/subscriptions/sub_lea');
    expect(await personalRows(lea.id)).toBe(0);
    // The session is dead even if the browser kept its cookie.
    expect((await callApi(t, lea).get('/api/me')).statusCode).toBe(401);
    expect((await callApi(t, lea).get('/api/planning/meals')).statusCode).toBe(401);

    // Zoé keeps the household, now its owner, and what Léa added to it, without an author.
    const [membership] = await t.database.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, zoe.id));
    expect(membership).toMatchObject({ householdId: lea.householdId, role: 'owner' });
    const [kept] = await t.database.db
      .select()
      .from(plannedMeals)
      .where(eq(plannedMeals.id, leaMeal!.id));
    expect(kept).toMatchObject({
      householdId: lea.householdId,
      userId: null,
      recipeTitle: 'Fondue',
    });
    const meals = (await callApi(t, zoe).get('/api/planning/meals')).json().meals;
    expect(meals.map((m: { authorId: string | null }) => m.authorId).sort()).toEqual(
      [null, zoe.id].sort(),
    );
    // Zoé's own favourite is hers, and stays.
    expect((await callApi(t, zoe).get('/api/favorites')).json().favorites).toHaveLength(1);
  });

  it('deletes the household with its last member, and all its rows', async () => {
    fake.canceledSubscriptions.add('sub_marc'); // already gone at Stripe: still fine
    const response = await callApi(t, marc).post('/api/account/delete', {
      confirmation: 'SUPPRIMER',
    });
    expect(response.statusCode).toBe(204);
    expect(cancelRequests().at(-1)?.path).toBe('/v1/subscriptions/sub_marc');
    expect(await personalRows(marc.id)).toBe(0);
    const gone = await t.database.db
      .select()
      .from(households)
      .where(eq(households.id, marc.householdId));
    expect(gone).toEqual([]);
    for (const table of [plannedMeals, shoppingItems, inventoryItems]) {
      const rows = await t.database.db
        .select()
        .from(table)
        .where(inArray(table.householdId, [marc.householdId]));
      expect(rows).toEqual([]);
    }
  });

  it('needs a session', async () => {
    expect(
      (await callApi(t).post('/api/account/delete', { confirmation: 'SUPPRIMER' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/account/delete (demo provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the demo provider marks the subscription canceled, now', async () => {
    const lea = await signUpSubscriber(t, 'lea@example.ch');
    const now = new Date('2026-03-11T10:00:00Z');
    await createDemoProvider(t.database.db, () => now).cancelSubscription(`demo_sub_${lea.id}`);
    const [row] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, lea.id));
    expect(row).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: now,
    });
  });

  it('deletes an account whose subscription is with the demo provider', async () => {
    const marc = await signUpSubscriber(t, 'marc@example.ch');
    const response = await callApi(t, marc).post('/api/account/delete', {
      confirmation: 'SUPPRIMER',
    });
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, marc.id))).toEqual([]);
    expect(
      await t.database.db.select().from(households).where(eq(households.id, marc.householdId)),
    ).toEqual([]);
  });
});
