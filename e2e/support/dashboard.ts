import { expect, type Locator, type Page } from '@playwright/test';

// Moving around the dashboard and ticking the shopping list's boxes, as every journey does.

/**
 * Goes to a dashboard page through the menu, as a user would (a drawer on a phone). It first
 * waits for the dashboard to have painted: while the splash shows (the session being checked),
 * deciding whether a drawer exists would look at the wrong screen.
 */
export async function openFromMenu(page: Page, label: string) {
  const openMenu = page.getByRole('button', { name: 'Ouvrir le menu' });
  const link = () =>
    page
      .getByRole('navigation', { name: 'Navigation du tableau de bord' })
      .getByRole('link', { name: label, exact: true });
  await expect(openMenu.or(link()).filter({ visible: true }).first()).toBeVisible();
  if (await openMenu.isVisible()) await openMenu.click();
  await link().click();
}

/**
 * Ticks or unticks a box of the shopping list. The list lives in the query cache, whose changes
 * React renders on the next task (TanStack Query batches them with a `setTimeout(0)`), so the box
 * is ticked a few milliseconds after the click: Playwright's `check()` reads it within the click
 * and calls that a failure. This clicks, then waits for the box to show the new state.
 */
export async function setBox(box: Locator, checked: boolean) {
  await expect(box).toBeChecked({ checked: !checked });
  await box.click();
  await expect(box).toBeChecked({ checked });
}

/**
 * Radix starts listening for Escape and for a pointer outside a dialog or a menu in effects,
 * which Preact runs after the frame that painted the layer (the pointer's listener one task
 * later still): on a busy machine a key or a click that comes as soon as the layer shows can
 * come before them. Focus moving into the layer happens in the same round of effects, so this
 * waits for it, then for one more task.
 */
async function waitUntilLayerListens(page: Page, layer: Locator) {
  await expect
    .poll(() => layer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Closes a dialog or a menu with Escape, as a keyboard user does. */
export async function closeWithEscape(page: Page, layer: Locator) {
  await waitUntilLayerListens(page, layer);
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
}

/** Closes a dialog with a tap outside it, at a point of the page (x, y) that the layer leaves free. */
export async function closeWithTapOutside(
  page: Page,
  layer: Locator,
  point: { x: number; y: number },
) {
  await waitUntilLayerListens(page, layer);
  await page.mouse.click(point.x, point.y);
  await expect(layer).toBeHidden();
}
