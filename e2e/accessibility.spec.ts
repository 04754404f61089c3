import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUp, signUpAndSubscribe } from './support/auth';
import { closeWithEscape } from './support/dashboard';
import { newUser } from './support/users';

// Axe-core on every page, public and dashboard, in the light and the dark theme:
// no serious or critical violation. Each screen is checked as it stands, then with the `dark`
// class the theme toggle sets, so a screen's state (a questionnaire step, an open dialog) is
// checked in both themes without a reload. The dashboard pages are the sidebar's own links, so a
// new page is checked the day it joins the navigation.

type Theme = 'light' | 'dark';

async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');
}

// The rules whose outcome depends on colours: the only ones a theme can change.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical violations of the page as it is, one line each, readable on failure. */
async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Only violations are collected: the passes and incomplete lists cost time and are not read.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}

/**
 * Runs axe on the current screen in both themes; `name` says which screen failed. The dark theme
 * only swaps colours (the `dark` class changes the colour variables): it is checked for the colour
 * rules, the structure having just been checked in the light one.
 */
async function checkBothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    const rules = theme === 'dark' ? COLOUR_RULES : undefined;
    // Soft: one run lists every screen that fails, not only the first.
    expect.soft(await seriousViolations(page, rules), `${name}, ${theme} theme`).toEqual([]);
  }
  await applyTheme(page, 'light');
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
}

// axe reads every node of a page, twice per screen: on a machine shared by several runs that
// takes longer than a journey's default two minutes. The tests are independent: in parallel, the
// file does not hold one worker for all of them.
test.describe.configure({ mode: 'parallel', timeout: 360_000 });

test.beforeEach(async ({ page }) => {
  // Colour transitions would let axe read a colour halfway between the two themes.
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.addInitScript(() => {
    window.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    });
  });
});

test('public pages have no serious accessibility violation, light and dark', async ({ page }) => {
  await visit(page, '/', /./);
  await checkBothThemes(page, '/');
  await page.setViewportSize(PHONE);
  await checkBothThemes(page, '/ at 390 px');
  await visit(page, '/auth', 'Bon retour parmi nous');
  await checkBothThemes(page, '/auth at 390 px');
  await page.setViewportSize(DESKTOP);

  await visit(page, '/auth', 'Bon retour parmi nous');
  await checkBothThemes(page, '/auth (sign-in)');
  await page.getByRole('button', { name: 'Inscription' }).click();
  await expect(page.getByLabel('Prénom')).toBeVisible();
  // The errors of an empty submit, in their red box and beside their fields.
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await checkBothThemes(page, '/auth (sign-up, errors shown)');

  await visit(page, '/auth/reset-password', /./);
  await checkBothThemes(page, '/auth/reset-password');
  await visit(page, '/auth/email-confirmation', 'Vérifiez votre email');
  await checkBothThemes(page, '/auth/email-confirmation');
  await visit(page, '/privacy', /./);
  await checkBothThemes(page, '/privacy');
  await visit(page, '/terms', /./);
  await checkBothThemes(page, '/terms');
  await visit(page, '/cette-page-n-existe-pas', 'Page introuvable');
  await checkBothThemes(page, '404');
});

test('the onboarding screens have no serious violation, light and dark', async ({ page }) => {
  await signUp(page, newUser('a11y'));
  await expect(page).toHaveURL(/\/questionnaire$/);
  for (let step = 1; step <= 4; step++) {
    await expect(page.getByRole('progressbar')).toBeVisible();
    await checkBothThemes(page, `/questionnaire step ${step}`);
    await page.getByRole('button', { name: step < 4 ? 'Suivant' : 'Terminer' }).click();
  }

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('button', { name: 'Commencer maintenant' })).toBeVisible();
  await checkBothThemes(page, '/subscription');
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/[^/]+$/);
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
  await checkBothThemes(page, 'demo checkout');
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement confirmé !' })).toBeVisible();
  await checkBothThemes(page, '/payment/success');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await page.goto('/demo/portal');
  await expect(page.getByText('Mode démo — aucun paiement réel')).toBeVisible();
  await checkBothThemes(page, '/demo/portal');
});

const dashboardNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigation du tableau de bord' });

/** The paths of the dashboard's navigation, read from the sidebar (a laptop's width shows it). */
async function dashboardPaths(page: Page): Promise<string[]> {
  await expect(dashboardNav(page).getByRole('link').first()).toBeVisible();
  const paths = await dashboardNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  expect(paths.length).toBeGreaterThanOrEqual(8);
  return [...new Set(paths)];
}

/** Goes to a dashboard page through the navigation, as a user would (a drawer on a phone). */
async function navigateTo(page: Page, path: string) {
  const openMenu = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await dashboardNav(page).filter({ visible: true }).locator(`a[href="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of [DESKTOP.width, PHONE.width]) {
  test(`every dashboard page at ${width} px has no serious violation, light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const user = newUser('a11y');
    await signUpAndSubscribe(page, user);
    const paths = await dashboardPaths(page);
    if (width === PHONE.width) await page.setViewportSize(PHONE);
    for (const path of paths) {
      await navigateTo(page, path);
      await checkBothThemes(page, `${path} at ${width} px`);
    }

    if (width === DESKTOP.width) {
      // A dialog (the planning's add-meal form) and the user menu, open.
      await navigateTo(page, '/dashboard/planning');
      await page.getByRole('button', { name: 'Ajouter un repas' }).first().click();
      const addMeal = page.getByRole('dialog', { name: 'Ajouter un repas' });
      await expect(addMeal).toBeVisible();
      // Repeated (« Repas réguliers »): its end and the hint under it.
      await addMeal.getByLabel('Répéter').selectOption({ label: 'Chaque semaine' });
      await expect(addMeal.getByLabel(/Jusqu’au/)).toBeVisible();
      await checkBothThemes(page, 'add-meal dialog');
      await closeWithEscape(page, addMeal);
      await page.getByRole('button', { name: /Camille/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await checkBothThemes(page, 'user menu');
      await closeWithEscape(page, page.getByRole('menu'));
      // « Planifier la semaine »: the proposed dinners, each with why it was chosen.
      await navigateTo(page, '/dashboard/planning');
      await page.getByRole('button', { name: 'Planifier la semaine' }).click();
      const week = page.getByRole('dialog', { name: 'Planifier la semaine' });
      await expect(week.getByRole('listitem')).toHaveCount(7);
      await checkBothThemes(page, 'week plan dialog');
      await closeWithEscape(page, week);
      // « Mes recettes »: a pasted recipe read for correction, with the household's rules.
      await navigateTo(page, '/dashboard/favorites');
      await page
        .getByRole('region', { name: 'Mes recettes' })
        .getByRole('button', { name: 'Ajouter une recette' })
        .click();
      const own = page.getByRole('dialog');
      await own.getByRole('button', { name: /^Coller un texte/ }).click();
      await own
        .getByLabel('Texte de la recette')
        .fill('Quiche\n\nIngrédients\n- 200 g de lardons\n- 3 œufs\n\nPréparation\n1. Cuire.');
      await own.getByRole('button', { name: 'Lire la recette' }).click();
      await expect(own.getByLabel('Titre')).toHaveValue('Quiche');
      await checkBothThemes(page, 'household recipe form');
      await closeWithEscape(page, own);
      // Two-factor set-up's second step: the QR code, the key and the code field.
      await navigateTo(page, '/dashboard/settings');
      await page.getByRole('switch', { name: 'Demander un code à chaque connexion' }).click();
      const setup = page.getByRole('dialog', { name: 'Activer la validation en deux étapes' });
      await setup.getByLabel('Mot de passe actuel').fill(user.password);
      await setup.getByRole('button', { name: 'Continuer' }).click();
      await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
      await checkBothThemes(page, 'two-factor set-up dialog');
      await closeWithEscape(page, setup);
    } else {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkBothThemes(page, 'navigation menu at 390 px');
      await closeWithEscape(page, page.getByRole('dialog'));
    }
  });
}
