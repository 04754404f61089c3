import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEFAULT_PREFERENCES_INPUT } from '../packages/contracts/src/preferences';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { newUser } from './support/users';

// Decision 012, read as a shopper would: a family of 2 adults and 2 children sends six suggested
// main dishes to the list, then reads every line of it, in both views, on a phone and on a
// desktop. No line is named by a measure word, buys spoons or pinches, salt, pepper or water, or a
// fraction of something counted; every name starts with a capital; the staples wait in « À
// vérifier dans le placard », outside the counts.

// Measure words that must never be the product's name (« gousses d’ail », « botte de persil »).
const MEASURE_WORD =
  /^(?:gousses?|brins?|bottes?|feuilles?|tranches?|boîtes?|pincées?|sachets?|pots?|cuillères?|càs|càc)\b/i;
// What nobody buys for one recipe: a spoon, a pinch, a « unité » where a count says it.
const UNBUYABLE_AMOUNT = /\b(?:càs|càc|pincées?|unités?)\b/;
// Foods that belong to the cupboard or the tap, never to the list to buy.
const NEVER_TO_BUY = /^(?:sel|gros sel|fleur de sel|poivre|eau|huile)\b/i;

type Line = { name: string; amount: string; detail: string };

/** Every line of a list region, as it reads: the product, what to buy, the detail under it. */
async function readLines(region: Locator): Promise<Line[]> {
  return region.locator('li:has(input[type="checkbox"])').evaluateAll((items) =>
    items.map((item) => {
      const label = item.querySelector('label');
      const spans = label ? Array.from(label.children) : [];
      const texts = spans[0]?.querySelectorAll(':scope > span') ?? [];
      return {
        name: texts[0]?.textContent?.trim() ?? '',
        detail: Array.from(texts)
          .slice(1)
          .map((span) => span.textContent?.trim() ?? '')
          .join(' '),
        amount: spans.at(-1)?.textContent?.trim() ?? '',
      };
    }),
  );
}

function expectShopperWords(lines: Line[]) {
  expect(lines.length).toBeGreaterThan(10);
  for (const { name, amount } of lines) {
    const what = `${name} — ${amount}`;
    expect(name, what).not.toMatch(MEASURE_WORD);
    expect(name, what).not.toMatch(NEVER_TO_BUY);
    expect(name[0], what).toBe(name[0]?.toLocaleUpperCase('fr'));
    expect(amount, what).not.toMatch(UNBUYABLE_AMOUNT);
    // A decimal only for kilograms or litres: « 1,3 kg », never « 1,5 » carottes.
    if (/\d,\d/.test(amount)) expect(amount, what).toMatch(/^\d+,\d+ (?:kg|l)\b/);
    expect(amount, what).toMatch(/^\d/);
  }
}

async function sendSixDishes(page: Page) {
  await callApi(page, 'PUT', '/api/preferences', {
    ...DEFAULT_PREFERENCES_INPUT,
    householdSize: { adults: 2, children: 2 },
  });
  const titles: string[] = [];
  for (let i = 0; i < 6; i++) {
    // The catalogue's suggestions: what a household without a model gets, none twice in a row.
    const { recipe } = await callApi(page, 'POST', '/api/suggestions', { type: 'plat' });
    await callApi(page, 'POST', '/api/shopping/items/from-recipe', { recipe }, 201);
    titles.push(recipe.title);
  }
  expect(new Set(titles).size).toBe(6);
  return titles;
}

for (const { label, width, height } of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`six suggested dishes read as a shopper’s list on a ${label} (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signUpAndSubscribe(page, newUser(`achats-${label}`));
    const titles = await sendSixDishes(page);
    await openFromMenu(page, 'Liste de courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();

    // « Par recette »: each dish's lines, in the shopper's words.
    for (const title of titles) {
      // Exact: two dishes of one family (« Hachis parmentier », « Hachis parmentier aux… »).
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    }
    expectShopperWords(await readLines(page.getByRole('main')));

    // « Tous les articles »: one line per product, whatever the number of dishes needing it.
    await page.getByRole('switch', { name: 'Par recette' }).click();
    const all = page.getByRole('region', { name: 'Tous les articles' });
    await expect(all).toBeVisible();
    const lines = await readLines(all);
    expectShopperWords(lines);
    const names = lines.map((line) => line.name);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
    // Garlic for several dishes is heads, with the cloves the recipes need beside them.
    const garlic = lines.find((line) => line.name === 'Ail');
    if (garlic) {
      expect(garlic.amount).toMatch(/^\d+ têtes?$/);
      expect(garlic.detail).toMatch(/\d+ gousses? pour (?:la recette|\d+ recettes)/);
    }
    // The count is the lines to buy: the cupboard's are not among them.
    await expect(
      page.getByText(`${lines.length} articles au total`, { exact: true }),
    ).toBeVisible();

    // « À vérifier dans le placard »: folded, the staples in it, uncounted.
    const pantry = page.getByRole('button', { name: /À vérifier dans le placard/ });
    await expect(pantry).toHaveAttribute('aria-expanded', 'false');
    await pantry.click();
    const staples = page.getByRole('button', { name: /^Il n’en reste plus/ });
    expect(await staples.count()).toBeGreaterThan(2);
    await expect(page.getByRole('button', { name: /ajouter «\sSel\s» à la liste/ })).toBeVisible();
  });
}
