import { expect, type Page, test } from '@playwright/test';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { newUser } from './support/users';

// « Assistant Chef » with the offline assistant, on a phone and on a laptop. Ask, watch
// the reply being written, confirm « ajouter à la liste » with one tap, find the items on the
// household's shopping list, reset the conversation.

/**
 * Records the length of the reply being written each time it changes, from inside the page: the
 * proof that it arrived in pieces rather than whole.
 */
async function recordReplyGrowth(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { replySnapshots: string[] }).replySnapshots = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[role="log"] [aria-busy="true"]')?.textContent ?? '';
      if (text.length > 0 && text !== seen.at(-1)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const replySnapshots = (page: Page) =>
  page.evaluate(() => (window as unknown as { replySnapshots: string[] }).replySnapshots);

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test(`${viewport.name}: ask, watch the reply stream, add its ingredients to the list`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: viewport });
    const page = await context.newPage();
    await signUpAndSubscribe(page, newUser(`chat-${viewport.name}`));
    await page.goto('/dashboard/chat');

    await expect(page.getByRole('heading', { level: 1, name: 'Assistant Chef' })).toBeVisible();
    await expect(page.getByText('Assistant hors ligne')).toBeVisible();
    await expect(page.getByText('Comment puis-je vous aider aujourd’hui ?')).toBeVisible();
    const input = page.getByLabel('Votre message');
    const send = page.getByRole('button', { name: 'Envoyer' });
    // Blank text is never sent.
    await input.fill('   ');
    await expect(send).toBeDisabled();

    await recordReplyGrowth(page);
    if (viewport.name === 'phone') {
      await input.fill('une recette de quiche lorraine stp');
      await input.press('Enter');
    } else {
      await page.getByRole('button', { name: 'Une recette de quiche' }).click();
    }
    const log = page.getByRole('log', { name: 'Conversation avec l’Assistant Chef' });
    await expect(log.getByRole('heading', { name: 'Quiche lorraine' })).toBeVisible();
    const addToList = log.getByRole('button', { name: 'Ajouter ces ingrédients à la liste' });
    await expect(addToList).toBeVisible();
    await expect(log.locator('[aria-busy="true"]')).toHaveCount(0);
    // While it was written, the bubble showed the reply growing, before its last sentence came.
    const snapshots = await replySnapshots(page);
    expect(snapshots.length, 'no partial reply was seen').toBeGreaterThan(0);
    expect(snapshots[0]).not.toContain('Rien n’est enregistré');
    for (const [i, snapshot] of snapshots.entries()) {
      if (i > 0) expect(snapshot.length).toBeGreaterThan(snapshots[i - 1]?.length ?? 0);
    }

    // Nothing on the list before the tap; the household's items after it.
    const listed = async () =>
      (await callApi(page, 'GET', '/api/shopping/items')).items as Array<{
        name: string;
        recipeTitle: string | null;
        inPantry: boolean;
      }>;
    expect(await listed()).toEqual([]);
    await addToList.click();
    await expect(log.getByRole('status').filter({ hasText: 'Ajouté à la liste' })).toBeVisible();
    const items = await listed();
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((item) => item.recipeTitle === 'Quiche lorraine')).toBe(true);
    expect(items.map((item) => item.name)).toContain('Lardons');

    // The items are on the household's « Liste de courses », under the recipe's title.
    await log.getByRole('link', { name: 'Voir la liste de courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
    const recipe = page.getByRole('region', { name: 'Quiche lorraine' });
    await expect(recipe.getByRole('checkbox', { name: /Lardons/ })).toBeVisible();
    // The cupboard's staples (decision 012: the nutmeg) wait apart, under the list.
    await expect(recipe.getByRole('checkbox')).toHaveCount(
      items.filter((item) => !item.inPantry).length,
    );

    // The conversation is kept: back on the chat, the action is still done.
    await page.goto('/dashboard/chat');
    await expect(page.getByRole('log').getByText('Ajouté à la liste')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Ajouter ces ingrédients à la liste' }),
    ).toHaveCount(0);

    // Reset, confirmed in a dialog.
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Réinitialiser la conversation ?' });
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Comment puis-je vous aider aujourd’hui ?')).toBeVisible();
    expect((await listed()).length).toBe(items.length);

    // Phones have a close button back to the dashboard; laptops keep the sidebar.
    const close = page.getByRole('link', { name: 'Fermer l’assistant' });
    if (viewport.name === 'phone') {
      await close.click();
      await expect(page).toHaveURL(/\/dashboard$/);
    } else {
      await expect(close).toBeHidden();
    }
    await context.close();
  });
}
