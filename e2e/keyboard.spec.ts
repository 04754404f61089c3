import { expect, test } from '@playwright/test';
import { signUpAndSubscribe } from './support/auth';
import { closeWithEscape } from './support/dashboard';
import { newUser } from './support/users';

// Keyboard use of the pickers, menus and dialogs (accessibility is part of done).

test('the phone country picker is searchable and usable with the keyboard', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Inscription' }).click();
  const picker = page.getByRole('button', { name: /^Indicatif du pays/ });
  await expect(picker).toHaveAccessibleName(/Suisse \(\+41\)/);
  await picker.focus();
  await page.keyboard.press('Enter');
  const search = page
    .getByRole('combobox', { name: 'Rechercher un pays' })
    .or(page.getByLabel('Rechercher un pays'));
  await expect(search).toBeFocused();
  await page.keyboard.type('Belg');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAccessibleName(/Belgique \(\+32\)/);
  // Closing the list gives the focus back to its button (WAI-ARIA popover pattern).
  await expect(picker).toBeFocused();
});

test('the user menu and the mobile drawer work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = newUser('clavier');
  await signUpAndSubscribe(page, user);

  // Drawer: opens from its button, Escape closes it and gives the focus back.
  const open = page.getByRole('button', { name: 'Ouvrir le menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Assistant Chef' })).toBeVisible();
  await closeWithEscape(page, drawer);
  await expect(open).toBeFocused();

  // User menu: Enter opens it, arrows move, Enter follows « Paramètres ».
  const menuButton = page.getByRole('button', {
    name: `Menu du compte de ${user.firstName} ${user.lastName}`,
  });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const settings = menu.getByRole('menuitem', { name: 'Paramètres' });
  for (let i = 0; i < 5 && !(await settings.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(settings).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
});
