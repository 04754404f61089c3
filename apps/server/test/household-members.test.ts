import type { CreatedInvitation } from '@mijote/contracts';
import { checkCompliance, type DietaryRestriction, getRecipe } from '@mijote/cuisine';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdInvitations, households } from '../src/db/schema';
import {
  anOwnRecipe,
  aRecipe,
  householdOf,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './helpers/users';

// « Mon foyer »: invitations, joining with the solo household merged or dropped,
// roles, leaving, access through another member's subscription, the union of rules.

const DAY = 24 * 60 * 60 * 1000;

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  expect(response.json().message).toMatch(/\S/);
}

/** Creates an invitation as `user` and answers it with the token of its link. */
async function invite(t: TestApp, user: TestUser, email?: string) {
  const response = await callApi(t, user).post(
    '/api/household/invitations',
    email ? { email } : {},
  );
  expect(response.statusCode, response.body).toBe(201);
  const created: CreatedInvitation = response.json();
  const token = created.link.split('/invitation/')[1] ?? '';
  return { ...created, token };
}

const accept = (t: TestApp, user: TestUser, token: string, ownData: 'merge' | 'drop') =>
  callApi(t, user).post(`/api/invitations/${token}/accept`, { ownData });

/** A signed-up user who answered the questionnaire but never subscribed. */
async function signUpUnpaid(t: TestApp, email: string): Promise<Member> {
  const user = await signUpUser(t, email);
  await callApi(t, user).put('/api/preferences', VALID_PREFERENCES);
  return { ...user, householdId: await householdOf(t, user.id) };
}

describe('household members and invitations', () => {
  let clock = new Date('2026-11-23T10:00:00Z');
  let t: TestApp;
  let lea: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    lea = await signUpSubscriber(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a single-use link valid 7 days, mails it when asked, keeps only its hash', async () => {
    const created = await invite(t, lea, 'marie@example.ch');
    expect(created.link).toMatch(/^http:\/\/localhost:3000\/invitation\/[A-Za-z0-9_-]{43}$/);
    expect(created.emailSent).toBe(true);
    expect(created.invitation).toMatchObject({ email: 'marie@example.ch', invitedBy: 'Léa' });
    expect(Date.parse(created.invitation.expiresAt) - clock.getTime()).toBe(7 * DAY);
    const mail = t.outbox().find((m) => m.to === 'marie@example.ch');
    expect(mail?.link).toBe(created.link);
    expect(mail?.subject).toContain('Léa vous invite');
    const rows = await t.database.db.select().from(householdInvitations);
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const household = (await callApi(t, lea).get('/api/household')).json();
    expect(household.invitations.map((i: { id: string }) => i.id)).toContain(created.invitation.id);
    // Without an address: the link only, nothing mailed.
    const mails = t.outbox().length;
    const linkOnly = await invite(t, lea);
    expect(linkOnly.emailSent).toBe(false);
    expect(t.outbox()).toHaveLength(mails);
  });

  it('refuses a malformed address with the field named', async () => {
    const response = await callApi(t, lea).post('/api/household/invitations', { email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().issues).toContainEqual({
      path: 'email',
      message: 'validation.emailInvalid',
    });
  });

  it('lets an unpaid user join; the payer’s subscription then covers them (« payé par »)', async () => {
    const { token } = await invite(t, lea);
    const marie = await signUpUnpaid(t, 'marie.join@example.ch');
    expect((await callApi(t, marie).get('/api/me')).json()).toMatchObject({
      hasAccess: false,
      coveredBy: null,
    });
    const preview = await callApi(t, marie).get(`/api/invitations/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ householdName: 'Foyer de Léa', invitedBy: 'Léa' });
    const joined = await accept(t, marie, token, 'drop');
    expect(joined.statusCode, joined.body).toBe(204);
    const me = (await callApi(t, marie).get('/api/me')).json();
    expect(me).toMatchObject({
      householdId: lea.householdId,
      hasAccess: true,
      nextRoute: '/dashboard',
      coveredBy: { firstName: 'Léa', lastName: 'Martin' },
    });
    // The payer is told nothing of the kind: they pay.
    expect((await callApi(t, lea).get('/api/me')).json().coveredBy).toBeNull();
    // Both see one shopping list.
    const added = await callApi(t, lea).post('/api/shopping/items', { name: 'Beurre' });
    const seen = (await callApi(t, marie).get('/api/shopping/items')).json().items;
    expect(seen.map((i: { id: string }) => i.id)).toContain(added.json().id);
    // The link is used once.
    const other = await signUpUnpaid(t, 'second@example.ch');
    expectError(await accept(t, other, token, 'drop'), 410, 'INVITATION_USED');
    expectError(await callApi(t, other).get(`/api/invitations/${token}`), 410, 'INVITATION_USED');
    // Marie's solo household is gone.
    const [old] = await t.database.db
      .select()
      .from(households)
      .where(eq(households.id, marie.householdId));
    expect(old).toBeUndefined();
  });

  it('refuses revoked, expired, unknown links and another household’s invitation', async () => {
    const revoked = await invite(t, lea);
    const marc = await signUpSubscriber(t, 'marc@example.ch');
    // Marc cannot revoke Léa's invitation: it is not found, and it still works.
    const foreign = await callApi(t, marc).delete(
      `/api/household/invitations/${revoked.invitation.id}`,
    );
    expectError(foreign, 404, 'NOT_FOUND');
    expect((await callApi(t, marc).get(`/api/invitations/${revoked.token}`)).statusCode).toBe(200);
    const revoke = await callApi(t, lea).delete(
      `/api/household/invitations/${revoked.invitation.id}`,
    );
    expect(revoke.statusCode).toBe(204);
    expectError(await accept(t, marc, revoked.token, 'drop'), 410, 'INVITATION_REVOKED');
    expectError(
      await callApi(t, lea).delete(`/api/household/invitations/${revoked.invitation.id}`),
      404,
      'NOT_FOUND',
    );
    const pending = (await callApi(t, lea).get('/api/household')).json().invitations;
    expect(pending.map((i: { id: string }) => i.id)).not.toContain(revoked.invitation.id);

    const expiring = await invite(t, lea);
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    try {
      expectError(await accept(t, marc, expiring.token, 'drop'), 410, 'INVITATION_EXPIRED');
    } finally {
      clock = new Date(clock.getTime() - 7 * DAY - 1000);
    }

    const unknown = 'A'.repeat(43);
    expectError(
      await callApi(t, marc).get(`/api/invitations/${unknown}`),
      404,
      'INVITATION_UNKNOWN',
    );
    expectError(await accept(t, marc, unknown, 'drop'), 404, 'INVITATION_UNKNOWN');
    // Nothing changed for Marc.
    expect(await householdOf(t, marc.id)).toBe(marc.householdId);

    // A member of the household opening its own link.
    const own = await invite(t, lea);
    expectError(await accept(t, lea, own.token, 'merge'), 409, 'ALREADY_MEMBER');
    // A choice is required.
    const noChoice = await callApi(t, marc).post(`/api/invitations/${own.token}/accept`, {});
    expect(noChoice.statusCode).toBe(422);
  });

  it('merges the solo household’s planning, list and fridge, or drops them, as chosen', async () => {
    const owner = await signUpSubscriber(t, 'owner.merge@example.ch');
    const api = callApi(t, owner);
    const recipe = aRecipe({ id: 'plat-gratin', ingredients: ['1 kg de pommes de terre', 'Sel'] });
    await api.post('/api/shopping/items', { name: 'Pain' });
    expect((await api.post('/api/shopping/items/from-recipe', { recipe })).statusCode).toBe(201);

    // The joiner had a subscription of their own, and a household with rows in it.
    const joiner = await signUpSubscriber(t, 'joiner.merge@example.ch');
    const mine = callApi(t, joiner);
    const meal = await mine.post('/api/planning/meals', {
      recipeTitle: 'Rösti',
      date: '2026-11-25',
      time: '19:00',
    });
    const item = await mine.post('/api/shopping/items', { name: 'Lait' });
    const fridge = await mine.post('/api/fridge/items', { name: 'Œufs', quantity: 6 });
    const sameRecipe = await mine.post('/api/shopping/items/from-recipe', { recipe });
    const ownRecipe = await mine.post('/api/own-recipes', anOwnRecipe({ title: 'Tarte de mamie' }));
    const series = await mine.post('/api/planning/series', {
      recipeTitle: 'Pizza du vendredi',
      date: '2026-11-27',
      time: '19:00',
      until: '2026-12-31',
    });
    for (const r of [meal, item, fridge, sameRecipe, ownRecipe, series]) {
      expect(r.statusCode, r.body).toBe(201);
    }
    const { token } = await invite(t, owner);
    const preview = (await mine.get(`/api/invitations/${token}`)).json();
    // The meal and the series' five Fridays.
    expect(preview.yours).toEqual({ plannedMeals: 6, shoppingItems: 3, fridgeItems: 1 });
    expect((await accept(t, joiner, token, 'merge')).statusCode).toBe(204);
    const list = (await api.get('/api/shopping/items')).json().items as Array<{
      id: string;
      name: string;
      recipeId: string | null;
    }>;
    expect(list.map((i) => i.id)).toContain(item.json().id);
    const meals = (await api.get('/api/planning/meals')).json().meals;
    expect(meals.map((m: { id: string }) => m.id)).toContain(meal.json().id);
    const items = (await api.get('/api/fridge/items')).json().items;
    expect(items.map((i: { id: string }) => i.id)).toContain(fridge.json().id);
    // The household's recipes and its recurring meals come along.
    const recipes = (await api.get('/api/own-recipes')).json().recipes;
    expect(recipes.map((r: { id: string }) => r.id)).toContain(ownRecipe.json().id);
    const running = (await api.get('/api/planning/series')).json().series;
    expect(running.map((s: { id: string }) => s.id)).toContain(series.json().series.id);
    // The recipe both lists held: every line is still there, the joiner's own unlinked from it.
    expect(list.filter((i) => i.recipeId === recipe.id)).toHaveLength(2);
    expect(list.filter((i) => /pommes de terre/i.test(i.name))).toHaveLength(2);
    expect(list).toHaveLength(2 + 4);

    // Drop: the joiner's rows are gone with their household.
    const owner2 = await signUpSubscriber(t, 'owner.drop@example.ch');
    const dropper = await signUpUnpaid(t, 'joiner.drop@example.ch');
    const dropped = await callApi(t, dropper).post('/api/fridge/items', { name: 'Beurre' });
    const second = await invite(t, owner2);
    expect((await accept(t, dropper, second.token, 'drop')).statusCode).toBe(204);
    const fridgeNow = (await callApi(t, dropper).get('/api/fridge/items')).json().items;
    expect(fridgeNow.map((i: { id: string }) => i.id)).not.toContain(dropped.json().id);
    expect(fridgeNow).toEqual([]);
  });

  it('refuses a join from someone who shares their household, or is already a member', async () => {
    const owner = await signUpSubscriber(t, 'owner.roles@example.ch');
    const member = await signUpUnpaid(t, 'member.roles@example.ch');
    expect((await accept(t, member, (await invite(t, owner)).token, 'drop')).statusCode).toBe(204);
    const elsewhere = await signUpSubscriber(t, 'elsewhere@example.ch');
    // The owner, not alone, cannot join another household.
    const { token } = await invite(t, elsewhere);
    expectError(await accept(t, owner, token, 'merge'), 409, 'HOUSEHOLD_NOT_ALONE');
    expectError(await accept(t, member, token, 'merge'), 409, 'HOUSEHOLD_NOT_ALONE');
    expect(await householdOf(t, owner.id)).toBe(owner.householdId);
  });

  it('lets only the owner remove; the removed member loses data and access at once', async () => {
    const owner = await signUpSubscriber(t, 'owner.remove@example.ch');
    const member = await signUpUnpaid(t, 'member.remove@example.ch');
    const third = await signUpUnpaid(t, 'third.remove@example.ch');
    for (const who of [member, third]) {
      expect((await accept(t, who, (await invite(t, owner)).token, 'drop')).statusCode).toBe(204);
    }
    const secret = await callApi(t, owner).post('/api/fridge/items', { name: 'Truffe' });
    const household = (await callApi(t, member).get('/api/household')).json();
    expect(household.isOwner).toBe(false);
    expect(household.members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'member',
      'member',
    ]);
    expectError(
      await callApi(t, member).delete(`/api/household/members/${third.id}`),
      403,
      'NOT_HOUSEHOLD_OWNER',
    );
    expectError(
      await callApi(t, owner).delete(`/api/household/members/${owner.id}`),
      409,
      'CANNOT_REMOVE_SELF',
    );
    // The member reads the fridge, then is removed: their very next request is refused.
    const before = await callApi(t, member).get('/api/fridge/items');
    expect(before.json().items.map((i: { id: string }) => i.id)).toContain(secret.json().id);
    expect((await callApi(t, owner).delete(`/api/household/members/${member.id}`)).statusCode).toBe(
      204,
    );
    expectError(await callApi(t, member).get('/api/fridge/items'), 402, 'SUBSCRIPTION_REQUIRED');
    const me = (await callApi(t, member).get('/api/me')).json();
    expect(me.householdId).not.toBe(owner.householdId);
    expect(me.coveredBy).toBeNull();
    // Given their own subscription, they see their own empty household, not the owner's.
    await t.database.db.execute(
      `insert into user_subscriptions (user_id, status, provider) values ('${member.id}', 'active', 'demo')`,
    );
    expect((await callApi(t, member).get('/api/fridge/items')).json().items).toEqual([]);
    expect((await callApi(t, member).get('/api/household')).json().members).toHaveLength(1);
  });

  it('hands the household to the oldest member when the owner leaves', async () => {
    const owner = await signUpSubscriber(t, 'owner.leave@example.ch');
    const first = await signUpSubscriber(t, 'first.leave@example.ch');
    const second = await signUpUnpaid(t, 'second.leave@example.ch');
    expect((await accept(t, first, (await invite(t, owner)).token, 'drop')).statusCode).toBe(204);
    clock = new Date(clock.getTime() + 1000);
    expect((await accept(t, second, (await invite(t, owner)).token, 'drop')).statusCode).toBe(204);
    const kept = await callApi(t, owner).post('/api/shopping/items', { name: 'Farine' });
    expect((await callApi(t, owner).post('/api/household/leave')).statusCode).toBe(204);
    const stayed = (await callApi(t, first).get('/api/household')).json();
    expect(stayed.isOwner).toBe(true);
    expect(stayed.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual(
      [
        [first.id, 'owner'],
        [second.id, 'member'],
      ],
    );
    // The household keeps its rows; the one who left starts afresh, owner of their own.
    const list = (await callApi(t, first).get('/api/shopping/items')).json().items;
    expect(list.map((i: { id: string }) => i.id)).toContain(kept.json().id);
    const theirs = (await callApi(t, owner).get('/api/household')).json();
    expect(theirs.id).not.toBe(owner.householdId);
    expect(theirs.members).toHaveLength(1);
    expect(theirs.isOwner).toBe(true);
    expect((await callApi(t, owner).get('/api/shopping/items')).json().items).toEqual([]);
    // Alone, there is nothing to leave.
    expectError(await callApi(t, owner).post('/api/household/leave'), 409, 'HOUSEHOLD_ALONE');
    // The member left without a subscription of their own is now covered by the one who stayed.
    const me = (await callApi(t, second).get('/api/me')).json();
    expect(me).toMatchObject({ hasAccess: true });
    expect(me.coveredBy).not.toBeNull();
  });

  it('shows each member’s rules, and suggestions keep the union of them', async () => {
    const owner = await signUpSubscriber(t, 'owner.rules@example.ch');
    const member = await signUpUnpaid(t, 'member.rules@example.ch');
    expect((await accept(t, member, (await invite(t, owner)).token, 'drop')).statusCode).toBe(204);
    const patched = await callApi(t, member).patch('/api/preferences', {
      restrictions: ['glutenFree'],
      avoidedFoods: ['tomate'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const { members } = (await callApi(t, owner).get('/api/household')).json();
    expect(
      members.map((m: { isYou: boolean; restrictions: string[]; avoidedFoods: string[] }) => [
        m.isYou,
        m.restrictions,
        m.avoidedFoods,
      ]),
    ).toEqual([
      [true, ['vegetarian'], ['coriandre']],
      [false, ['glutenFree'], ['tomate']],
    ]);
    const rules = {
      restrictions: ['vegetarian', 'glutenFree'] as DietaryRestriction[],
      avoidedFoods: ['coriandre', 'tomate'],
    };
    for (const type of ['plat', 'entrée', 'plat', 'entrée']) {
      const response = await callApi(t, owner).post('/api/suggestions', { type });
      expect(response.statusCode, response.body).toBe(200);
      const source = getRecipe(response.json().recipe.id);
      expect(source && checkCompliance(source, rules).violations).toEqual([]);
    }
  });
});
