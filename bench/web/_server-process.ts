import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server the web benchmarks measure, started exactly as the README's `npm start` starts it
// (scripts/start.mjs: build what is stale, then the production server), on a fresh DATA_DIR, or
// on a fresh PostgreSQL database when `databaseUrl` (an admin URL) is given. Traffic stays on
// 127.0.0.1; the port is BENCH_WEB_PORT (3304 unless told).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH_EMAIL = 'bench-web@mijote.test';
const PASSWORD = 'bench-web-secret-123';

export type ProductionServer = {
  baseUrl: string;
  /** The process that serves (the child of scripts/start.mjs), for its memory. */
  serverPid: number;
  /** Milliseconds from the spawn of `npm start`'s script to the first healthy answer. */
  startupMs: number;
  stop(): Promise<void>;
};

function childPidOf(pid: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    const first = Number.parseInt(children.split(' ')[0] ?? '', 10);
    return Number.isFinite(first) ? first : undefined;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB (VmRSS), from /proc. */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

async function adminQuery(adminUrl: string, statement: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startProductionServer(
  options: { databaseUrl?: string } = {},
): Promise<ProductionServer> {
  const port = Number(process.env.BENCH_WEB_PORT ?? 3304);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mijote-bench-web-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.databaseUrl) {
    const name = `mijote_bench_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(options.databaseUrl, `create database ${name}`);
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      adminQuery(options.databaseUrl ?? '', `drop database if exists ${name} with (force)`);
  }
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      COMPLIMENTARY_EMAILS: BENCH_EMAIL,
      BETTER_AUTH_SECRET: 'bench-web-secret-bench-web-secret-0123456789',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A first `npm start` may build the web app and the server: allow for it.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = performance.now() - started;
  const serverPid = childPidOf(child.pid ?? 0);
  if (!serverPid) {
    await stop();
    throw new Error('no server process under scripts/start.mjs');
  }
  return { baseUrl, serverPid, startupMs, stop };
}

/**
 * A subscriber (a complimentary account) who answered the questionnaire: the session cookie of
 * someone who reaches /dashboard.
 */
export async function signedInCookie(baseUrl: string): Promise<string> {
  const origin = baseUrl;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: BENCH_EMAIL,
      password: PASSWORD,
      name: 'Léa Bench',
      firstName: 'Léa',
      lastName: 'Bench',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const preferences = await fetch(`${baseUrl}/api/preferences`, {
    method: 'PUT',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      householdSize: { adults: 2, children: 1 },
      restrictions: [],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    }),
  });
  if (!preferences.ok) throw new Error(`preferences: ${preferences.status}`);
  return cookie;
}

/**
 * A household's week in the account of `cookie`, as the screens would write it: meals today and
 * tomorrow, a fridge with something expired and something expiring, a shopping list and two
 * favourites, so each page is measured with what it shows a family rather than its empty state.
 */
export async function seedHousehold(baseUrl: string, cookie: string): Promise<void> {
  const send = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { origin: baseUrl, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const recipe = (id: string, title: string, ingredients: string[]) => ({
    id,
    title,
    description: 'Une recette du soir, simple et de saison.',
    imageUrl: null,
    preparationTime: 35,
    servings: 4,
    difficulty: 'facile',
    ingredients,
    instructions: ['Préparer les légumes.', 'Cuire doucement.', 'Servir chaud.'],
    type: 'plat',
  });
  const gratin = recipe('recipe_1767225600000_bench1', 'Gratin de courgettes', [
    '3 courgettes',
    '200 g de gruyère râpé',
    '20 cl de crème',
  ]);
  const soup = recipe('recipe_1767225600000_bench2', 'Soupe de potiron', [
    '1 kg de potiron',
    '1 oignon',
    '50 cl de bouillon de légumes',
  ]);
  for (const [date, time, meal] of [
    [day(0), '12:00', gratin],
    [day(0), '19:00', soup],
    [day(1), '19:00', gratin],
  ] as const) {
    await send('/api/planning/meals', {
      recipeTitle: meal.title,
      date,
      time,
      servings: 4,
      type: 'plat',
      recipeId: meal.id,
      recipe: meal,
    });
  }
  for (const [name, offset, category] of [
    ['Yogourt nature', -2, 'Produits Laitiers'],
    ['Courgettes', 1, 'Fruits et Légumes'],
    ['Lait', 3, 'Produits Laitiers'],
    ['Œufs', 10, 'Autre'],
    ['Poulet', 2, 'Viandes et Poissons'],
    ['Riz', 200, 'Épicerie'],
  ] as const) {
    await send('/api/fridge/items', { name, quantity: 2, expirationDate: day(offset), category });
  }
  for (const name of ['Pain', 'Pommes', 'Beurre', 'Café']) {
    await send('/api/shopping/items', { name, quantity: '1' });
  }
  await send('/api/shopping/items/from-recipe', { recipe: soup });
  for (const favourite of [gratin, soup]) await send('/api/favorites', { recipe: favourite });
}
