import { desc, eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import type { AccessLevel, DeclaredRoute } from '../../src/lib/route-table';
import { askChat, doneReply } from './chat';
import { anOwnRecipe, aRecipe, householdOf, type Member, signUpSubscriber } from './household';
import type { TestApp } from './test-app';
import { callApi, signUpUser, TEST_ORIGIN, type TestUser, VALID_PREFERENCES } from './users';

// What the tests know about each route of the table, in ONE place keyed
// by `METHOD url` as listDeclaredRoutes names it. The authorization matrix, the hostile-input
// fuzzing and the origin check all iterate over the declared routes and look them up here; a
// declared route missing from this table fails every one of them with its name, so a new route
// is classified once and every rule then covers it.

export type MatrixRequest = { url: string; body?: unknown };

/** Who calls a route in normal use: a subscriber, or a signed-in user before the subscription. */
export type CallerKind = 'subscriber' | 'newcomer';

export type RouteCase = {
  /** The level the route must declare (a change of access level is a decision, not a detail). */
  access: AccessLevel;
  /**
   * A request `owner` may send and that succeeds, seeding the rows it names (the owner's own).
   * Public routes without one are classified only (the auth mount's redirects, the webhook).
   */
  request?: (t: TestApp, owner: Member) => Promise<MatrixRequest>;
  /** Who normally calls it (default: a subscriber). */
  caller?: CallerKind;
  /**
   * What a member of another household meets:
   * - 'not-found': the request names a row of the owner's (built by `request` for the victim):
   *   404 NOT_FOUND and not a row of the database changes;
   * - 'nothing': the request names the victim's row, the answer is 2xx and holds none of it;
   * - 'own': the route only reaches the caller's own data (built by `request` for the intruder):
   *   whatever the status (never a 5xx), no row of anyone else changes and the answer holds
   *   none of their ids.
   * Public routes have none.
   */
  foreign?: 'not-found' | 'nothing' | 'own';
  /**
   * Tables an 'own' call changes by design in rows that name neither the caller nor their
   * household: accepting an invitation marks the inviting household's invitation used; leaving
   * creates the caller's new household, whose row names nobody.
   */
  touches?: readonly string[];
  /** The call ends the caller (account deletion): it runs with a user of its own. */
  consumesCaller?: boolean;
  /** The answer is a text/event-stream, read whole by inject (the chat's reply). */
  streams?: boolean;
  /** Declared only in some configurations (the Stripe webhook, with Stripe keys). */
  optional?: string;
};

export const routeKey = (route: Pick<DeclaredRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

const created = async (
  response: { statusCode: number; body: string; json(): { id: string } },
  what: string,
) => {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json().id;
};

let serial = 0;
/** A unique suffix, so that seeds of several cases never collide (a recipe already listed…). */
const next = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A second session of the owner's (another device): the id « Appareils connectés » names it by. */
const signInElsewhere = async (t: TestApp, owner: Member) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: owner.email, password: 'secret123' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.body}`);
  const [row] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, owner.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!row) throw new Error('no session after sign-in');
  return row.id;
};

const seedShoppingItem = async (t: TestApp, owner: Member) =>
  created(
    await callApi(t, owner).post('/api/shopping/items', { name: `Lait ${next()}` }),
    'shopping',
  );

/** A checked item: what « Ranger au frigo » puts away. */
const seedCheckedItem = async (t: TestApp, owner: Member) => {
  const itemId = await seedShoppingItem(t, owner);
  const checked = await callApi(t, owner).patch(`/api/shopping/items/${itemId}`, { checked: true });
  if (checked.statusCode >= 300) throw new Error(`check: ${checked.body}`);
  return itemId;
};

/** A meal planned from a recipe whose eggs the fridge holds (« J'ai cuisiné »). */
const seedRecipeMeal = async (t: TestApp, owner: Member) => {
  await callApi(t, owner).post('/api/fridge/items', { name: 'Œufs', quantity: 6 });
  return created(
    await callApi(t, owner).post('/api/planning/meals', {
      recipeTitle: 'Omelette',
      date: '2026-05-02',
      time: '12:00',
      recipe: aRecipe({ id: `omelette-${next()}`, ingredients: ['3 œufs'] }),
    }),
    'meal',
  );
};

/** A meal typed by hand, on its day. */
const seedMeal = async (t: TestApp, owner: Member) =>
  created(
    await callApi(t, owner).post('/api/planning/meals', {
      recipeTitle: 'Rösti',
      date: '2026-05-01',
      time: '19:00',
    }),
    'meal',
  );

/** A meal « À planifier », without a day. */
const seedBacklogMeal = async (t: TestApp, owner: Member) =>
  created(
    await callApi(t, owner).post('/api/planning/backlog', { recipeTitle: 'Gratin dauphinois' }),
    'backlog meal',
  );

/** A recurring meal: Fridays of May and June. */
const seedSeries = async (t: TestApp, owner: Member) => {
  const response = await callApi(t, owner).post('/api/planning/series', {
    recipeTitle: 'Pizza maison',
    date: '2026-05-01',
    time: '19:00',
    until: '2026-06-30',
  });
  if (response.statusCode !== 201) throw new Error(`series not created: ${response.body}`);
  return (response.json() as { series: { id: string } }).series.id;
};

const seedFavorite = async (t: TestApp, owner: Member) => {
  const recipe = aRecipe({ id: `recette-${next()}` });
  await created(await callApi(t, owner).post('/api/favorites', { recipe }), 'favorite');
  return recipe.id;
};

const seedOwnRecipe = async (t: TestApp, owner: Member) =>
  created(
    await callApi(t, owner).post('/api/own-recipes', anOwnRecipe({ title: `Salade ${next()}` })),
    'own recipe',
  );

const openCheckout = async (t: TestApp, owner: Member) => {
  const response = await callApi(t, owner).post('/api/subscription/checkout');
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.body}`);
  return new URL(response.json().url as string).pathname.split('/').at(-1)!;
};

/** A household of its own that has invited someone: the token of its link. */
const seedInvitation = async (t: TestApp, inviter?: Member) => {
  const host = inviter ?? (await signUpSubscriber(t, `hote-${next()}@example.ch`));
  const response = await callApi(t, host).post('/api/household/invitations', {});
  if (response.statusCode !== 201) throw new Error(`invitation: ${response.body}`);
  return (response.json().link as string).split('/').at(-1)!;
};

/** A member `owner`'s household gained through an invitation: their user id. */
const seedMember = async (t: TestApp, owner: Member) => {
  const joiner = await signUpUser(t, `membre-${next()}@example.ch`);
  const token = await seedInvitation(t, owner);
  const joined = await callApi(t, joiner).post(`/api/invitations/${token}/accept`, {
    ownData: 'drop',
  });
  if (joined.statusCode !== 204) throw new Error(`join: ${joined.body}`);
  return joiner.id;
};

/** The owner's household with a calendar address (issued now if it had none): its path. */
const seedCalendarFeed = async (t: TestApp, owner: Member) => {
  const api = callApi(t, owner);
  await api.delete('/api/calendar/feed');
  const response = await api.post('/api/calendar/feed');
  if (response.statusCode !== 201) throw new Error(`calendar: ${response.body}`);
  return new URL(response.json().url as string).pathname;
};

export const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

export const ROUTE_CASES: Record<string, RouteCase> = {
  // Public: anyone may call them; they hold no household data.
  'GET /api/health': { access: 'public', request: async () => ({ url: '/api/health' }) },
  'GET /api/ready': { access: 'public', request: async () => ({ url: '/api/ready' }) },
  'GET /api/auth/get-session': { access: 'public' },
  'GET /api/auth/reset-password/*': { access: 'public' },
  'GET /api/auth/verify-email': { access: 'public' },
  'POST /api/auth/update-user': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/update-user',
      body: { firstName: 'Léa', lastName: 'Martin' },
    }),
  },
  'POST /api/auth/change-email': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/change-email',
      body: { newEmail: `ailleurs-${next()}@example.ch` },
    }),
  },
  'POST /api/auth/sign-out': { access: 'public' },
  'POST /api/auth/revoke-sessions': { access: 'public' },
  'POST /api/auth/change-password': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/change-password',
      body: { currentPassword: 'wrong-password', newPassword: 'secret1234' },
    }),
  },
  // Two-factor (decision 035): wrong passwords and codes, so no matrix user gets a second factor.
  'POST /api/auth/two-factor/enable': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/two-factor/enable',
      body: { password: 'wrong-password' },
    }),
  },
  'POST /api/auth/two-factor/disable': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/two-factor/disable',
      body: { password: 'wrong-password' },
    }),
  },
  'POST /api/auth/two-factor/verify-totp': {
    access: 'public',
    request: async () => ({ url: '/api/auth/two-factor/verify-totp', body: { code: '123456' } }),
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/two-factor/verify-backup-code',
      body: { code: 'abcde-fghij' },
    }),
  },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    request: async (_t, owner) => ({
      url: '/api/auth/request-password-reset',
      body: { email: owner.email, redirectTo: '/reset-password' },
    }),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/reset-password',
      body: { token: 'not-a-token', newPassword: 'secret1234' },
    }),
  },
  'POST /api/auth/send-verification-email': {
    access: 'public',
    request: async (_t, owner) => ({
      url: '/api/auth/send-verification-email',
      body: { email: owner.email },
    }),
  },
  'POST /api/auth/sign-in/*': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/sign-in/email',
      body: { email: `personne-${next()}@example.ch`, password: 'secret123' },
    }),
  },
  'POST /api/auth/sign-up/*': {
    access: 'public',
    request: async () => ({
      url: '/api/auth/sign-up/email',
      body: {
        email: `nouveau-${next()}@example.ch`,
        password: 'secret123',
        firstName: 'Nouveau',
        lastName: 'Venu',
      },
    }),
  },
  'POST /api/account/password-reset': {
    access: 'public',
    request: async (_t, owner) => ({
      url: '/api/account/password-reset',
      body: { email: owner.email },
    }),
  },
  'POST /api/webhooks/stripe': { access: 'public', optional: 'registered with Stripe keys' },

  // Session: the caller's account, whatever their subscription.
  'GET /api/me': { access: 'session', foreign: 'own', request: async () => ({ url: '/api/me' }) },
  'GET /api/account/export': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/account/export' }),
  },
  'POST /api/account/delete': {
    access: 'session',
    foreign: 'own',
    consumesCaller: true,
    request: async () => ({ url: '/api/account/delete', body: { confirmation: 'SUPPRIMER' } }),
  },
  // « Appareils connectés » (decision 035): the caller's sessions only.
  'GET /api/account/sessions': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/account/sessions' }),
  },
  'DELETE /api/account/sessions/:sessionId': {
    access: 'session',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/account/sessions/${await signInElsewhere(t, owner)}`,
    }),
  },
  'POST /api/account/sessions/end-others': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/account/sessions/end-others' }),
  },
  'GET /api/preferences': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/preferences' }),
  },
  'PUT /api/preferences': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/preferences', body: VALID_PREFERENCES }),
  },
  'GET /api/subscription': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/subscription' }),
  },
  'POST /api/subscription/checkout': {
    access: 'session',
    caller: 'newcomer',
    foreign: 'own',
    request: async () => ({ url: '/api/subscription/checkout' }),
  },
  'POST /api/subscription/portal': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/subscription/portal' }),
  },
  'POST /api/subscription/confirm': {
    access: 'session',
    caller: 'newcomer',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: '/api/subscription/confirm',
      body: { sessionId: await openCheckout(t, owner) },
    }),
  },
  'GET /api/demo/checkout/:sessionId': {
    access: 'session',
    caller: 'newcomer',
    foreign: 'not-found',
    request: async (t, owner) => ({ url: `/api/demo/checkout/${await openCheckout(t, owner)}` }),
  },
  'POST /api/demo/checkout/:sessionId/pay': {
    access: 'session',
    caller: 'newcomer',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/demo/checkout/${await openCheckout(t, owner)}/pay`,
      body: DEMO_CARD,
    }),
  },
  // The invited person reads and accepts the link before any subscription: the household's
  // covers them. The token is the capability; the preview names nobody by id.
  'GET /api/invitations/:token': {
    access: 'session',
    caller: 'newcomer',
    foreign: 'own',
    request: async (t) => ({ url: `/api/invitations/${await seedInvitation(t)}` }),
  },
  'POST /api/invitations/:token/accept': {
    access: 'session',
    caller: 'newcomer',
    foreign: 'own',
    // Joining moves the caller to another household, and uses its invitation up.
    consumesCaller: true,
    touches: ['household_invitations'],
    request: async (t) => ({
      url: `/api/invitations/${await seedInvitation(t)}/accept`,
      body: { ownData: 'merge' },
    }),
  },
  'POST /api/household/leave': {
    access: 'session',
    foreign: 'own',
    // Leaving moves the caller to a household of their own; it needs someone to leave behind.
    consumesCaller: true,
    touches: ['households'],
    request: async (t, owner) => {
      await seedMember(t, owner);
      return { url: '/api/household/leave' };
    },
  },
  'POST /api/demo/portal/cancel': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/demo/portal/cancel' }),
  },
  'POST /api/demo/portal/resume': {
    access: 'session',
    foreign: 'own',
    request: async () => ({ url: '/api/demo/portal/resume' }),
  },

  // Subscriber: the dashboard's data, the household's or the user's.
  'GET /api/dashboard/stats': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/dashboard/stats' }),
  },
  'GET /api/dashboard/upcoming': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/dashboard/upcoming' }),
  },
  'GET /api/profile': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/profile' }),
  },
  'PUT /api/profile': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/profile', body: { firstName: 'Léa', lastName: 'Martin' } }),
  },
  'PATCH /api/preferences': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/preferences', body: { preferredFoods: ['poireaux'] } }),
  },
  'GET /api/household': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/household' }),
  },
  'GET /api/household/pantry': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/household/pantry' }),
  },
  'PUT /api/household/pantry': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/household/pantry',
      body: { foods: ['sel', 'poivre', 'huile'] },
    }),
  },
  'POST /api/household/invitations': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/household/invitations', body: {} }),
  },
  'DELETE /api/household/invitations/:invitationId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => {
      const response = await callApi(t, owner).post('/api/household/invitations', {});
      return {
        url: `/api/household/invitations/${await created(
          { ...response, json: () => response.json().invitation },
          'invitation',
        )}`,
      };
    },
  },
  'DELETE /api/household/members/:userId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({ url: `/api/household/members/${await seedMember(t, owner)}` }),
  },
  // The calendar feed: managed by the household's members, read by whoever holds its address.
  'GET /api/calendar/feed': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/calendar/feed' }),
  },
  'POST /api/calendar/feed': {
    access: 'subscriber',
    foreign: 'own',
    request: async (t, owner) => {
      await callApi(t, owner).delete('/api/calendar/feed');
      return { url: '/api/calendar/feed' };
    },
  },
  'POST /api/calendar/feed/rotate': {
    access: 'subscriber',
    foreign: 'own',
    request: async (t, owner) => {
      await seedCalendarFeed(t, owner);
      return { url: '/api/calendar/feed/rotate' };
    },
  },
  'DELETE /api/calendar/feed': {
    access: 'subscriber',
    foreign: 'own',
    request: async (t, owner) => {
      await seedCalendarFeed(t, owner);
      return { url: '/api/calendar/feed' };
    },
  },
  'GET /api/calendar/:token.ics': {
    access: 'public',
    request: async (t, owner) => ({ url: await seedCalendarFeed(t, owner) }),
  },
  'GET /api/planning/meals': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/planning/meals?from=2026-04-01&to=2026-05-30' }),
  },
  'POST /api/planning/meals': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/planning/meals',
      body: { recipeTitle: 'Rösti', date: '2026-05-01', time: '19:00' },
    }),
  },
  'POST /api/planning/meals/batch': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/planning/meals/batch',
      body: { meals: [{ recipeTitle: 'Rösti', date: '2026-05-01', time: '19:00' }] },
    }),
  },
  'POST /api/planning/week-proposal': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/planning/week-proposal', body: {} }),
  },
  'DELETE /api/planning/meals/:mealId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/planning/meals/${await seedMeal(t, owner)}`,
    }),
  },
  'POST /api/planning/meals/:mealId/cooked': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/planning/meals/${await seedRecipeMeal(t, owner)}/cooked`,
    }),
  },
  'DELETE /api/planning/meals/:mealId/cooked': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => {
      const mealId = await seedRecipeMeal(t, owner);
      await callApi(t, owner).post(`/api/planning/meals/${mealId}/cooked`);
      return { url: `/api/planning/meals/${mealId}/cooked` };
    },
  },
  'GET /api/planning/backlog': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/planning/backlog' }),
  },
  'POST /api/planning/backlog': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/planning/backlog', body: { recipeTitle: 'Rösti' } }),
  },
  'POST /api/planning/backlog/:mealId/schedule': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/planning/backlog/${await seedBacklogMeal(t, owner)}/schedule`,
      body: { date: '2026-05-01', time: '19:00' },
    }),
  },
  'POST /api/planning/meals/:mealId/unschedule': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/planning/meals/${await seedMeal(t, owner)}/unschedule`,
    }),
  },
  'DELETE /api/planning/backlog/:mealId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/planning/backlog/${await seedBacklogMeal(t, owner)}`,
    }),
  },
  'GET /api/planning/series': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/planning/series' }),
  },
  'POST /api/planning/series': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/planning/series',
      body: { recipeTitle: 'Pizza maison', date: '2026-05-01', time: '19:00', until: '2026-06-30' },
    }),
  },
  'POST /api/planning/series/:seriesId/stop': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/planning/series/${await seedSeries(t, owner)}/stop`,
      body: { from: '2026-05-15' },
    }),
  },
  'GET /api/shopping/items': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/shopping/items' }),
  },
  'POST /api/shopping/items': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/shopping/items', body: { name: 'Pain', quantity: '2' } }),
  },
  'POST /api/shopping/items/from-recipe': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/shopping/items/from-recipe',
      body: { recipe: aRecipe({ id: `liste-${next()}` }), servings: 2 },
    }),
  },
  'PATCH /api/shopping/items': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: '/api/shopping/items',
      body: { itemIds: [await seedShoppingItem(t, owner)], checked: true },
    }),
  },
  'PATCH /api/shopping/items/:itemId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/shopping/items/${await seedShoppingItem(t, owner)}`,
      body: { checked: true },
    }),
  },
  'DELETE /api/shopping/items/:itemId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/shopping/items/${await seedShoppingItem(t, owner)}`,
    }),
  },
  'DELETE /api/shopping/checked-items': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/shopping/checked-items' }),
  },
  'POST /api/shopping/store-proposal': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: '/api/shopping/store-proposal',
      body: { itemIds: [await seedCheckedItem(t, owner)] },
    }),
  },
  'POST /api/shopping/store': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: '/api/shopping/store',
      body: {
        entries: [
          { itemIds: [await seedCheckedItem(t, owner)], name: 'Lait', quantity: 2, unit: 'l' },
        ],
      },
    }),
  },
  'POST /api/shopping/pantry/to-list': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: '/api/shopping/pantry/to-list',
      body: { itemIds: [await seedShoppingItem(t, owner)] },
    }),
  },
  'GET /api/fridge/items': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/fridge/items' }),
  },
  'GET /api/fridge/ingredient-hint': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/fridge/ingredient-hint?name=tomates' }),
  },
  'POST /api/fridge/items': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/fridge/items',
      body: {
        name: 'Yaourts',
        quantity: 4,
        expirationDate: '2026-06-01',
        category: 'Produits Laitiers',
      },
    }),
  },
  'POST /api/fridge/items/batch': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/fridge/items/batch',
      body: { entries: [{ name: 'Lait', quantity: 750, unit: 'ml' }] },
    }),
  },
  'PATCH /api/fridge/items/:itemId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/fridge/items/${await created(
        await callApi(t, owner).post('/api/fridge/items', { name: `Yaourt ${next()}` }),
        'fridge',
      )}`,
      body: { quantity: 3, expirationDate: '2026-06-01' },
    }),
  },
  'DELETE /api/fridge/items/:itemId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/fridge/items/${await created(
        await callApi(t, owner).post('/api/fridge/items', { name: `Œufs ${next()}` }),
        'fridge',
      )}`,
    }),
  },
  'GET /api/favorites': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/favorites' }),
  },
  'POST /api/favorites': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/favorites',
      body: { recipe: aRecipe({ id: `favori-${next()}` }) },
    }),
  },
  'GET /api/favorites/by-recipe/:recipeId': {
    access: 'subscriber',
    foreign: 'nothing',
    request: async (t, owner) => ({
      url: `/api/favorites/by-recipe/${await seedFavorite(t, owner)}`,
    }),
  },
  'DELETE /api/favorites/by-recipe/:recipeId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/favorites/by-recipe/${await seedFavorite(t, owner)}`,
    }),
  },
  'DELETE /api/favorites/:favoriteId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/favorites/${await created(
        await callApi(t, owner).post('/api/favorites', {
          recipe: aRecipe({ id: `supprimer-${next()}` }),
        }),
        'favorite',
      )}`,
    }),
  },
  'GET /api/own-recipes': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/own-recipes' }),
  },
  'POST /api/own-recipes': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/own-recipes',
      body: anOwnRecipe({ title: `Salade ${next()}` }),
    }),
  },
  'POST /api/own-recipes/import': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/own-recipes/import',
      body: { source: 'text', text: 'Salade\nIngrédients\n4 tomates\nÉtapes\nCouper.' },
    }),
  },
  'POST /api/own-recipes/check': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({
      url: '/api/own-recipes/check',
      body: { ingredients: ['4 tomates'], instructions: ['Couper.'] },
    }),
  },
  'PUT /api/own-recipes/:recipeId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({
      url: `/api/own-recipes/${await seedOwnRecipe(t, owner)}`,
      body: anOwnRecipe({ title: `Salade ${next()}` }),
    }),
  },
  'DELETE /api/own-recipes/:recipeId': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => ({ url: `/api/own-recipes/${await seedOwnRecipe(t, owner)}` }),
  },
  'POST /api/suggestions': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/suggestions', body: { type: 'plat' } }),
  },
  'GET /api/suggestions/recent': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/suggestions/recent' }),
  },
  // The live updates stream never ends, so inject could not read an answer: only the refusals
  // run here. Who receives which household's changes is live-updates.test.ts's.
  'GET /api/household/events': { access: 'subscriber' },
  'GET /api/chat/messages': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/chat/messages' }),
  },
  'POST /api/chat/messages': {
    access: 'subscriber',
    foreign: 'own',
    streams: true,
    request: async () => ({ url: '/api/chat/messages', body: { content: 'Une idée de soupe ?' } }),
  },
  'DELETE /api/chat/messages': {
    access: 'subscriber',
    foreign: 'own',
    request: async () => ({ url: '/api/chat/messages' }),
  },
  'POST /api/chat/actions/:actionId/confirm': {
    access: 'subscriber',
    foreign: 'not-found',
    request: async (t, owner) => {
      const { events } = await askChat(t, owner, 'planifie mes dîners de la semaine');
      const action = doneReply(events).actions[0];
      if (!action) throw new Error('no action proposed');
      return { url: `/api/chat/actions/${action.id}/confirm` };
    },
  },
};

/** The declared routes this table does not know, as `METHOD url` lines. */
export function unknownRoutes(routes: readonly DeclaredRoute[]): string[] {
  return routes.map(routeKey).filter((key) => !(key in ROUTE_CASES));
}

/**
 * Fails with the list of routes to classify, and of cases whose route is gone or whose access
 * level differs from the declared one. Every test of the matrix calls it first.
 */
export function assertEveryRouteClassified(routes: readonly DeclaredRoute[]) {
  const declared = new Map(routes.map((route) => [routeKey(route), route]));
  const problems = [
    ...unknownRoutes(routes).map(
      (key) =>
        `${key}: unknown to the matrix; add it to ROUTE_CASES in test/helpers/route-matrix.ts`,
    ),
    ...Object.entries(ROUTE_CASES).flatMap(([key, routeCase]) => {
      const route = declared.get(key);
      if (!route) return routeCase.optional ? [] : [`${key}: in ROUTE_CASES but not declared`];
      return route.access === routeCase.access
        ? []
        : [`${key}: declares '${route.access}', the matrix expects '${routeCase.access}'`];
    }),
  ];
  if (problems.length > 0) {
    throw new Error(`The route table and the matrix disagree:\n  ${problems.join('\n  ')}`);
  }
}

/** A concrete URL for a declared route, with placeholders (the access hook runs before them). */
export function placeholderUrl(route: DeclaredRoute): string {
  return route.url
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')
    .replace('*', 'placeholder');
}

/** The people of the matrix: two subscribers of two households, and users before access. */
export type MatrixWorld = {
  t: TestApp;
  /** The owner of the rows other callers probe. */
  lea: Member;
  /** A subscriber of another household: the intruder. */
  marc: Member;
  /** A fresh user of `kind`, in a household of their own. */
  fresh(kind: CallerKind): Promise<Member>;
};

/** `prefix` keeps its addresses apart from the other users of a test file. */
export async function createMatrixWorld(t: TestApp, prefix = ''): Promise<MatrixWorld> {
  let count = 0;
  const fresh = async (kind: CallerKind) => {
    const email = `${prefix}${kind}-${count++}@example.ch`;
    if (kind === 'subscriber') return signUpSubscriber(t, email);
    const user: TestUser = await signUpUser(t, email);
    return { ...user, householdId: await householdOf(t, user.id) };
  };
  return {
    t,
    lea: await signUpSubscriber(t, `${prefix}lea@example.ch`),
    marc: await signUpSubscriber(t, `${prefix}marc@example.ch`),
    fresh,
  };
}
