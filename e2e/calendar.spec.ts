import { addDays } from '@mijote/contracts';
import { expect, request, test } from '@playwright/test';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { todayIsoDate } from './support/dates';
import { newUser } from './support/users';

// A family puts its planning in its calendar app: « Activer le calendrier » on the planning gives
// an address that opens, with no session, as a feed holding the planned meals; « Changer
// l’adresse » makes the old one stop; Paramètres shows the same card.

test('the calendar address opens unauthenticated as a feed of the planned meals', async ({
  page,
}) => {
  await signUpAndSubscribe(page, newUser('calendrier'));
  const tomorrow = addDays(todayIsoDate(), 1);
  await callApi(
    page,
    'POST',
    '/api/planning/meals',
    { recipeTitle: 'Tarte aux poireaux', date: tomorrow, time: '12:30' },
    201,
  );

  await openFromMenu(page, 'Planning');
  const card = page.getByRole('region', { name: 'Calendrier' });
  await card.getByRole('button', { name: 'Activer le calendrier' }).click();
  const field = card.getByLabel('Adresse du calendrier');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const address = await field.inputValue();

  // Opened as a calendar app would: no cookie, no origin.
  const outsider = await request.newContext();
  const feed = await outsider.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers()['content-disposition']).toBeUndefined();
  const text = await feed.text();
  expect(text).toContain('VERSION:2.0');
  expect(text).toContain('PRODID:-//Mijote//');
  expect(text).toContain('SUMMARY:Tarte aux poireaux (Plat principal)');

  // The how-to opens; « Changer l’adresse » asks first, then the old address stops.
  await card.getByText('Comment l’ajouter à mon agenda').click();
  await expect(card.getByRole('heading', { name: 'Google Agenda' })).toBeVisible();
  await card.getByRole('button', { name: 'Changer l’adresse' }).click();
  const confirm = page.getByRole('dialog', { name: /Changer l’adresse du calendrier/ });
  await confirm.getByRole('button', { name: 'Changer l’adresse' }).click();
  await expect(confirm).toBeHidden();
  await expect(field).not.toHaveValue(address);
  expect((await outsider.get(address)).status()).toBe(404);
  const renewed = await field.inputValue();
  expect((await outsider.get(renewed)).status()).toBe(200);

  // Paramètres shows the same card, the address still at hand in this tab.
  await openFromMenu(page, 'Paramètres');
  // The page shows its sections together once the profile has loaded.
  await expect(page.getByLabel('Prénom')).toBeVisible();
  const settingsCard = page.getByRole('region', { name: 'Calendrier' });
  await expect(settingsCard).toBeVisible();
  await expect(settingsCard.getByLabel('Adresse du calendrier')).toHaveValue(renewed);
  await settingsCard.getByRole('button', { name: 'Désactiver' }).click();
  await page
    .getByRole('dialog', { name: /Désactiver le calendrier/ })
    .getByRole('button', { name: 'Désactiver' })
    .click();
  await expect(settingsCard.getByRole('button', { name: 'Activer le calendrier' })).toBeVisible();
  expect((await outsider.get(renewed)).status()).toBe(404);
  await outsider.dispose();
});
