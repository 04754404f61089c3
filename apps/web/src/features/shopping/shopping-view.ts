import type {
  FridgeStoreEntry,
  ShoppingAisle,
  ShoppingCheckResult,
  ShoppingItem,
  ShoppingLine,
  ShoppingList,
} from '@mijote/contracts';
import { matchesSearch } from '@/lib/search';

// What the « Liste de courses » screen shows, from the server's list: the groups of « Par
// recette », the search, and the list as it is while a check or a deletion travels (optimistic).
// Pure functions, so the rules are tested without rendering.

/** One group of « Par recette »; `recipeTitle` null is « Articles ajoutés manuellement ». */
export type RecipeGroup = {
  key: string;
  recipeTitle: string | null;
  items: ShoppingItem[];
  checkedCount: number;
};

/**
 * Spec 2: with « Par recette » on, items are grouped by recipe title, manual items together.
 * Groups come in the order of their newest item (the list is newest first), items keep theirs.
 */
export function groupByRecipe(items: readonly ShoppingItem[]): RecipeGroup[] {
  const groups = new Map<string, RecipeGroup>();
  for (const item of items) {
    // Decision 012: cupboard staples wait in « À vérifier dans le placard », not in the recipe.
    if (item.inPantry) continue;
    const recipeTitle = item.recipeTitle || null;
    const key = recipeTitle === null ? 'manual' : `recipe:${recipeTitle}`;
    const group = groups.get(key) ?? { key, recipeTitle, items: [], checkedCount: 0 };
    group.items.push(item);
    if (item.checked) group.checkedCount += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The items whose name or recipe title contains the search (case and accents ignored). */
export function searchItems(items: readonly ShoppingItem[], query: string): ShoppingItem[] {
  return items.filter((item) =>
    matchesSearch(query, item.recipeTitle ? [item.name, item.recipeTitle] : [item.name]),
  );
}

/** « Tous les articles » narrowed to the lines whose name contains the search; empty aisles go. */
export function searchAisles(aisles: readonly ShoppingAisle[], query: string): ShoppingAisle[] {
  return aisles
    .map((aisle) => ({
      ...aisle,
      lines: aisle.lines.filter((l) => matchesSearch(query, [l.name])),
    }))
    .filter((aisle) => aisle.lines.length > 0);
}

export type ShoppingCounts = { checked: number; total: number };

/**
 * The counts under the progress bar: the lines to buy (decision 012), as « Tous les articles »
 * shows them — one « Ail » for three recipes is one article, and the cupboard is not counted.
 */
export function countLines(aisles: readonly ShoppingAisle[]): ShoppingCounts {
  const lines = aisles.flatMap((aisle) => aisle.lines);
  return { checked: lines.filter((line) => line.checked).length, total: lines.length };
}

/** The rows of the lines to buy that are checked: what « Ranger au frigo » proposes. */
export function checkedItemIds(aisles: readonly ShoppingAisle[]): string[] {
  return aisles.flatMap((aisle) =>
    aisle.lines.flatMap((line) => (line.checked ? line.itemIds : [])),
  );
}

/** The list as it is once `itemIds` take `checked`: instant, before the server answers. */
export function withChecked(
  list: ShoppingList,
  itemIds: readonly string[],
  checked: boolean,
): ShoppingList {
  const ids = new Set(itemIds);
  return {
    ...list,
    items: list.items.map((item) => (ids.has(item.id) ? { ...item, checked } : item)),
    aisles: list.aisles.map((aisle) => ({
      ...aisle,
      lines: aisle.lines.map((line) =>
        line.itemIds.every((id) => ids.has(id)) ? { ...line, checked } : line,
      ),
    })),
  };
}

/** The checked state of what a check of `itemIds` changes, kept to undo it. */
export type CheckSnapshot = { items: Map<string, boolean>; lines: Map<string, boolean> };

export function snapshotChecks(list: ShoppingList, itemIds: readonly string[]): CheckSnapshot {
  const ids = new Set(itemIds);
  const lines = list.aisles
    .flatMap((aisle) => aisle.lines)
    .filter((line) => line.itemIds.every((id) => ids.has(id)));
  return {
    items: new Map(list.items.filter((i) => ids.has(i.id)).map((i) => [i.id, i.checked])),
    lines: new Map(lines.map((line) => [line.key, line.checked])),
  };
}

/**
 * The list with the snapshot's states back: the rollback of a check the server refused. Only
 * what that check changed is restored, so another check still travelling keeps its effect; the
 * rows of `newer`, clicked again since, keep what that later click showed.
 */
export function withRestoredChecks(
  list: ShoppingList,
  snapshot: CheckSnapshot,
  newer: ReadonlySet<string> = new Set(),
): ShoppingList {
  return {
    ...list,
    items: list.items.map((item) => {
      const checked = newer.has(item.id) ? undefined : snapshot.items.get(item.id);
      return checked === undefined ? item : { ...item, checked };
    }),
    aisles: list.aisles.map((aisle) => ({
      ...aisle,
      lines: aisle.lines.map((line) => {
        const touched = line.itemIds.some((id) => newer.has(id));
        const checked = touched ? undefined : snapshot.lines.get(line.key);
        return checked === undefined ? line : { ...line, checked };
      }),
    })),
  };
}

/** The list without the rows of `itemIds` (deleted, or purged by a completed recipe). */
export function withoutItems(list: ShoppingList, itemIds: readonly string[]): ShoppingList {
  if (itemIds.length === 0) return list;
  const ids = new Set(itemIds);
  const keep = (line: ShoppingLine) => ({
    ...line,
    itemIds: line.itemIds.filter((id) => !ids.has(id)),
  });
  return {
    items: list.items.filter((item) => !ids.has(item.id)),
    aisles: list.aisles
      .map((aisle) => ({
        ...aisle,
        lines: aisle.lines.map(keep).filter((line) => line.itemIds.length > 0),
      }))
      .filter((aisle) => aisle.lines.length > 0),
    pantry: list.pantry.map(keep).filter((line) => line.itemIds.length > 0),
  };
}

/**
 * The server's answer to a check applied: its rows as they now are, the purged ones gone. The rows
 * of `newer` are left as shown: a later click on them is still travelling, and the answer to an
 * earlier one must not tick a box the user has just unticked.
 */
export function withCheckResult(
  list: ShoppingList,
  result: Pick<ShoppingCheckResult, 'items' | 'purgedIds'>,
  newer: ReadonlySet<string> = new Set(),
): ShoppingList {
  const updated = new Map(
    result.items.filter((item) => !newer.has(item.id)).map((item) => [item.id, item]),
  );
  const merged = {
    ...list,
    items: list.items.map((item) => updated.get(item.id) ?? item),
  };
  return withoutItems(merged, result.purgedIds);
}

/** A recipe the check completed, and so purged: its title and its rows as fridge entries. */
export type CompletedRecipe = { title: string; entries: FridgeStoreEntry[] };

/**
 * The recipes whose items a check's purge removed, to tell the user why they went and to offer
 * « Ranger au frigo » for them: each purged row's proposal under its recipe's title, as the list
 * showed it before the check.
 */
export function completedRecipes(
  items: readonly ShoppingItem[],
  purgedProposal: readonly FridgeStoreEntry[],
): CompletedRecipe[] {
  const titleOf = new Map(items.map((item) => [item.id, item.recipeTitle]));
  const byTitle = new Map<string, FridgeStoreEntry[]>();
  for (const entry of purgedProposal) {
    const title = entry.itemIds.map((id) => titleOf.get(id)).find(Boolean);
    if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), entry]);
  }
  return [...byTitle].map(([title, entries]) => ({ title, entries }));
}
