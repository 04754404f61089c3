import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEFAULT_PREFERENCES_INPUT } from '../packages/contracts/src/preferences';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { aRecipe, fridgeItems, seedFavorite } from './support/seed';
import { newUser } from './support/users';

// In the shop without network (decision 036): the app is installed by its service worker, the
// list opens offline from the last sync, a tick and two additions wait and survive a reload, and
// back online the server has each change exactly once within 5 s, shown on a second member's
// open list. A 503 and a lost answer are replayed without creating anything twice.

test.use({ serviceWorkers: 'allow' });

type ServerItem = { id: string; name: string; checked: boolean };

async function serverItems(page: Page): Promise<ServerItem[]> {
  return (await callApi(page, 'GET', '/api/shopping/items')).items;
}

async function addItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await dialog.getByLabel('Nom de l’article').fill(name);
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Waits until the page is controlled by the app's service worker. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Every value IndexedDB keeps for the app (the kept data, the queues, the last user). */
function keptValues(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('mijote-offline');
        // Not made yet: left for the app to make with its store, and nothing is kept.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/**
 * Waits until the data kept offline holds `name` (written within half a second of a change).
 * Polled from here: page.waitForFunction takes a returned promise for a truthy answer at once.
 */
async function waitForKeptItem(page: Page, name: string) {
  await expect
    .poll(async () =>
      (await keptValues(page)).some((value) => typeof value === 'string' && value.includes(name)),
    )
    .toBe(true);
}

/** A second member of `owner`'s household, through an invitation, on a device of their own. */
async function secondMember(browser: Browser, owner: Page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const { link } = await callApi(owner, 'POST', '/api/household/invitations', {}, 201);
  const token = String(link).split('/').at(-1);
  const user = newUser('membre');
  await callApi(page, 'POST', '/api/auth/sign-up/email', {
    ...user,
    name: `${user.firstName} ${user.lastName}`,
  });
  await callApi(page, 'PUT', '/api/preferences', DEFAULT_PREFERENCES_INPUT);
  await callApi(page, 'POST', `/api/invitations/${token}/accept`, { ownData: 'drop' }, 204);
  return { context, page };
}

for (const { label, width, height } of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`offline on a ${label}: the list opens, takes a tick and two additions, and sends each once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await signUpAndSubscribe(page, newUser(`offline-${label}`));
    await callApi(page, 'POST', '/api/shopping/items', { name: 'Lait' }, 201);
    await page.goto('/dashboard/shopping');
    await waitForServiceWorker(page);
    await expect(page.getByRole('checkbox', { name: 'Lait 1' })).toBeVisible();
    await waitForKeptItem(page, 'Lait');
    const member = await secondMember(browser, page);
    await member.page.goto('/dashboard/shopping');
    await expect(member.page.getByRole('checkbox', { name: 'Lait 1' })).toBeVisible();

    // The network goes: a reload still opens the list, from the service worker and the kept data.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Lait 1' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Hors connexion' })).toContainText(
      /Données d’aujourd’hui à \d\d:\d\d/,
    );

    // A tick and two additions, shown at once and counted as waiting.
    await page.getByRole('checkbox', { name: 'Lait 1' }).click();
    await addItem(page, 'Pain');
    await addItem(page, 'Œufs');
    await expect(page.getByRole('checkbox', { name: 'Lait 1' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Pain 1' })).toBeVisible();
    await expect(page.getByTestId('pending-changes')).toHaveText(/3\smodifications en attente/);

    // They survive a reload, still offline.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Lait 1' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Œufs 1' })).toBeVisible();
    await expect(page.getByTestId('pending-changes')).toHaveText(/3\smodifications en attente/);
    expect((await serverItems(member.page)).map((item) => item.name)).toEqual(['Lait']);

    // Back online: within 5 s the server has each change once, and the member's list shows them.
    await context.setOffline(false);
    await expect(page.getByTestId('pending-changes')).toHaveCount(0, { timeout: 5_000 });
    const items = await serverItems(member.page);
    expect(items.map((item) => [item.name, item.checked]).sort()).toEqual([
      ['Lait', true],
      ['Pain', false],
      ['Œufs', false],
    ]);
    await expect(member.page.getByRole('checkbox', { name: 'Lait 1' })).toBeChecked();
    await expect(member.page.getByRole('checkbox', { name: 'Pain 1' })).toBeVisible();
    await expect(member.page.getByRole('checkbox', { name: 'Œufs 1' })).toBeVisible();

    await member.context.close();
    await context.close();
  });
}

test('a change answered 503, then one whose answer is lost, are each applied once', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpAndSubscribe(page, newUser('offline-replay'));
  await page.goto('/dashboard/shopping');
  await waitForServiceWorker(page);

  // The server restarts behind its proxy: the first send is answered 503, the queue tries again.
  let refused = 0;
  await context.route(
    '**/api/shopping/items',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      refused++;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"SERVICE_UNAVAILABLE"}',
      });
    },
    { times: 1 },
  );
  await addItem(page, 'Farine');
  await expect(page.getByRole('checkbox', { name: 'Farine 1' })).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveCount(0, { timeout: 5_000 });
  expect(refused).toBe(1);

  // The server applies the next one but its answer never arrives: sent again, answered as done.
  const keys: string[] = [];
  await context.route(
    '**/api/shopping/items',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fetch();
      return route.abort('connectionreset');
    },
    { times: 1 },
  );
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/shopping/items')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await addItem(page, 'Sucre');
  await expect(page.getByTestId('pending-changes')).toHaveCount(0, { timeout: 5_000 });
  const names = (await serverItems(page)).map((item) => item.name).sort();
  expect(names).toEqual(['Farine', 'Sucre']);
  // The same change, under the same key, went twice.
  expect(new Set(keys.filter(Boolean)).size).toBe(1);
  await context.close();
});

test('the app is installable: manifest, icons and a service worker controlling the dashboard', async ({
  page,
}) => {
  await signUpAndSubscribe(page, newUser('offline-install'));
  await waitForServiceWorker(page);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Mijote', lang: 'fr', start_url: '/dashboard' });
  expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Chromium's own verdict, as its install prompt reads it; Playwright's contexts are incognito,
  // where nothing installs, which is the one reason it may give.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('the offline banner and the waiting count, light and dark', async ({ browser }) => {
  const dir = process.env.OFFLINE_SCREENSHOTS;
  test.skip(!dir, 'screenshots only when OFFLINE_SCREENSHOTS names a directory');
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    await signUpAndSubscribe(page, newUser(`offline-shot-${colorScheme}`));
    await callApi(page, 'POST', '/api/shopping/items', { name: 'Lait' }, 201);
    await page.goto('/dashboard/shopping');
    await waitForServiceWorker(page);
    await waitForKeptItem(page, 'Lait');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('checkbox', { name: 'Lait 1' }).click();
    await addItem(page, 'Pain');
    await expect(page.getByTestId('pending-changes')).toHaveText(/2\smodifications en attente/);
    await page.screenshot({ path: `${dir}/offline-${colorScheme}.png` });
    await context.close();
  }
});

test('the fridge, the planning and the favourites open offline, reload after reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signUpAndSubscribe(page, newUser('offline-pages'));
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await callApi(page, 'POST', '/api/fridge/items', { name: 'Yaourts', quantity: 4 }, 201);
  await callApi(
    page,
    'POST',
    '/api/planning/meals',
    { recipeTitle: 'Tarte aux poireaux', date: tomorrow, time: '19:00' },
    201,
  );
  await seedFavorite(page, aRecipe({ title: 'Soupe de potiron' }));
  await callApi(page, 'POST', '/api/shopping/items', { name: 'Lait' }, 201);
  await waitForServiceWorker(page);
  // Each page read once online, as a family would before leaving for the shop; the network goes
  // as soon as the favourites show, before the next write of the kept data is due: the write made
  // as the page is left keeps them.
  const pages = [
    {
      menu: 'Liste de courses',
      path: '/dashboard/shopping',
      heading: 'Liste de courses',
      shows: 'Lait',
    },
    { menu: 'Frigidaire', path: '/dashboard/inventory', heading: 'Mon Frigo', shows: 'Yaourts' },
    {
      menu: 'Planning',
      path: '/dashboard/planning',
      heading: 'Planning des repas',
      shows: 'Tarte aux poireaux',
    },
    {
      menu: 'Favoris',
      path: '/dashboard/favorites',
      heading: 'Recettes favorites',
      shows: 'Soupe de potiron',
    },
  ];
  for (const { menu, heading, shows } of pages) {
    await openFromMenu(page, menu);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(shows).first()).toBeVisible();
  }

  // Offline, each page loaded again one after the other, twice over, without waiting between.
  await context.setOffline(true);
  for (let round = 0; round < 2; round++) {
    for (const { path, heading, shows } of pages) {
      await page.goto(path).catch(() => undefined);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(shows).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Hors connexion' })).toBeVisible();
    }
  }
  await context.close();
});

test('offline in the fridge: an addition and a deletion wait, survive a reload, and are sent once', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpAndSubscribe(page, newUser('offline-fridge'));
  await callApi(page, 'POST', '/api/fridge/items', { name: 'Yaourts', quantity: 4 }, 201);
  await callApi(page, 'POST', '/api/fridge/items', { name: 'Beurre', quantity: 1 }, 201);
  await page.goto('/dashboard/inventory');
  await waitForServiceWorker(page);
  const item = (name: string) =>
    page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expect(item('Beurre')).toBeVisible();
  await waitForKeptItem(page, 'Beurre');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Frigo' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await dialog.getByLabel('Nom de l’article').fill('Piles AA');
  await dialog.getByLabel('Quantité').fill('4');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Supprimer « Beurre »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cet article ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toHaveCount(0);
  const shown = async () => {
    await expect(item('Piles AA')).toBeVisible();
    await expect(item('Beurre')).toHaveCount(0);
    await expect(item('Yaourts')).toBeVisible();
    await expect(page.getByTestId('pending-changes')).toHaveText(/2\smodifications en attente/);
  };
  await shown();
  await page.reload();
  await shown();
  // Nothing reached the server yet (its answer read through the API, outside the browser's
  // offline network).
  const offlineNames = (await fridgeItems(page)).map((row) => row.name).sort();
  expect(offlineNames).toEqual(['Beurre', 'Yaourts']);

  await context.setOffline(false);
  await expect(page.getByTestId('pending-changes')).toHaveCount(0, { timeout: 5_000 });
  const rows = await fridgeItems(page);
  expect(rows.map((row) => row.name).sort()).toEqual(['Piles AA', 'Yaourts']);
  expect(rows.find((row) => row.name === 'Piles AA')?.quantity).toBe(4);
  await expect(item('Piles AA')).toBeVisible();
  await context.close();
});

/** The waiting changes as IndexedDB holds them (written before they show). */
async function waitForQueued(page: Page, count: number) {
  await expect
    .poll(async () =>
      (await keptValues(page)).some((value) => Array.isArray(value) && value.length === count),
    )
    .toBe(true);
}

test('the waiting changes survive a browser restart, and are sent once back online', async ({
  browser,
}, testInfo) => {
  // A browser of its own on a profile directory, as a phone keeps its data between launches:
  // the same executable and flags as the other journeys (playwright.config.ts).
  const { launchOptions, baseURL, locale } = testInfo.project.use;
  const userDataDir = testInfo.outputPath('profile');
  const launch = (offline: boolean) =>
    browser.browserType().launchPersistentContext(userDataDir, {
      ...launchOptions,
      baseURL,
      locale,
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
      offline,
    });

  let context = await launch(false);
  let page = context.pages()[0] ?? (await context.newPage());
  await signUpAndSubscribe(page, newUser('offline-restart'));
  await callApi(page, 'POST', '/api/shopping/items', { name: 'Lait' }, 201);
  await page.goto('/dashboard/shopping');
  await waitForServiceWorker(page);
  await expect(page.getByRole('checkbox', { name: 'Lait 1' })).toBeVisible();
  await waitForKeptItem(page, 'Lait');

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('checkbox', { name: 'Lait 1' }).click();
  await addItem(page, 'Pain');
  await expect(page.getByTestId('pending-changes')).toHaveText(/2\smodifications en attente/);
  await waitForQueued(page, 2);
  await context.close();

  // Launched again, still without a network: the list opens with its waiting changes.
  context = await launch(true);
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/dashboard/shopping').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Lait 1' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Pain 1' })).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveText(/2\smodifications en attente/);
  expect((await serverItems(page)).map((item) => item.name)).toEqual(['Lait']);

  await context.setOffline(false);
  await expect(page.getByTestId('pending-changes')).toHaveCount(0, { timeout: 5_000 });
  const items = await serverItems(page);
  expect(items.map((item) => [item.name, item.checked]).sort()).toEqual([
    ['Lait', true],
    ['Pain', false],
  ]);
  await context.close();
});
