/**
 * Spec section 4: « when an item of a recipe is checked and every item of that recipe is then
 * checked, all items of that recipe are deleted ». Given the rows a check touches (`group`: the
 * targets and every row of their recipes, as they are now), this says which rows take the new
 * state and which are deleted instead. Pure, so the rule is tested apart from the database.
 * The recipe's cupboard rows (decision 012) are not to buy, so they do not hold the purge back;
 * they leave with the recipe.
 */
export type CheckableRow = {
  id: string;
  recipeId: string | null;
  checked: boolean;
  inPantry?: boolean;
};
export type CheckDecision = { updateIds: string[]; purgeIds: string[] };

export function decideCheck(
  group: readonly CheckableRow[],
  targetIds: readonly string[],
  checked: boolean,
): CheckDecision {
  const targets = new Set(targetIds);
  const after = group.map((row) => (targets.has(row.id) ? { ...row, checked } : row));
  const purged = new Set<string>();
  if (checked) {
    const touchedRecipes = new Set(
      after.filter((row) => targets.has(row.id) && row.recipeId !== null).map((r) => r.recipeId),
    );
    for (const recipeId of touchedRecipes) {
      const rows = after.filter((row) => row.recipeId === recipeId);
      if (rows.every((row) => row.checked || row.inPantry === true)) {
        for (const row of rows) purged.add(row.id);
      }
    }
  }
  return {
    updateIds: [...targets].filter((id) => !purged.has(id)),
    purgeIds: [...purged],
  };
}
