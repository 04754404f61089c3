import { isNeverListed, isSameFood } from '../assistant/recipes/recipe-lines';
import { isPackRule } from '../buying/buying-rule';
import type { PantryCheck } from '../buying/pantry';
import { needInBuyingUnits, roundUpCount } from '../buying/to-buying';
import type { Recipe } from '../catalogue';
import { defaultPantryCheck } from '../fridge';
import { getIngredient, type Ingredient } from '../ingredients';

// What a week of dishes makes a household buy, and what of it is left to go off. The list adds
// the week's needs of a food before rounding (decision 012: 3 + 6 cloves are one head), so two
// dishes that share a bunch of parsley or a tin of tomatoes buy it once; what the rounding leaves
// over of a food that does not keep once opened is the week's waste.

/** One planned dish: a catalogue recipe at the servings it is cooked for. */
export type PlannedDish = { recipe: Recipe; servings: number };

export type BasketOptions = {
  /** The household's « Toujours à la maison » (the default list when absent): not bought. */
  isInPantry?: PantryCheck;
  /** Foods in the fridge: not bought (their quantity is not weighed against the need). */
  inFridge?: readonly string[];
};

export type WeekBasket = {
  /** Distinct foods to buy. */
  items: number;
  /** Packs and pieces bought of foods that do not keep once opened. */
  packs: number;
  /** Of those, the share the week's dishes do not use (whole packs and the rest of opened ones). */
  unusedPacks: number;
  /** unusedPacks / packs; 0 when nothing perishable is bought by the pack or the piece. */
  unusedShare: number;
};

/** Packs that keep only a few days once opened, whatever the food inside. */
const OPENED_SPOILS = new Set(['boîte', 'brique']);
/** A food that keeps longer than this keeps its rest for the weeks after. */
const KEEPS_DAYS = 14;

/**
 * Whether the rest of a pack or a piece of this food is wasted when the week does not use it:
 * a fresh food (a bunch of parsley, a cucumber, a pot of cream), or a tin or brick once opened.
 * Dry goods (a packet of pasta, a jar of spices) keep their rest.
 */
export function restGoesOff(ingredient: Ingredient): boolean {
  const unit = ingredient.buying?.unit;
  return ingredient.shelfLifeDays <= KEEPS_DAYS || (unit !== undefined && OPENED_SPOILS.has(unit));
}

type Need = { key: string; amount: number | undefined; ingredient: Ingredient };

const needsCache = new WeakMap<Recipe, Map<number, Need[]>>();

/** A dish's needs in each food's buying unit (undefined when the rule cannot read the unit). */
export function dishNeeds({ recipe, servings }: PlannedDish): readonly Need[] {
  let byServings = needsCache.get(recipe);
  if (!byServings) {
    byServings = new Map();
    needsCache.set(recipe, byServings);
  }
  const known = byServings.get(servings);
  if (known) return known;
  const needs: Need[] = [];
  for (const line of recipe.ingredients) {
    if (isNeverListed(line.ingredientId)) continue;
    const own = getIngredient(line.ingredientId);
    if (!own?.buying || own.buying.unit === 'none') continue;
    // Egg yolks are bought as eggs: the need counts against the food the shop sells.
    const bought = own.buying.boughtAs ? (getIngredient(own.buying.boughtAs) ?? own) : own;
    const quantity = (line.quantity * servings) / recipe.servings;
    needs.push({
      key: bought.id,
      amount: needInBuyingUnits(own, quantity, line.unit),
      ingredient: bought,
    });
  }
  byServings.set(servings, needs);
  return needs;
}

/** What the week's dishes make the household buy, and the share of it left unused. */
export function weekBasket(
  dishes: readonly PlannedDish[],
  options: BasketOptions = {},
): WeekBasket {
  return basketCounter(options)(dishes);
}

/**
 * `weekBasket` for many weeks of one household: whether a food is at hand (pantry, fridge) is
 * judged once per food, not once per week tried.
 */
export function basketCounter(
  options: BasketOptions = {},
): (dishes: readonly PlannedDish[]) => WeekBasket {
  const isInPantry = options.isInPantry ?? defaultPantryCheck();
  const inFridge = options.inFridge ?? [];
  const atHand = new Map<string, boolean>();
  const isAtHand = (id: string) => {
    let known = atHand.get(id);
    if (known === undefined) {
      known = isInPantry(id) || inFridge.some((food) => isSameFood(food, id));
      atHand.set(id, known);
    }
    return known;
  };
  return (dishes) => {
    const totals = new Map<string, { amount: number; readable: boolean; ingredient: Ingredient }>();
    for (const dish of dishes) {
      for (const need of dishNeeds(dish)) {
        if (isAtHand(need.key)) continue;
        const total = totals.get(need.key);
        if (!total) {
          totals.set(need.key, {
            amount: need.amount ?? 0,
            readable: need.amount !== undefined,
            ingredient: need.ingredient,
          });
        } else if (need.amount === undefined) total.readable = false;
        else total.amount += need.amount;
      }
    }
    let packs = 0;
    let unusedPacks = 0;
    for (const { amount, readable, ingredient } of totals.values()) {
      const rule = ingredient.buying;
      if (!readable || !rule || !(rule.unit === 'unité' || isPackRule(rule))) continue;
      if (!restGoesOff(ingredient)) continue;
      const bought = roundUpCount(amount);
      packs += bought;
      unusedPacks += bought - amount;
    }
    return {
      items: totals.size,
      packs,
      unusedPacks,
      unusedShare: packs === 0 ? 0 : unusedPacks / packs,
    };
  };
}
