import { expect, test } from '@playwright/test';
import { signIn, signUpAndSubscribe } from './support/auth';
import { newUser } from './support/users';

// Sign-out of this device only, or of every device, from the user menu.

test('« Se déconnecter » ends this device only; « de tous les appareils » ends every session', async ({
  browser,
}) => {
  const user = newUser('appareils');
  const phone = await browser.newPage();
  await signUpAndSubscribe(phone, user);

  const laptop = await browser.newPage();
  await signIn(laptop, user.email, user.password);
  await expect(laptop).toHaveURL(/\/dashboard$/);
  const tablet = await browser.newPage();
  await signIn(tablet, user.email, user.password);
  await expect(tablet).toHaveURL(/\/dashboard$/);

  const menu = (page: typeof phone) =>
    page.getByRole('button', { name: `Menu du compte de ${user.firstName} ${user.lastName}` });

  // This device only: the laptop leaves, the others stay signed in.
  await menu(laptop).click();
  // Spec 2: the menu shows the full name.
  await expect(laptop.getByRole('menu')).toContainText(`${user.firstName} ${user.lastName}`);
  await laptop.getByRole('menuitem', { name: 'Se déconnecter', exact: true }).click();
  await expect(laptop).toHaveURL(/\/$/);
  await laptop.goto('/dashboard');
  await expect(laptop).toHaveURL(/\/auth$/);
  await tablet.reload();
  await expect(tablet).toHaveURL(/\/dashboard$/);

  // Every device: the tablet ends all sessions, the phone is signed out too.
  await menu(tablet).click();
  await tablet.getByRole('menuitem', { name: 'Se déconnecter de tous les appareils' }).click();
  await expect(tablet).toHaveURL(/\/$/);
  await phone.goto('/dashboard/settings');
  await expect(phone).toHaveURL(/\/auth$/);
});
