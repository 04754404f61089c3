import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { addDays } from '../packages/contracts/src/dates';
import { DEFAULT_PREFERENCES_INPUT } from '../packages/contracts/src/preferences';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { todayIsoDate } from './support/dates';
import { aRecipe } from './support/seed';
import { newUser } from './support/users';

// Nothing wider than a phone: every route, at the three widths families' phones have (320, 360,
// 390 px), in the light and the dark theme, with the data that stretches a screen — long titles,
// long names, a word that cannot be cut, many lines. A page fails when the document scrolls
// sideways or when any element reaches past the screen's edge (clipped text counts: « J’ai
// cuisiné » cut off by an `overflow: hidden` parent is as bad as a sideways scroll). Inside a
// deliberate horizontal scroller (overflow-x: auto) an element may go past the edge.

const WIDTHS = [320, 360, 390] as const;
/** A folder to keep a full-page screenshot of each measure in, to look at them. */
const SCREENSHOTS = process.env.WIDTHS_SCREENSHOTS;

const LONG_TITLE =
  'Gratin dauphinois aux cèpes, lardons fumés et crème fraîche de la Gruyère façon grand-mère';
const LONG_WORD = 'Kalbsgeschnetzeltesmitrösti';

/** What reaches past the right edge of the screen, described for the failure message. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    }
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], .sr-only')) continue;
      if (insideScroller(element)) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ` +
          `${Math.round(box.left)}–${Math.round(box.right)} px « ${text} »`,
      );
    }
    return found.slice(0, 8);
  });
}

/** Measures the page on screen at each width, light then dark. */
async function expectFits(page: Page, route: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      // Two frames: the new width's layout and any observer that reacts to it.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect.soft(await overflowing(page), `${route} at ${width} px, ${theme}`).toEqual([]);
      if (SCREENSHOTS) {
        const name = `${route.replaceAll('/', '_') || '_'}-${width}-${theme}.png`;
        await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: true });
      }
    }
  }
}

test.use({ viewport: { width: 390, height: 800 } });

test('public pages fit 320, 360 and 390 px', async ({ page }) => {
  const pages = [
    { route: '/', ready: page.getByRole('heading', { level: 1 }) },
    { route: '/auth', ready: page.getByRole('button', { name: 'Se connecter' }) },
    { route: '/auth/reset-password', ready: page.getByRole('heading', { level: 1 }) },
    { route: '/privacy', ready: page.getByRole('heading', { level: 1 }) },
    { route: '/terms', ready: page.getByRole('heading', { level: 1 }) },
    { route: '/une-page-qui-n-existe-pas', ready: page.getByRole('heading', { level: 1 }) },
  ];
  for (const { route, ready } of pages) {
    await page.goto(route);
    await expect(ready.first()).toBeVisible();
    await expectFits(page, route);
  }
});

test('the questionnaire and the subscription page fit', async ({ page }) => {
  const user = newUser('widths-onboarding');
  await callApi(page, 'POST', '/api/auth/sign-up/email', {
    ...user,
    name: `${user.firstName} ${user.lastName}`,
  });
  await page.goto('/questionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFits(page, '/questionnaire');
  await callApi(page, 'PUT', '/api/preferences', DEFAULT_PREFERENCES_INPUT);
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Commencer maintenant' })).toBeVisible();
  await expectFits(page, '/subscription');
});

test('every dashboard page fits, full of long names', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndSubscribe(page, {
    ...newUser('widths'),
    firstName: 'Marie-Charlotte-Alexandrine',
    lastName: 'de Montmollin-Vuilleumier',
  });
  const today = todayIsoDate();
  const recipe = aRecipe({
    title: LONG_TITLE,
    ingredients: [
      '3 courgettes',
      '200 g de gruyère râpé',
      `1 ${LONG_WORD}`,
      '20 cl de crème fraîche épaisse de la Gruyère',
    ],
  });

  // Meals today and tomorrow, each with a long title; one from a recipe.
  for (const [date, time, recipeTitle] of [
    [today, '12:00', LONG_TITLE],
    [today, '19:00', `${LONG_WORD} et sa sauce`],
    [addDays(today, 1), '19:00', LONG_TITLE],
  ] as const) {
    await callApi(
      page,
      'POST',
      '/api/planning/meals',
      { recipeTitle, date, time, servings: 4, type: 'plat' },
      201,
    );
  }
  await callApi(
    page,
    'POST',
    '/api/planning/meals',
    { recipeTitle: recipe.title, date: today, time: '20:00', recipeId: recipe.id, recipe },
    201,
  );
  // A full fridge: expired, expiring, long names, big quantities.
  const fridge = [
    {
      name: 'Yogourt nature au lait entier de la ferme du Haut-Jura',
      expirationDate: addDays(today, -3),
      category: 'Produits Laitiers',
    },
    { name: LONG_WORD, expirationDate: today, category: 'Viandes et Poissons' },
    {
      name: 'Crème fraîche épaisse double crème de la Gruyère AOP',
      expirationDate: addDays(today, 1),
      category: 'Produits Laitiers',
    },
    ...Array.from({ length: 18 }, (_, index) => ({
      name: `Article de test numéro ${index + 1} avec un nom assez long`,
      expirationDate: addDays(today, index - 2),
      category: 'Autre',
    })),
  ];
  for (const item of fridge) {
    await callApi(
      page,
      'POST',
      '/api/fridge/items',
      { ...item, quantity: 999, unit: 'unité' },
      201,
    );
  }
  // A long shopping list.
  for (const name of [LONG_TITLE, LONG_WORD, 'Lait', 'Pain complet aux graines de courge']) {
    await callApi(page, 'POST', '/api/shopping/items', { name, quantity: '12' }, 201);
  }
  await callApi(page, 'POST', '/api/shopping/items/from-recipe', { recipe }, 201);
  await callApi(page, 'POST', '/api/favorites', { recipe });
  await callApi(page, 'POST', '/api/favorites', {
    recipe: aRecipe({ id: 'recipe_1767225600001_k3j9x3', title: `${LONG_WORD} ${LONG_WORD}` }),
  });

  // Each page once it shows what stretches it: a suggestion, the assistant's recipe.
  const pages: { route: string; ready: () => Promise<void> }[] = [
    {
      route: '/dashboard',
      ready: () =>
        expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible(),
    },
    {
      route: '/dashboard/chat',
      ready: async () => {
        await page.getByRole('button', { name: 'Une recette de quiche' }).click();
        const log = page.getByRole('log', { name: 'Conversation avec l’Assistant Chef' });
        await expect(log.getByRole('heading', { name: 'Quiche lorraine' })).toBeVisible();
        await page.getByLabel('Votre message').fill(`${LONG_WORD}${LONG_WORD} ?`);
        await page.getByRole('button', { name: 'Envoyer' }).click();
        await expect(log.getByText(/sort de ma cuisine/)).toBeVisible();
      },
    },
    {
      route: '/dashboard/feed',
      ready: async () => {
        await page.getByRole('button', { name: /^Plat principal/ }).click();
        await expect(page.getByRole('button', { name: 'Voir la recette complète' })).toBeVisible();
      },
    },
    {
      route: '/dashboard/planning',
      ready: () => expect(page.getByText(LONG_TITLE).first()).toBeVisible(),
    },
    {
      route: '/dashboard/shopping',
      ready: () => expect(page.getByText(LONG_WORD).first()).toBeVisible(),
    },
    {
      route: '/dashboard/inventory',
      ready: () => expect(page.getByText(LONG_WORD).first()).toBeVisible(),
    },
    {
      route: '/dashboard/favorites',
      ready: () => expect(page.getByText(LONG_TITLE).first()).toBeVisible(),
    },
    {
      route: '/dashboard/settings',
      ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
  ];
  for (const { route, ready } of pages) {
    await page.goto(route);
    await ready();
    await expectFits(page, route);
  }
});
