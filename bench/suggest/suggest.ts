import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type FakeOpenAi,
  recipeReply,
  startFakeOpenAi,
} from '../../apps/server/test/helpers/fake-openai';
import {
  spawnServer,
  stopServer,
  waitForHealth,
} from '../../apps/server/test/helpers/server-process';
import { latencyLine, ms, summarize } from '../lib/latency';
import { recordFigure } from '../lib/summary';

// The suggestions benchmark: POST /api/suggestions over real HTTP on 127.0.0.1 to the real server
// process (main.ts, as `npm start` runs it, NODE_ENV=production, the embedded default: PGlite on
// disk), keep-alive, one request at a time, so each sample is one request's latency.
// 1. The catalogue engine: 1,000 requests spread over households with varied preferences
//    (restrictions, avoided and preferred foods, sizes, some in fridge mode). Aim: p95 < 20 ms.
// 2. The LLM path against a fake OpenAI-compatible provider that takes PROVIDER_LATENCY_MS per
//    call: the provider's own latency (measured by calling it directly) beside the whole path
//    (cache skipped with `regenerate`), and the path's overhead on top of it; cache hits too.
// BENCH_SUGGEST_PORT (default 3202) is the port the app listens on.

const PORT = Number(process.env.BENCH_SUGGEST_PORT ?? 3202);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOUSEHOLDS = 40;
const CATALOGUE_REQUESTS = 1000;
const LLM_REQUESTS = 200;
const BASELINE_REQUESTS = 300;
const PROVIDER_LATENCY_MS = 50;

const TYPES = ['plat', 'entrée', 'dessert', 'boisson', 'apéro', 'amuse-bouche'] as const;
const RESTRICTIONS = [
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'nutFree',
  'halal',
  'kosher',
];
const AVOIDED = [
  'coriandre',
  'champignons',
  'tomate',
  'oignon',
  'poivron',
  'fruits à coque',
  'lactose',
  'porc',
  'crevettes',
  'ail',
  'céleri',
  'fraises',
];
const PREFERRED = [
  'tomates',
  'basilic',
  'courgettes',
  'chocolat',
  'citron',
  'poulet',
  'fromage',
  'lentilles',
  'pommes',
  'saumon',
];
const FRIDGE = [
  'Courgettes',
  'Poivrons',
  'Carottes',
  'Œufs',
  'Lait',
  'Épinards',
  'Pommes',
  'Citrons',
  'Yaourt',
  'Poireaux',
];

/** A seeded generator: the same households on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

function pick<T>(random: () => number, values: readonly T[], chance: number): T[] {
  return values.filter(() => random() < chance);
}

type Household = { email: string; cookie: string; hasFridge: boolean };

async function call(path: string, cookie: string | undefined, body: unknown, method = 'POST') {
  return fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function startApp(env: Record<string, string>, emails: readonly string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mijote-bench-suggest-'));
  const server = spawnServer({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    SUGGESTIONS_RATE_LIMIT_MAX: '1000000',
    COMPLIMENTARY_EMAILS: emails.join(','),
    ...env,
  });
  try {
    // A loaded machine may take long to compile and start it: not what is measured.
    await waitForHealth(PORT, server, 180_000);
  } catch (error) {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    async close() {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs households up (complimentary: no checkout) and answers their questionnaires. */
async function seedHouseholds(emails: readonly string[]): Promise<Household[]> {
  const random = seeded(42);
  const households: Household[] = [];
  for (const [index, email] of emails.entries()) {
    const signUp = await call('/api/auth/sign-up/email', undefined, {
      email,
      password: 'bench-secret-123',
      name: 'Banc Essai',
      firstName: 'Banc',
      lastName: 'Essai',
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const restrictions = pick(random, RESTRICTIONS, 0.15);
    const saved = await call(
      '/api/preferences',
      cookie,
      {
        householdSize: { adults: 1 + Math.floor(random() * 4), children: Math.floor(random() * 3) },
        restrictions: restrictions.length > 0 ? restrictions : ['none'],
        preferredFoods: pick(random, PREFERRED, 0.2),
        avoidedFoods: pick(random, AVOIDED, 0.12),
      },
      'PUT',
    );
    if (!saved.ok) throw new Error(`preferences failed: ${await saved.text()}`);
    const hasFridge = index % 5 === 0;
    if (hasFridge) {
      for (const name of pick(random, FRIDGE, 0.5)) {
        await call('/api/fridge/items', cookie, { name, quantity: 2 });
      }
    }
    households.push({ email, cookie, hasFridge });
  }
  return households;
}

async function timed(path: string, cookie: string | undefined, body: unknown) {
  const start = performance.now();
  const response = await call(path, cookie, body);
  const text = await response.text();
  return { elapsed: performance.now() - start, status: response.status, text };
}

async function benchmarkCatalogue(): Promise<void> {
  const emails = Array.from({ length: HOUSEHOLDS }, (_, i) => `menage-${i}@bench.mijote.ch`);
  const app = await startApp({}, emails);
  try {
    const households = await seedHouseholds(emails);
    const samples: number[] = [];
    const statuses = new Map<number, number>();
    const fridgeSamples: number[] = [];
    // Warm-up: a first request per household (JIT, prepared statements), not measured.
    for (const h of households) await timed('/api/suggestions', h.cookie, { type: 'plat' });
    for (let i = 0; i < CATALOGUE_REQUESTS; i++) {
      const household = households[i % households.length]!;
      const fridgeMode = household.hasFridge && i % 2 === 0;
      const type = TYPES[(i * 7) % TYPES.length]!;
      const result = await timed('/api/suggestions', household.cookie, { type, fridgeMode });
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      samples.push(result.elapsed);
      if (fridgeMode) fridgeSamples.push(result.elapsed);
    }
    // The fixed cost of any dashboard route (session, access check, one query), for scale.
    const baseline: number[] = [];
    for (let i = 0; i < BASELINE_REQUESTS; i++) {
      const household = households[i % households.length]!;
      const start = performance.now();
      const response = await fetch(`${ORIGIN}/api/favorites`, {
        headers: { origin: ORIGIN, cookie: household.cookie },
      });
      await response.text();
      baseline.push(performance.now() - start);
    }
    const summary = summarize(samples);
    console.log(
      `\nCatalogue engine — ${CATALOGUE_REQUESTS} HTTP requests, ${HOUSEHOLDS} households, PGlite on disk`,
    );
    console.log(latencyLine('POST /api/suggestions (all)', summary));
    console.log(latencyLine('  of which fridge mode', summarize(fridgeSamples)));
    const favorites = summarize(baseline);
    console.log(latencyLine('baseline: GET /api/favorites', favorites));
    console.log(
      `  answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}` +
        ` (422: no recipe keeps that household's rules)`,
    );
    console.log(
      `  aim p95 < 20 ms: ${summary.p95 < 20 ? 'met' : 'NOT met'} (${ms(summary.p95).trim()})`,
    );
    recordFigure({ name: 'catalogue engine: p50', value: summary.p50, unit: 'ms' });
    recordFigure({ name: 'catalogue engine: p95 (aim < 20 ms)', value: summary.p95, unit: 'ms' });
    recordFigure({
      name: 'baseline GET /api/favorites: p95',
      value: favorites.p95,
      unit: 'ms',
    });
  } finally {
    await app.close();
  }
}

async function providerAlone(fake: FakeOpenAi, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const response = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
      body: JSON.stringify({ model: 'bench', messages: [{ role: 'user', content: 'Bonjour' }] }),
    });
    await response.text();
    times.push(performance.now() - start);
  }
  return times;
}

async function benchmarkLlmPath(): Promise<void> {
  const fake = await startFakeOpenAi();
  fake.latencyMs = PROVIDER_LATENCY_MS;
  fake.fallback = { reply: recipeReply({}) };
  const emails = ['llm@bench.mijote.ch'];
  const app = await startApp({ ...fake.env(), LLM_TIMEOUT_MS: '10000' }, emails);
  try {
    const [household] = await seedHouseholds(emails);
    // Warm-up of both the path and the provider.
    for (let i = 0; i < 10; i++) {
      await timed('/api/suggestions', household!.cookie, { type: 'plat', regenerate: true });
    }
    await providerAlone(fake, 10);
    const provider = summarize(await providerAlone(fake, LLM_REQUESTS));
    const path: number[] = [];
    let llmAnswers = 0;
    for (let i = 0; i < LLM_REQUESTS; i++) {
      const result = await timed('/api/suggestions', household!.cookie, {
        type: 'plat',
        regenerate: true,
      });
      if (result.status === 200 && JSON.parse(result.text).engine === 'llm') llmAnswers++;
      path.push(result.elapsed);
    }
    const cached: number[] = [];
    for (let i = 0; i < LLM_REQUESTS; i++) {
      cached.push(
        (await timed('/api/suggestions', household!.cookie, { type: 'dessert' })).elapsed,
      );
    }
    const whole = summarize(path);
    console.log(
      `\nLLM path — fake OpenAI-compatible provider on 127.0.0.1 answering in ${PROVIDER_LATENCY_MS} ms, real SDK`,
    );
    console.log(latencyLine('provider alone (direct HTTP call)', provider));
    console.log(latencyLine('POST /api/suggestions, regenerate (no cache)', whole));
    console.log(
      `${'overhead of the path over the provider'.padEnd(52)}p50 ${ms(whole.p50 - provider.p50)}  p95 ${ms(whole.p95 - provider.p95)}`,
    );
    console.log(latencyLine('POST /api/suggestions, 5-minute cache hit', summarize(cached)));
    console.log(`  ${llmAnswers}/${LLM_REQUESTS} answered by the model`);
    recordFigure({
      name: 'model path: overhead over the provider, p50',
      value: whole.p50 - provider.p50,
      unit: 'ms',
    });
  } finally {
    await app.close();
    await fake.close();
  }
}

export default async function benchmarkSuggestions(): Promise<void> {
  await benchmarkCatalogue();
  await benchmarkLlmPath();
}
