import type { ShoppingList } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkedItemIds,
  completedRecipes,
  countLines,
  groupByRecipe,
  searchAisles,
  searchItems,
  snapshotChecks,
  withChecked,
  withCheckResult,
  withoutItems,
  withRestoredChecks,
} from './shopping-view';
import { aLine, anItem } from './test/shopping-fixtures';

const milk = anItem({ name: 'Lait', aisle: 'crèmerie' });
const apples = anItem({ name: 'Pommes', recipeId: 'r1', recipeTitle: 'Tarte aux pommes' });
const flourGrams = anItem({ name: 'farine', quantity: '300', unit: 'g' });
const batteries = anItem({ name: 'Piles AA', quantity: '4' });
const dough = anItem({ name: 'Pâte brisée', recipeId: 'r1', recipeTitle: 'Tarte aux pommes' });
const flourKilo = anItem({ name: 'Farine', unit: 'kg', recipeId: 'r2', recipeTitle: 'Crêpes' });
const salt = anItem({ name: 'Sel', recipeId: 'r2', recipeTitle: 'Crêpes', inPantry: true });

/** Newest first, as the server sends them. */
const list: ShoppingList = {
  items: [milk, apples, flourGrams, batteries, dough, flourKilo, salt],
  aisles: [
    { aisle: 'crèmerie', lines: [aLine([milk])] },
    {
      aisle: 'épicerie sucrée',
      lines: [aLine([flourGrams, flourKilo], { quantity: '1,3', unit: 'kg' })],
    },
    { aisle: null, lines: [aLine([apples]), aLine([batteries]), aLine([dough])] },
  ],
  pantry: [aLine([salt])],
};

describe('groupByRecipe (spec 2, « Par recette »)', () => {
  it('groups by recipe title, manual items together, in the order of their newest item', () => {
    const groups = groupByRecipe(list.items);
    expect(groups.map((g) => [g.recipeTitle, g.items.map((i) => i.name)])).toEqual([
      [null, ['Lait', 'farine', 'Piles AA']],
      ['Tarte aux pommes', ['Pommes', 'Pâte brisée']],
      ['Crêpes', ['Farine']],
    ]);
  });

  it('leaves the cupboard staples out of the recipes (decision 012)', () => {
    const crepes = groupByRecipe(list.items).find((g) => g.recipeTitle === 'Crêpes');
    expect(crepes?.items.map((i) => i.name)).toEqual(['Farine']);
  });

  it('counts the checked items of each group', () => {
    const groups = groupByRecipe(withChecked(list, [apples.id], true).items);
    expect(groups.map((g) => g.checkedCount)).toEqual([0, 1, 0]);
  });
});

describe('search', () => {
  it('finds items by name or recipe title, without case or accents', () => {
    expect(searchItems(list.items, 'PATE').map((i) => i.name)).toEqual(['Pâte brisée']);
    expect(searchItems(list.items, 'tarte').map((i) => i.name)).toEqual(['Pommes', 'Pâte brisée']);
    expect(searchItems(list.items, '  ')).toHaveLength(list.items.length);
  });

  it('keeps the aisles that still have a matching line', () => {
    const aisles = searchAisles(list.aisles, 'farine');
    expect(aisles.map((a) => a.aisle)).toEqual(['épicerie sucrée']);
    expect(searchAisles(list.aisles, 'chocolat')).toEqual([]);
  });
});

describe('optimistic check and its rollback', () => {
  it('checks the rows and the merged lines made only of them', () => {
    const after = withChecked(list, [flourGrams.id, flourKilo.id], true);
    // Decision 012: the lines to buy are counted, a merged line once, the cupboard not at all.
    expect(countLines(after.aisles)).toEqual({ checked: 1, total: 5 });
    expect(checkedItemIds(after.aisles)).toEqual([flourGrams.id, flourKilo.id].sort());
    expect(after.aisles[1]?.lines[0]?.checked).toBe(true);
    // A line of which only some rows are checked keeps its state.
    const partial = withChecked(list, [flourGrams.id], true);
    expect(partial.aisles[1]?.lines[0]?.checked).toBe(false);
  });

  it('restores what the refused check changed, and nothing else', () => {
    const snapshot = snapshotChecks(list, [milk.id]);
    const optimistic = withChecked(withChecked(list, [milk.id], true), [batteries.id], true);
    const rolledBack = withRestoredChecks(optimistic, snapshot);
    expect(rolledBack.items.find((i) => i.id === milk.id)?.checked).toBe(false);
    expect(rolledBack.aisles[0]?.lines[0]?.checked).toBe(false);
    // The other check, still travelling, keeps its effect.
    expect(rolledBack.items.find((i) => i.id === batteries.id)?.checked).toBe(true);
  });
});

describe('the recipe-complete purge (spec 4)', () => {
  it('applies the server’s rows and removes every purged one, from both views', () => {
    const checkedApples = { ...apples, checked: true };
    const after = withCheckResult(withChecked(list, [dough.id], true), {
      items: [],
      purgedIds: [apples.id, dough.id],
    });
    expect(after.items.map((i) => i.name)).toEqual(['Lait', 'farine', 'Piles AA', 'Farine', 'Sel']);
    expect(after.aisles[2]?.lines.map((l) => l.name)).toEqual(['Piles AA']);
    expect(groupByRecipe(after.items).map((g) => g.recipeTitle)).toEqual([null, 'Crêpes']);
    const updated = withCheckResult(list, { items: [checkedApples], purgedIds: [] });
    expect(updated.items.find((i) => i.id === apples.id)?.checked).toBe(true);
  });

  it('names the recipes the purge completed, each with its rows’ fridge proposal', () => {
    const entryOf = (itemId: string, name: string) => ({
      itemIds: [itemId],
      isForFridge: true,
      name,
      quantity: 1,
      unit: 'unité' as const,
      category: 'Autre' as const,
      expirationDate: null,
      shelfLifeDays: null,
    });
    const proposal = [entryOf(apples.id, 'Pommes'), entryOf(dough.id, 'Pâte brisée')];
    expect(completedRecipes(list.items, proposal)).toEqual([
      { title: 'Tarte aux pommes', entries: proposal },
    ]);
    expect(completedRecipes(list.items, [])).toEqual([]);
    expect(completedRecipes(list.items, [entryOf(milk.id, 'Lait')])).toEqual([]);
  });

  it('drops a merged line once all its rows are gone, and an aisle once it is empty', () => {
    const partly = withoutItems(list, [flourGrams.id]);
    expect(partly.aisles[1]?.lines[0]?.itemIds).toEqual([flourKilo.id]);
    const gone = withoutItems(list, [flourGrams.id, flourKilo.id]);
    expect(gone.aisles.map((a) => a.aisle)).toEqual(['crèmerie', null]);
    expect(withoutItems(list, [salt.id]).pantry).toEqual([]);
  });
});
