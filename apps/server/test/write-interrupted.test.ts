import type { CreatedInvitation } from '@mijote/contracts';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdInvitations,
  householdMembers,
  households,
  inventoryItems,
  plannedMeals,
  shoppingItems,
  users,
} from '../src/db/schema';
import { aRecipe, type Member, signUpSubscriber } from './helpers/household';
import {
  findPostgresBin,
  type PostgresCluster,
  startPostgresCluster,
} from './helpers/postgres-cluster';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// A PostgreSQL backend terminated (`pg_terminate_backend`) while it is in the
// middle of a write that takes several rows or statements. The write is held at a known point by
// a row lock the test takes from a connection of its own, the backend waiting on it is killed,
// then the lock is let go. Asserted: the request fails with a French error, nothing of the write
// remains, and the same request succeeds on the next try (the pool replaced the connection).
//
// Needs a real PostgreSQL (PGlite has no backends to kill): TEST_DATABASE_URL, or the server
// binaries for a throwaway cluster. Without either it is skipped, saying why.

const serverUrl = process.env.TEST_DATABASE_URL;
const postgresBin = findPostgresBin();
const clusterBin = !serverUrl && 'bin' in postgresBin ? postgresBin.bin : undefined;
if (!serverUrl && !clusterBin) {
  console.warn(
    `interrupted writes: skipped, no TEST_DATABASE_URL and no throwaway cluster (${
      'reason' in postgresBin ? postgresBin.reason : ''
    })`,
  );
}

const recipe = aRecipe({
  id: 'plat-gratin-de-courgettes',
  ingredients: ['3 courgettes', '200 g de gruyère râpé', '20 cl de crème', 'Sel et poivre'],
  servings: 4,
});

describe.runIf(serverUrl || clusterBin)('a backend terminated in the middle of a write', () => {
  let cluster: PostgresCluster | undefined;
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    if (clusterBin) cluster = await startPostgresCluster(clusterBin);
    t = await createTestApp({}, { databaseServerUrl: serverUrl ?? cluster?.url });
    const { rows } = await t.database.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    databaseName = (rows[0] as { name: string }).name;
    const url = new URL(serverUrl ?? (cluster as PostgresCluster).url);
    url.pathname = `/${databaseName}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    await cluster?.destroy();
  });

  /**
   * Runs `request` while `lockSql` (a row lock of the test's) holds the write at one step; kills
   * the backend that waits on the lock, then lets the lock go. Returns the request's answer.
   */
  async function killMidWrite<T>(lockSql: string, params: unknown[], request: () => Promise<T>) {
    await admin.query('begin');
    await admin.query(lockSql, params);
    const answer = request();
    let killed = 0;
    try {
      for (let tries = 0; tries < 200 && killed === 0; tries++) {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          [databaseName],
        );
        for (const { pid } of rows) {
          await admin.query('select pg_terminate_backend($1)', [pid]);
          killed++;
        }
        if (killed === 0) await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await admin.query('rollback');
    }
    expect(killed).toBe(1);
    return answer;
  }

  function expectFrenchFailure(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    const body = response.json() as { code: string; message: string };
    expect(body.code).toMatch(/^[A-Z_]+$/);
    expect(body.message).toMatch(/[a-zé]/);
  }

  it('adding a recipe to the list: no line of it remains, and the next try adds them all', async () => {
    const lea: Member = await signUpSubscriber(t, 'lea@example.ch');
    const rowsOfLea = () =>
      t.database.db
        .select({ id: shoppingItems.id })
        .from(shoppingItems)
        .where(eq(shoppingItems.householdId, lea.householdId));

    // The lines are inserted, then wait for their household's key share: killed right there.
    const response = await killMidWrite(
      'select 1 from households where id = $1 for update',
      [lea.householdId],
      () => callApi(t, lea).post('/api/shopping/items/from-recipe', { recipe }),
    );
    expectFrenchFailure(response);
    expect(await rowsOfLea()).toEqual([]);

    const again = await callApi(t, lea).post('/api/shopping/items/from-recipe', { recipe });
    expect(again.statusCode, again.body).toBe(201);
    expect(await rowsOfLea()).toHaveLength(again.json().items.length);
  });

  it('deleting an account: the household, its rows and the user all remain, and the next try deletes them', async () => {
    const marc: Member = await signUpSubscriber(t, 'marc@example.ch');
    const added = await callApi(t, marc).post('/api/shopping/items/from-recipe', { recipe });
    expect(added.statusCode).toBe(201);
    const state = async () => ({
      user: (await t.database.db.select().from(users).where(eq(users.id, marc.id))).length,
      household: (
        await t.database.db.select().from(households).where(eq(households.id, marc.householdId))
      ).length,
      items: (
        await t.database.db
          .select()
          .from(shoppingItems)
          .where(and(eq(shoppingItems.householdId, marc.householdId)))
      ).length,
    });
    const before = await state();
    expect(before.items).toBeGreaterThan(0);

    // Marc's household (his alone) is deleted first, with its rows; the last statement, deleting
    // the user, waits on the lock and is killed: the whole transaction must be gone.
    const response = await killMidWrite(
      'select 1 from users where id = $1 for update',
      [marc.id],
      () => callApi(t, marc).post('/api/account/delete', { confirmation: 'SUPPRIMER' }),
    );
    expectFrenchFailure(response);
    expect(await state()).toEqual(before);
    expect((await callApi(t, marc).get('/api/me')).statusCode).toBe(200);

    const again = await callApi(t, marc).post('/api/account/delete', { confirmation: 'SUPPRIMER' });
    expect(again.statusCode, again.body).toBe(204);
    expect(await state()).toEqual({ user: 0, household: 0, items: 0 });
  });

  it('joining a household with « merge »: the joiner stays alone with all their rows, the link stays usable, and the next try joins', async () => {
    const anne: Member = await signUpSubscriber(t, 'anne@example.ch');
    const leo: Member = await signUpSubscriber(t, 'leo@example.ch');
    const created = await callApi(t, anne).post('/api/household/invitations', {});
    expect(created.statusCode, created.body).toBe(201);
    const token = (created.json() as CreatedInvitation).link.split('/invitation/')[1] ?? '';
    // Léo's own household holds something of each kind « merge » moves.
    for (const [path, body] of [
      ['/api/shopping/items', { name: 'Lait' }],
      ['/api/fridge/items', { name: 'Beurre', quantity: 1, unit: 'unité' }],
      [
        '/api/planning/meals',
        { recipeTitle: 'Soupe', date: '2026-11-30', time: '19:00', servings: 2 },
      ],
    ] as const) {
      const response = await callApi(t, leo).post(path, body);
      expect(response.statusCode, response.body).toBe(201);
    }
    const db = t.database.db;
    const rowsOf = async (householdId: string) => ({
      shopping: (
        await db.select().from(shoppingItems).where(eq(shoppingItems.householdId, householdId))
      ).length,
      fridge: (
        await db.select().from(inventoryItems).where(eq(inventoryItems.householdId, householdId))
      ).length,
      meals: (await db.select().from(plannedMeals).where(eq(plannedMeals.householdId, householdId)))
        .length,
    });
    const state = async () => ({
      leoMemberships: await db
        .select({ householdId: householdMembers.householdId, role: householdMembers.role })
        .from(householdMembers)
        .where(eq(householdMembers.userId, leo.id)),
      leoHousehold: (await db.select().from(households).where(eq(households.id, leo.householdId)))
        .length,
      leoRows: await rowsOf(leo.householdId),
      anneRows: await rowsOf(anne.householdId),
      invitation: await db
        .select({
          acceptedAt: householdInvitations.acceptedAt,
          acceptedBy: householdInvitations.acceptedBy,
        })
        .from(householdInvitations)
        .where(eq(householdInvitations.householdId, anne.householdId)),
    });
    const before = await state();
    expect(before.leoRows).toEqual({ shopping: 1, fridge: 1, meals: 1 });
    expect(before.invitation).toEqual([{ acceptedAt: null, acceptedBy: null }]);

    // Léo's rows are moved and his household deleted; adding him to Anne's waits for his user
    // row's key share, held by the test: killed right there, after the moves.
    const response = await killMidWrite(
      'select 1 from users where id = $1 for update',
      [leo.id],
      () => callApi(t, leo).post(`/api/invitations/${token}/accept`, { ownData: 'merge' }),
    );
    expectFrenchFailure(response);
    expect(await state()).toEqual(before);
    expect((await callApi(t, leo).get(`/api/invitations/${token}`)).statusCode).toBe(200);

    const again = await callApi(t, leo).post(`/api/invitations/${token}/accept`, {
      ownData: 'merge',
    });
    expect(again.statusCode, again.body).toBe(204);
    const after = await state();
    expect(after.leoMemberships).toEqual([{ householdId: anne.householdId, role: 'member' }]);
    expect(after.leoHousehold).toBe(0);
    expect(after.anneRows).toEqual({ shopping: 1, fridge: 1, meals: 1 });
    expect(after.invitation).toEqual([{ acceptedAt: expect.any(Date), acceptedBy: leo.id }]);
  });
});
