import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import {
  householdMembers,
  inventoryItems,
  plannedMeals,
  userSubscriptions,
} from '../../apps/server/src/db/schema';
import { recipeSnapshot } from '../../apps/server/src/modules/planning/plan-proposals';
import { createMailer } from '../../apps/server/src/providers/mail';
import { RECIPES } from '../../packages/cuisine/src/index';
import { type CapturedQuery, captureSql } from '../lib/captured-sql';
import { percentile } from '../lib/latency';

// The server-side half of bench/api/api.ts, run as a child process (server code is checked by
// apps/server's settings):
//   seed <postgres url | pglite data dir> <origin> <secret> <items> <capture: 1|0>
//     signs a subscriber up through the real endpoints in-process, adds the shopping items, 20
//     meals and 30 fridge items, and captures the SQL of the benchmarked endpoints from
//     node-postgres; prints the fixture as JSON.
//   baseline <pglite data dir> <seconds> <scripts.json>
//     runs the scripts (lists of statements) one at a time for that long; prints the figures.

export type Fixture = {
  cookie: string;
  token: string;
  userId: string;
  householdId: string;
  itemIds: string[];
  get: CapturedQuery[];
  patch: CapturedQuery[];
  lists: Record<string, CapturedQuery[]>;
};

export type BaselineFigures = { reqPerS: number; p50: number; p99: number };

let ORIGIN = '';
let SECRET = '';
let ITEMS = 50;

async function withApp<T>(database: Database, dataDir: string, work: (app: InApp) => Promise<T>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_RATE_LIMIT_MAX: '100000',
  });
  const logger = pino({ level: 'silent' });
  const mailer = createMailer(config, logger);
  const app = await buildApp({ config, database, mailer, logger, authSecret: SECRET });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
    await mailer.close();
  }
}

type InApp = Awaited<ReturnType<typeof buildApp>>;

async function seedFixture(database: Database, dataDir: string, capture: boolean) {
  return withApp(database, dataDir, async (app): Promise<Fixture> => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: {
        email: 'banc@example.ch',
        password: 'secret123',
        firstName: 'Banc',
        lastName: 'Essai',
      },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.body}`);
    const setCookie = signUp.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').replace(
      /\.[^.]*$/,
      '',
    );
    const userId = signUp.json().user.id as string;
    const headers = { origin: ORIGIN, cookie };
    const call = async (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH',
      url: string,
      payload?: object,
    ) => {
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
      return response;
    };
    await call('PUT', '/api/preferences', {
      householdSize: { adults: 2, children: 0 },
      restrictions: [],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    });
    const { db } = database;
    await db.insert(userSubscriptions).values({
      userId,
      status: 'active',
      provider: 'demo',
      providerSubscriptionId: `demo_sub_${userId}`,
      customerId: `demo_cus_${userId}`,
    });
    const [member] = await db
      .select({ householdId: householdMembers.householdId })
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    const householdId = member!.householdId;
    // A family's list: catalogue dishes for 4 (merged lines, the cupboard section, rows of every
    // aisle) while they fit in ITEMS rows, topped up with items typed by hand.
    let rows = 0;
    for (const recipe of RECIPES.filter((r) => r.type === 'plat')) {
      const snapshot = recipeSnapshot(recipe.id, 4)!;
      if (rows + snapshot.ingredients.length > ITEMS) break;
      const added = await call('POST', '/api/shopping/items/from-recipe', {
        recipe: snapshot,
        ignoreFridge: true,
      });
      rows += (added.json() as { items: unknown[] }).items.length;
    }
    for (let i = rows + 1; i <= ITEMS; i++) {
      await call('POST', '/api/shopping/items', { name: `article ${i}`, quantity: String(i) });
    }
    const today = new Date().toISOString().slice(0, 10);
    await db.insert(plannedMeals).values(
      Array.from({ length: 20 }, (_, i) => ({
        householdId,
        recipeId: `plat-${i}`,
        recipeTitle: `Plat ${i}`,
        date: today,
        time: `${String(8 + (i % 12)).padStart(2, '0')}:00`,
        servings: 2,
      })),
    );
    await db
      .insert(inventoryItems)
      .values(Array.from({ length: 30 }, (_, i) => ({ householdId, name: `produit ${i}` })));
    const list = (await call('GET', '/api/shopping/items')).json() as {
      items: { id: string; recipeId: string | null; inPantry: boolean }[];
    };
    if (list.items.length !== ITEMS) {
      throw new Error(`expected ${ITEMS} items, got ${list.items.length}`);
    }
    // What the check load ticks: every row but one to buy of each recipe, so that no recipe is
    // ever complete and purged (spec section 4) halfway through a run.
    const kept = new Set<string>();
    const itemIds = list.items
      .filter((item) => {
        if (item.recipeId === null || item.inPantry || kept.has(item.recipeId)) return true;
        kept.add(item.recipeId);
        return false;
      })
      .map((item) => item.id);

    const sqlOf = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
      capture ? captureSql(() => call(method, url, payload)) : Promise.resolve([]);
    await call('GET', '/api/shopping/items'); // warm: the pool's connection is open
    const get = await sqlOf('GET', '/api/shopping/items');
    const patch = await sqlOf('PATCH', `/api/shopping/items/${itemIds[0]}`, { checked: true });
    await call('PATCH', `/api/shopping/items/${itemIds[0]}`, { checked: false });
    const lists = {
      'GET /api/shopping/items': get,
      'GET /api/planning/meals': await sqlOf('GET', '/api/planning/meals'),
      'GET /api/fridge/items': await sqlOf('GET', '/api/fridge/items'),
    };
    return { cookie, token, userId, householdId, itemIds, get, patch, lists };
  });
}

async function inProcessBaseline(
  database: Database,
  scripts: CapturedQuery[][],
  DURATION_S: number,
): Promise<BaselineFigures> {
  const client = (
    database.db as unknown as { $client: { query(t: string, v: unknown[]): Promise<unknown> } }
  ).$client;
  const latencies: number[] = [];
  const until = performance.now() + DURATION_S * 1000;
  while (performance.now() < until) {
    const script = scripts[Math.floor(Math.random() * scripts.length)]!;
    const started = performance.now();
    for (const q of script) await client.query(q.text, q.values.map(pgliteValue));
    latencies.push(performance.now() - started);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    reqPerS: latencies.length / DURATION_S,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

const pgliteValue = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : value;

const open = (target: string) =>
  /^postgres(ql)?:/.test(target)
    ? openDatabase({ kind: 'postgres', url: target })
    : openDatabase({ kind: 'pglite', dataDir: target });

const [mode, target = '', ...rest] = process.argv.slice(2);
const database = await open(target);
try {
  if (mode === 'seed') {
    const [origin = '', secret = '', items = '50', capture = '1', dataDir = ''] = rest;
    ORIGIN = origin;
    SECRET = secret;
    ITEMS = Number(items);
    const fixture = await seedFixture(database, dataDir || target, capture === '1');
    process.stdout.write(`${JSON.stringify(fixture)}\n`);
  } else if (mode === 'baseline') {
    const [seconds = '10', scriptsFile = ''] = rest;
    const scripts = JSON.parse(readFileSync(scriptsFile, 'utf8')) as CapturedQuery[][];
    const figures = await inProcessBaseline(database, scripts, Number(seconds));
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
} finally {
  await database.close();
}
