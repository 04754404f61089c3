import {
  CATALOGUE_FILES,
  getRecipe,
  type Month,
  parseCatalogue,
  RECIPES,
  recipesByType,
  seasonalityScore,
  seasonOfMonth,
} from '../../packages/cuisine/src/index';
import { measure, printTable } from '../lib/measure';
import { writeIngredientLine } from './_corpus';

// The catalogue grew by a third and suggestions rank it by season. How long the
// catalogue takes to load and to look up, and what seasonalityScore costs per recipe, for the
// catalogue's structured recipes and for generated ones written as free-text lines, against the
// tag-only season check the assistant used (is the month's season among the recipe's seasons).

const MONTHS = Array.from({ length: 12 }, (_, i) => (i + 1) as Month);

export default function benchmarkSeasonality(): void {
  // Not a table: loading and looking up have no common baseline.
  const ids = RECIPES.map((r) => r.id);
  const load = measure('load', () => {
    parseCatalogue(CATALOGUE_FILES);
    return 1;
  });
  const byId = measure('getRecipe', () => {
    for (const id of ids) getRecipe(id);
    return ids.length;
  });
  const byType = measure('recipesByType', () => (recipesByType('plat').length > 0 ? 1 : 0));
  console.log(
    `\nCatalogue — ${RECIPES.length} recipes: load (validate and join the six files) ${(1000 / load.median).toFixed(1)} ms, getRecipe ${(1e9 / byId.median).toFixed(0)} ns, recipesByType ${(1e9 / byType.median).toFixed(0)} ns (medians)`,
  );

  const asText = RECIPES.map((r) => ({ ingredients: r.ingredients.map(writeIngredientLine) }));
  const perPass = RECIPES.length * MONTHS.length;
  printTable(
    `Seasonality — ${RECIPES.length} recipes × 12 months = ${perPass} scores per pass`,
    'scores',
    [
      measure('baseline: tagged season includes the month', () => {
        let sink = 0;
        for (const month of MONTHS)
          for (const r of RECIPES) if (r.seasons.includes(seasonOfMonth(month))) sink++;
        return sink >= 0 ? perPass : 0;
      }),
      measure('seasonalityScore, structured catalogue recipes', () => {
        let sink = 0;
        for (const month of MONTHS) for (const r of RECIPES) sink += seasonalityScore(r, month);
        return sink >= 0 ? perPass : 0;
      }),
      measure(
        'seasonalityScore, the same recipes as free-text lines',
        () => {
          let sink = 0;
          for (const month of MONTHS) for (const r of asText) sink += seasonalityScore(r, month);
          return sink >= 0 ? perPass : 0;
        },
        { runs: 5 },
      ),
    ],
  );
}
