import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_PAGES, type Endpoint } from '@mijote/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { todayIsoDate } from './support/dates';
import { newUser } from './support/users';

// What a phone runs when the dashboard opens (docs/performance.md, 29 Nov evening): the app
// builds the zod schemas of the modules it loads, at their top level, so a page's first load
// must not carry the contracts of endpoints it does not call — the list's, the fridge's, the
// planning's mutations wait for the gesture or the offline queue's replay that calls them, and
// the chat's for the drawer whose navigation reads it.
// Read from the build the browser gets: each script the page loaded, through its source map, to
// the contracts' files it holds.

const ASSETS = join(import.meta.dirname, '../apps/web/dist/assets');

/** The sources a built script was made of, as its source map names them. */
function sourcesOf(script: string): string[] {
  if (script.startsWith('rolldown-runtime-')) return [];
  const map = JSON.parse(readFileSync(join(ASSETS, `${script}.map`), 'utf8')) as {
    sources: string[];
  };
  return map.sources;
}

/**
 * The files of packages/<name>/src a built script holds (`api/shopping.ts`, `fridge.ts`…);
 * the bundler's own runtime has no source map, and none of ours.
 */
function packageFilesOf(script: string, name = 'contracts'): string[] {
  const inPackage = new RegExp(`packages/${name}/src/(.+\\.ts)$`);
  return sourcesOf(script).flatMap((source) => {
    const file = inPackage.exec(source)?.[1];
    return file ? [file] : [];
  });
}

/** Code no dashboard page loads with itself: each costs a phone's CPU at every first visit. */
const NEVER_WITH_A_PAGE = [
  // Loaded with a first change of servings (features/suggestions/recipe-for-servings.ts): 0.2 s.
  {
    what: "the ingredients' knowledge base",
    source: /packages\/cuisine\/src\/ingredients\/lookup\.ts$/,
  },
  // Only the sign-up's phone field checks numbers (contracts/src/auth.ts): 118 kB of script.
  { what: 'the phone-number library', source: /node_modules\/libphonenumber-js\// },
  // Its schema names every table's: built when the user asks for the file (Paramètres).
  { what: "the data export's schema", source: /packages\/contracts\/src\/account-export\.ts$/ },
];

const QUESTIONNAIRE = {
  what: "the questionnaire's inputs",
  source: /packages\/contracts\/src\/(api\/)?preferences\.ts$/,
};

/** Code a page's first load leaves for the user's first action on it. */
const NOT_WITH: Record<string, { what: string; source: RegExp }[]> = {
  // A count of portions reads the household's size from the answers (contracts'
  // preferences-read.ts): the questionnaire's inputs are built where it is answered.
  '/dashboard': [QUESTIONNAIRE],
  '/dashboard/planning': [QUESTIONNAIRE],
  // The fridge's changes: its batch (« Ranger au frigo ») names the list's schemas.
  '/dashboard/inventory': [
    {
      what: "the fridge's changes",
      source: /packages\/contracts\/src\/(api\/fridge|loop|shopping)\.ts$/,
    },
  ],
  // The list's changes name the fridge's and the recipes' schemas: built with the first change
  // (the list's read is contracts/src/shopping-list.ts).
  '/dashboard/shopping': [
    {
      what: "the list's changes",
      source: /packages\/contracts\/src\/(api\/)?(shopping|loop)\.ts$/,
    },
  ],
};

/** Scripts a page asks for once it has drawn, by design: its HTML does not announce them. */
const AFTER_THE_FIRST_DRAW = [
  // The service worker's registration waits for the page's load (decision 036).
  /^\/assets\/service-worker-/,
  // Paramètres' sections below the profile form (apps/web/src/app/routes/settings.tsx).
  /^\/assets\/settings-sections-/,
  // The answers' read, for the household's size in a count of portions (lib/preferences.ts).
  /^\/assets\/preferences-read-/,
];

/** Whether `url` (a path and its query) is a call of `endpoint`. */
function calls(endpoint: Endpoint, method: string, url: URL): boolean {
  const pattern = new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return endpoint.method === method && pattern.test(url.pathname);
}

/**
 * The areas of the contracts (`api/<area>.ts`) that `scripts` hold and none of whose endpoints
 * `requests` called: schemas a page builds as it loads, for nothing.
 */
async function areasNotCalled(
  scripts: Iterable<string>,
  requests: readonly { method: string; url: URL }[],
): Promise<string[]> {
  const loaded = new Set([...scripts].flatMap((script) => packageFilesOf(script)));
  const areas = [...loaded].filter((file) => /^api\/(?!endpoint\.ts$|index\.ts$)/.test(file));
  const notCalled: string[] = [];
  for (const area of areas) {
    const module = (await import(`@mijote/contracts/${area.replace(/\.ts$/, '')}`)) as Record<
      string,
      unknown
    >;
    // The area's endpoints: `shoppingApi.add`… (beside them, a schema or two of its own).
    const endpoints = Object.values(module)
      .flatMap((each) => (typeof each === 'object' && each !== null ? Object.values(each) : []))
      .filter((each): each is Endpoint => typeof (each as Endpoint | null)?.path === 'string');
    const called = requests.some(({ method, url }) =>
      endpoints.some((endpoint) => calls(endpoint, method, url)),
    );
    if (!called) notCalled.push(area);
  }
  return notCalled;
}

test('the dashboard loads the contracts of the endpoints it calls, and no other', async ({
  page,
  browser,
}) => {
  await signUpAndSubscribe(page, newUser('premier-chargement'));
  // A fresh browser context, signed in, a phone's width: nothing in its cache, every script
  // fetched.
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 412, height: 823 },
  });
  const fresh = await context.newPage();
  const scripts = new Set<string>();
  const requests: { method: string; url: URL }[] = [];
  fresh.on('request', (request) => {
    const url = new URL(request.url());
    const script = /^\/assets\/([^/]+\.js)$/.exec(url.pathname)?.[1];
    if (script) scripts.add(script);
    if (url.pathname.startsWith('/api/')) requests.push({ method: request.method(), url });
  });
  await fresh.goto('/dashboard');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await fresh.waitForLoadState('networkidle');

  const loaded = new Set([...scripts].flatMap((script) => packageFilesOf(script)));
  expect([...loaded].some((file) => file.startsWith('api/'))).toBe(true);
  expect(await areasNotCalled(scripts, requests)).toEqual([]);
  // The schemas only the list, the fridge's batches and the cooked meal use: not built here.
  for (const file of ['shopping.ts', 'loop.ts']) {
    expect(loaded.has(file), `${file} is in the dashboard's first load`).toBe(false);
  }
  await context.close();
});

/** The addresses an HTML page names in its `<link rel="kind">` tags. */
function announced(html: string, kind: string): Set<string> {
  return new Set(
    [...html.matchAll(new RegExp(`<link rel="${kind}"[^>]* href="([^"]+)"`, 'g'))].map(
      (match) => match[1] as string,
    ),
  );
}

/** The scripts an HTML page loads or preloads. */
function modulesAnnouncedBy(html: string): Set<string> {
  const modules = announced(html, 'modulepreload');
  for (const entry of html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)) {
    modules.add(entry[1] as string);
  }
  return modules;
}

// A dashboard page's HTML announces the scripts its first paint needs (the entry's, the layout's
// and the page's own) and fetches the session and the page's first reads
// (apps/web/build-plugins/page-preloads.ts, apps/web/build-plugins/first-reads.ts), so that a phone
// asks for them beside the entry rather than once the router has run and the session answered.
test('each dashboard page announces in its HTML the scripts and reads it needs, and uses them', async ({
  page,
  browser,
}) => {
  // Eight first loads, two at a time, on a loaded 2-core machine: over the usual two minutes.
  test.setTimeout(300_000);
  await signUpAndSubscribe(page, newUser('annonces'));
  // A meal today: the home and the planning show its portions, told from the household's size.
  const meal = { recipeTitle: 'Gratin de courgettes', time: '19:00', servings: 2, type: 'plat' };
  await callApi(page, 'POST', '/api/planning/meals', { ...meal, date: todayIsoDate() }, 201);
  const storageState = await page.context().storageState();
  // Each page in a fresh browser: nothing cached. Two at a time: eight at once on a loaded
  // 2-core machine held a page's first reads for seconds.
  const visit = async (path: string) => {
    const context = await browser.newContext({
      storageState,
      viewport: { width: 412, height: 823 },
    });
    const fresh = await context.newPage();
    const scripts = new Set<string>();
    // What went out on the network, and (below) which reads the app's code asked for.
    const requests: { method: string; url: URL }[] = [];
    await fresh.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { asked: string[] }).asked = asked;
      // What the Content-Security-Policy refused (zod's probe for eval did, on every load).
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
      );
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        asked.push(url.pathname + url.search);
        return fetchFirst(input, init);
      };
    });
    let html = '';
    fresh.on('response', async (response) => {
      if (new URL(response.url()).pathname === path) html = await response.text();
    });
    fresh.on('request', (request) => {
      const url = new URL(request.url());
      const script = /^\/assets\/[^/]+\.js$/.exec(url.pathname)?.[0];
      if (script) scripts.add(script);
      if (url.pathname.startsWith('/api/')) requests.push({ method: request.method(), url });
    });
    await fresh.goto(path);
    // First loads beside the suite's other journeys can take a 2-core machine
    // well over the usual 10 s: what is checked here is what each page loads, not how fast.
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
    await fresh.waitForLoadState('networkidle');
    const { asked, refused } = await fresh.evaluate(() => {
      const { asked, refused } = window as unknown as { asked: string[]; refused: string[] };
      return { asked, refused };
    });
    // Each GET of the API as it went out, once per request.
    const sentReads = requests
      .filter(({ method }) => method === 'GET')
      .map(({ url }) => url.pathname + url.search);
    const reads = new Set(sentReads);
    const sent = (read: string) => sentReads.filter((each) => each === read).length;
    const modules = modulesAnnouncedBy(html);
    const preloaded = announced(html, 'preload');
    await context.close();
    // A preload the app used: its code asked for the read, and the network saw no more requests
    // than the code made — the first ask took the preload's answer. (Chromium's « preloaded but
    // not used » warning is timed, three seconds after the load: on a loaded machine it also
    // fires for a preload used later.) A live change may make a page ask again: that is counted.
    const unused = [...preloaded]
      .filter((read) => read.startsWith('/api/'))
      .map((read) => ({ read, asks: asked.filter((each) => each === read).length }))
      .filter(({ read, asks }) => asks === 0 || sent(read) !== asks)
      .map(({ read, asks }) => `${read}: asked by the app ${asks}, sent ${sent(read)}`);
    const notCalled = await areasNotCalled(
      [...scripts].map((script) => script.replace('/assets/', '')),
      requests,
    );
    return { path, scripts, reads, unused, modules, preloaded, notCalled, refused };
  };
  const paths = APP_PAGES.filter((each) => each.startsWith('/dashboard'));
  const visits: Awaited<ReturnType<typeof visit>>[] = [];
  for (let start = 0; start < paths.length; start += 2) {
    visits.push(...(await Promise.all(paths.slice(start, start + 2).map(visit))));
  }
  // The app's shell, which every other path gets: a page's copy announces more.
  const shell = modulesAnnouncedBy(await (await page.request.get('/index.html')).text());
  for (const { path, scripts, reads, unused, modules, preloaded, notCalled, refused } of visits) {
    expect(modules.size, path).toBeGreaterThan(shell.size);
    expect([...shell].filter((script) => !modules.has(script))).toEqual([]);
    expect(
      [...scripts].filter(
        (script) =>
          !modules.has(script) && !AFTER_THE_FIRST_DRAW.some((later) => later.test(script)),
      ),
      `${path}: scripts its HTML does not announce`,
    ).toEqual([]);
    for (const { what, source } of [...NEVER_WITH_A_PAGE, ...(NOT_WITH[path] ?? [])]) {
      expect(
        [...scripts].filter((script) =>
          sourcesOf(script.replace('/assets/', '')).some((each) => source.test(each)),
        ),
        `${path}: scripts holding ${what}`,
      ).toEqual([]);
    }
    expect(preloaded.has('/api/me'), path).toBe(true);
    // Its reads are preloaded, but for the live stream, what depends on the device's date, and
    // the answers a count of portions asks for once drawn (which the HTML cannot know of).
    const unannounced = [...reads].filter(
      (read) =>
        !preloaded.has(read) &&
        read !== '/api/household/events' &&
        read !== '/api/preferences' &&
        !read.startsWith('/api/planning/meals?from='),
    );
    expect(unannounced, `${path}: reads its HTML does not preload`).toEqual([]);
    expect(unused, `${path}: preloads the app did not use`).toEqual([]);
    expect(notCalled, `${path}: contracts of endpoints it does not call`).toEqual([]);
    expect(refused, `${path}: refused by the Content-Security-Policy`).toEqual([]);
  }
});
