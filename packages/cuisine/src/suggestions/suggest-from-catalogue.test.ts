import { describe, expect, it } from 'vitest';
import { displayLine, scaledIngredients } from '../assistant/recipes/recipe-lines';
import { getRecipe, RECIPES, recipesByType } from '../catalogue';
import { checkCompliance } from '../compliance';
import { fridgeCoverage, readFridge } from '../fridge';
import { getIngredient } from '../ingredients';
import { aHouseholdRecipe } from '../own-recipes/test/household-recipes';
import { isInSeason, seasonalityScore } from '../seasons';
import { MEAL_TYPES, type MealType } from '../vocabulary';
import { isRecipeAllowed } from './recipe-allowed';
import {
  type CatalogueRequest,
  type CatalogueSuggestion,
  inOfferOrder,
  suggestFromCatalogue,
} from './suggest-from-catalogue';

type Item = { name: string; expirationDate: string | null };

function request(fields: Partial<CatalogueRequest<Item>> = {}): CatalogueRequest<Item> {
  return {
    type: 'plat',
    rules: { restrictions: [], avoidedFoods: [] },
    preferredFoods: [],
    servings: 4,
    recentRecipeIds: [],
    today: '2026-07-15',
    random: () => 0,
    ...fields,
  };
}

function suggested(fields: Partial<CatalogueRequest<Item>> = {}) {
  const result = suggestFromCatalogue(request(fields));
  if (!result.ok) throw new Error(`no suggestion: ${result.reason}`);
  return result.suggestion;
}

describe('suggestFromCatalogue', () => {
  it.each(MEAL_TYPES)('suggests a %s of that type', (type) => {
    expect(suggested({ type }).recipe.type).toBe(type);
  });

  it('suggests only what the household may eat', () => {
    const rules = { restrictions: ['vegan', 'glutenFree'] as const, avoidedFoods: ['oignon'] };
    for (const type of MEAL_TYPES) {
      const result = suggestFromCatalogue(
        request({ type, rules: { ...rules, restrictions: [...rules.restrictions] } }),
      );
      if (!result.ok) continue;
      expect(
        checkCompliance(result.suggestion.recipe, {
          ...rules,
          restrictions: [...rules.restrictions],
        }).ok,
      ).toBe(true);
    }
  });

  it('says so when no recipe of the type keeps the rules', () => {
    const everything = [
      ...new Set(recipesByType('boisson').flatMap((r) => r.ingredients.map((i) => i.ingredientId))),
    ];
    expect(
      suggestFromCatalogue(
        request({ type: 'boisson', rules: { restrictions: [], avoidedFoods: everything } }),
      ),
    ).toEqual({ ok: false, reason: 'no-compliant-recipe' });
  });

  it('puts a preferred food first', () => {
    const suggestion = suggested({ preferredFoods: ['lentilles corail'] });
    expect(suggestion.recipe.ingredients.map((i) => i.ingredientId)).toContain('lentille-corail');
  });

  it('favours the season: a summer dish in July, a winter one in January', () => {
    for (const [today, month, season] of [
      ['2026-07-15', 7, 'été'],
      ['2026-01-15', 1, 'hiver'],
    ] as const) {
      const { recipe } = suggested({ today });
      expect(recipe.seasons).toContain(season);
      // With no preferred food and no draw, the season decides: nothing fits the month better.
      const best = Math.max(...recipesByType('plat').map((r) => seasonalityScore(r, month)));
      expect(seasonalityScore(recipe, month)).toBe(best);
    }
  });

  it('suggests a dish in season in December whenever one fits, a liked summer food or not', () => {
    // A vegetarian household fond of courgettes and tomatoes, asking twelve times in December:
    // every answer is a dish of the month, never the courgette gratin.
    const recent: string[] = [];
    for (let round = 0; round < 12; round++) {
      const { recipe } = suggested({
        today: '2026-12-10',
        rules: { restrictions: ['vegetarian'], avoidedFoods: [] },
        preferredFoods: ['courgette', 'tomate', 'aubergine'],
        recentRecipeIds: recent,
        random: () => (round * 0.37) % 1,
      });
      expect(isInSeason(recipe, 12), recipe.id).toBe(true);
      recent.unshift(recipe.id);
    }
  });

  it('offers a family with children what children eat, as long as such a dish is in season', () => {
    // Twelve December suggestions for a family with children, each a different dish: never one the
    // catalogue marks unsuited to children; without children, some of those come.
    const unsuited = recipesByType('plat').filter((r) => r.family?.suitsChildren === false);
    expect(unsuited.length).toBeGreaterThan(0);
    const ask = (hasChildren: boolean) => {
      const recent: string[] = [];
      for (let round = 0; round < 12; round++) {
        const { recipe } = suggested({
          today: '2026-12-10',
          hasChildren,
          recentRecipeIds: recent,
          random: () => (round * 0.37) % 1,
        });
        recent.unshift(recipe.id);
      }
      return recent.map((id) => getRecipe(id)).filter((r) => r?.family?.suitsChildren === false);
    };
    expect(ask(true)).toEqual([]);
    expect(ask(false).length).toBeGreaterThan(0);
  });

  it('still suggests a dish out of season when none in season fits the household', () => {
    // Avoiding every food of December's dishes that a ratatouille does not hold leaves no dish
    // of the month: the ratatouille, or another dish out of season, is offered rather than none.
    const ratatouille = getRecipe('plat-ratatouille-et-riz')!;
    const kept = new Set(ratatouille.ingredients.map((i) => i.ingredientId));
    const inDecember = recipesByType('plat').filter((r) => isInSeason(r, 12));
    const avoidedFoods = [
      ...new Set(
        inDecember.flatMap((r) =>
          r.ingredients.filter((i) => !kept.has(i.ingredientId)).map((i) => i.ingredientId),
        ),
      ),
    ].map((id) => getIngredient(id)!.name);
    const { recipe } = suggested({
      today: '2026-12-10',
      rules: { restrictions: [], avoidedFoods },
    });
    expect(isInSeason(recipe, 12)).toBe(false);
  });

  it('never repeats one of the last 10 suggestions while another recipe qualifies', () => {
    const recent: string[] = [];
    for (let round = 0; round < 11; round++) {
      const { recipe } = suggested({ recentRecipeIds: recent });
      expect(recent.slice(0, 10)).not.toContain(recipe.id);
      recent.unshift(recipe.id);
    }
    expect(new Set(recent).size).toBe(11);
    // The first is now 11th: out of the window, and the best again (no randomness here).
    expect(suggested({ recentRecipeIds: recent }).recipe.id).toBe(recent[10]);
  });

  it('offers fresh recipes best first, then recent ones, the one suggested longest ago first', () => {
    const candidate = (id: string, score: number) => ({ recipe: { id }, score });
    const order = inOfferOrder(
      [
        candidate('a', 3),
        candidate('b', 9),
        candidate('c', 1),
        candidate('d', 5),
        candidate('e', 2),
      ],
      ['b', 'd', 'x', 'c'],
    );
    expect(order.map((c) => c.recipe.id)).toEqual(['a', 'e', 'c', 'd', 'b']);
  });

  it('forgets suggestions older than the last 10', () => {
    const candidate = (id: string, score: number) => ({ recipe: { id }, score });
    const recent = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'old'];
    const order = inOfferOrder([candidate('r1', 1), candidate('old', 0)], recent);
    expect(order.map((c) => c.recipe.id)).toEqual(['old', 'r1']);
  });

  it('scales the lines to the household with cook-style rounding', () => {
    const suggestion = suggested({ servings: 3 });
    expect(suggestion.servings).toBe(3);
    expect(suggestion.ingredients).toHaveLength(suggestion.recipe.ingredients.length);
    for (const line of suggestion.ingredients) expect(line).not.toMatch(/\d[.,]\d{2,}/);
  });

  describe('fridge mode', () => {
    const fridge: Item[] = [
      { name: 'Courgettes', expirationDate: '2026-07-17' },
      { name: 'Poivrons', expirationDate: '2026-07-25' },
      { name: 'Aubergine', expirationDate: null },
      { name: 'Lait', expirationDate: '2026-07-10' },
    ];

    it('answers fridge-empty when nothing is left that is still good', () => {
      expect(suggestFromCatalogue(request({ fridge: [] }))).toEqual({
        ok: false,
        reason: 'fridge-empty',
      });
      expect(
        suggestFromCatalogue(request({ fridge: [{ name: 'Lait', expirationDate: '2026-07-14' }] })),
      ).toEqual({ ok: false, reason: 'fridge-empty' });
    });

    it('takes the recipe that uses the fridge best, soonest-expiring first, and lists what is missing', () => {
      const suggestion = suggested({ fridge });
      const ids = suggestion.recipe.ingredients.map((i) => i.ingredientId);
      expect(ids).toContain('courgette');
      expect(suggestion.usedFridgeItems[0]?.name).toBe('Courgettes');
      expect(suggestion.usedFridgeItems.map((i) => i.name)).not.toContain('Lait');
      for (const line of suggestion.missingIngredients) {
        expect(suggestion.ingredients).toContain(line);
        expect(line).not.toMatch(/courgette|poivron|aubergine/i);
      }
    });

    // The fridge of the family whose « Générer une recette » gave stuffed peppers with six things
    // to buy: tofu due tomorrow, spinach and cream the day after.
    const today = '2026-11-27';
    const issueFridge: Item[] = [
      { name: 'Tofu', expirationDate: '2026-11-28' },
      { name: 'Épinards', expirationDate: '2026-11-29' },
      { name: 'Crème fraîche', expirationDate: '2026-11-29' },
      { name: 'Courgettes', expirationDate: '2026-12-04' },
      { name: 'Poivrons', expirationDate: '2026-12-06' },
    ];
    const stocked: Item[] = [
      ...issueFridge,
      ...['Oignons', 'Ail', 'Riz', 'Pâtes', 'Œufs', 'Gruyère', 'Citron', 'Pois chiches'].map(
        (name) => ({ name, expirationDate: null }),
      ),
    ];
    const missingFoods = (suggestion: CatalogueSuggestion<Item>) =>
      new Set(
        scaledIngredients(suggestion.recipe, suggestion.servings)
          .filter((line) => suggestion.missingIngredients.includes(displayLine(line)))
          .map((line) => line.ingredientId),
      );
    const fitsAny = (type: MealType, items: readonly Item[], rules = request().rules) => {
      const usable = readFridge(items, today).usable;
      return recipesByType(type).some(
        (recipe) =>
          isRecipeAllowed(recipe, rules) &&
          fridgeCoverage(
            recipe.ingredients.map((line) => line.ingredientId),
            usable,
          )?.fits,
      );
    };

    it('lacks at most two foods when a recipe fits, and says which', () => {
      const suggestion = suggested({ today, fridge: stocked });
      expect(suggestion.fitsFridge).toBe(true);
      expect(missingFoods(suggestion).size).toBeLessThanOrEqual(2);
      for (const line of suggestion.missingIngredients) {
        expect(suggestion.ingredients).toContain(line);
      }
    });

    it('uses what expires first whenever a fitting recipe does', () => {
      // No fitting main dish takes the tofu; one takes the spinach or the cream, due next.
      const suggestion = suggested({ today, fridge: stocked });
      expect(suggestion.usedFridgeItems.map((item) => item.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(Épinards|Crème fraîche)$/)]),
      );
      // A dessert fits the cream due in two days: it is used.
      const dessert = suggested({ type: 'dessert', today, fridge: issueFridge });
      expect(dessert.fitsFridge).toBe(true);
      expect(dessert.usedFridgeItems.map((item) => item.name)).toContain('Crème fraîche');
    });

    it('says none fits and offers the closest, with all it lacks', () => {
      expect(fitsAny('plat', issueFridge)).toBe(false);
      const suggestion = suggested({ today, fridge: issueFridge });
      expect(suggestion.fitsFridge).toBe(false);
      expect(suggestion.usedFridgeItems.length).toBeGreaterThan(0);
      expect(missingFoods(suggestion).size).toBeGreaterThan(2);
    });

    it('keeps the household’s rules over the fridge: the lardons due tomorrow stay', () => {
      const items: Item[] = [
        { name: 'Lardons', expirationDate: '2026-11-28' },
        ...['Pâte brisée', 'Œufs', 'Crème fraîche', 'Lait'].map((name) => ({
          name,
          expirationDate: '2026-12-10',
        })),
      ];
      const rules = { restrictions: ['vegetarian' as const], avoidedFoods: [] };
      // A quiche lorraine would fit: not for this household.
      expect(suggested({ today, fridge: items }).recipe.id).toBe('plat-quiche-lorraine');
      const suggestion = suggested({ today, fridge: items, rules });
      expect(checkCompliance(suggestion.recipe, rules).ok).toBe(true);
      expect(suggestion.usedFridgeItems.map((item) => item.name)).not.toContain('Lardons');
    });

    it('does not offer a dish planned in the coming days while another fits', () => {
      const first = suggested({ today, fridge: stocked });
      const next = suggested({ today, fridge: stocked, plannedRecipeIds: [first.recipe.id] });
      expect(next.recipe.id).not.toBe(first.recipe.id);
      expect(next.fitsFridge).toBe(true);
    });

    it('answers no-fridge-recipe when no recipe of the type uses the fridge', () => {
      expect(
        suggestFromCatalogue(
          request({ type: 'boisson', fridge: [{ name: 'Lardons', expirationDate: null }] }),
        ),
      ).toEqual({ ok: false, reason: 'no-fridge-recipe' });
    });
  });

  it('uses recipes of the catalogue only', () => {
    for (const type of MEAL_TYPES) {
      const { recipe } = suggested({ type });
      expect(getRecipe(recipe.id)).toBe(recipe);
      expect(RECIPES).toContain(recipe);
    }
  });
});

describe('suggestFromCatalogue — the household’s own recipes', () => {
  const tart = aHouseholdRecipe({
    id: 'maison_tarte',
    title: 'Tarte à la rhubarbe de mamie',
    servings: 8,
    type: 'dessert',
    ingredients: ['1 pâte brisée', '600 g de rhubarbe', '100 g de sucre'],
    instructions: ['Garnir la pâte de rhubarbe.', 'Cuire 35 minutes.'],
  });
  // In May, for a household that likes rhubarb tarts, the grandmother's comes first; the
  // catalogue's one rhubarb dessert was suggested lately.
  const liking = {
    today: '2026-05-15',
    preferredFoods: ['rhubarbe', 'pâte brisée', 'sucre'],
    recentRecipeIds: ['dessert-compote-de-rhubarbe-aux-fraises'],
  };

  it('offers one that keeps the rules, with the household’s own lines at the servings asked', () => {
    const suggestion = suggested({
      type: 'dessert',
      ...liking,
      ownRecipes: [tart],
    });
    expect(suggestion.isOwnRecipe).toBe(true);
    expect(suggestion.recipe.id).toBe('maison_tarte');
    expect(suggestion.ingredients).toEqual(['1 pâte brisée', '300 g de rhubarbe', '50 g de sucre']);
    const catalogue = suggested({ type: 'dessert', ...liking });
    expect(catalogue.isOwnRecipe).toBe(false);
  });

  it('never offers one that breaks today’s rules, one kept despite them, or one of another type', () => {
    const rules = { restrictions: [], avoidedFoods: ['rhubarbe'] };
    for (const [fields, own] of [
      [{ rules }, tart],
      [{}, { ...tart, keptDespiteRules: true }],
      [{ type: 'entrée' as const }, tart],
    ] as const) {
      const suggestion = suggested({
        type: 'dessert',
        ...liking,
        ownRecipes: [own],
        ...fields,
      });
      expect(suggestion.recipe.id).not.toBe('maison_tarte');
      expect(suggestion.isOwnRecipe).toBe(false);
    }
  });

  it('in fridge mode, offers one that uses the fridge, naming the household’s lines it lacks', () => {
    const suggestion = suggested({
      type: 'dessert',
      servings: 8,
      ...liking,
      fridge: [{ name: 'Rhubarbe', expirationDate: '2026-05-16' }],
      ownRecipes: [tart],
    });
    expect(suggestion.recipe.id).toBe('maison_tarte');
    expect(suggestion.usedFridgeItems.map((item) => item.name)).toEqual(['Rhubarbe']);
    expect(suggestion.missingIngredients).toEqual(['1 pâte brisée']);
    expect(suggestion.fitsFridge).toBe(true);
  });
});
