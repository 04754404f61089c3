import { addDays, weekdayOf } from '../assistant/dates';
import { isSameFood } from '../assistant/recipes/recipe-lines';
import type { PantryCheck } from '../buying/pantry';
import type { Recipe } from '../catalogue';
import { type FridgeFood, USE_FIRST_DAYS } from '../fridge';
import { getIngredient, type Ingredient } from '../ingredients';
import { ingredientNameAfter } from '../parser/ingredient-name-forms';
import { type ScoreContext, tasteScore } from '../suggestions/taste-score';
import { foldAccents } from '../text/normalize';
import {
  basketCounter,
  dishNeeds,
  type PlannedDish,
  restGoesOff,
  type WeekBasket,
} from './week-basket';

// « Planifier la semaine »: the dinners of the coming days, chosen together rather than one by
// one. A week is judged whole: the household's tastes (its favourites and what it was suggested
// lately count extra), the fridge's foods used before they expire, no dish twice, not the same
// kind of dish two evenings running nor more than twice a week (nor three « Pâtes aux… »), short
// dishes on weeknights — and what the week makes the
// family buy: few distinct foods, and what it buys by the pack or the piece used up (the rest of
// a bunch of parsley on Thursday, the second half of a tin the day after). The week is built
// evening by evening, then improved by trying, for each evening, every other dish and every
// exchange of two evenings, until no change makes it better.

/** What the household's rules allow, and what it prefers. */
export type WeekPlanRequest = {
  /** The evenings to fill, in order (ISO dates). */
  dates: readonly string[];
  /** Dishes allowed by the household's rules (the caller filters). */
  candidates: readonly Recipe[];
  servings: number;
  /** Today, to read the fridge's dates. */
  today: string;
  taste: ScoreContext;
  favoriteIds?: readonly string[];
  /** Dishes suggested to the household lately. */
  suggestedIds?: readonly string[];
  /** The household's own recipes among the candidates: it wrote or saved them, like a favourite. */
  ownRecipeIds?: readonly string[];
  /** The usable fridge, soonest-expiring first (readFridge's `usable`). */
  fridge?: readonly FridgeFood[];
  isInPantry?: PantryCheck;
  /** Replaces the taste, favourite and suggestion score of a dish (the chat ranks its own). */
  scoreOf?: (recipe: Recipe) => number;
  /** Leave out what the week buys (the bench's comparison of a week chosen without it). */
  ignoreBasket?: boolean;
};

export type WeekPick = {
  date: string;
  recipe: Recipe;
  isFavorite: boolean;
  /** One of the household's own recipes (« Votre recette »). */
  isOwnRecipe: boolean;
  /** Fridge items this dinner uses before they expire, named as the household wrote them. */
  fridgeFoods: string[];
  /** Foods bought by the pack or piece that another dinner of the week uses too. */
  sharedFoods: string[];
  /** Served again: the household's rules leave fewer dishes than evenings. */
  isRepeat: boolean;
  /** The next best dishes for this evening, the rest of the week as it is (« Autre idée »). */
  alternatives: Recipe[];
};

export type WeekPlan = { picks: WeekPick[]; basket: WeekBasket };

/**
 * A favourite counts as much as three preferred foods, less than being in season (4): a summer
 * favourite waits for summer. The household's own recipe counts as a favourite (once, when it is
 * one too). A recent suggestion counts as one preferred food.
 */
export const FAVORITE_BONUS = 3.5;
const SUGGESTED_BONUS = 1;
/** Two evenings running of the same kind of dish (fish, poultry…). */
const SAME_FAMILY_PENALTY = 2;
/**
 * A third dinner of meat, poultry, fish or eggs in the week, and each one after: four chickens
 * in seven days is a monotonous week, whatever they save.
 */
const SAME_FAMILY_WEEK_PENALTY = 3;
const FAMILY_WEEK_LIMIT = 2;
/** A third dish of one name (« Pâtes aux… », « Gratin de… ») in the week, and each one after. */
const SAME_NAME_WEEK_PENALTY = 3;
/** A dish served again, only when the rules leave too few: more at each further time. */
const REPEAT_PENALTY = 6;
/**
 * A fridge food used before it expires. One that expires within USE_FIRST_DAYS outweighs the
 * season, as in the fridge's suggestions (suggestions/fridge-ranking.ts): it is cooked or thrown.
 */
const USE_FIRST_BONUS = 6;
const USE_BONUS = 1.5;
/**
 * Each whole pack or piece bought and left to go off, and each distinct food to buy: enough to
 * choose between dishes the household likes about as much, not to trade a favourite for a
 * shorter list.
 */
const UNUSED_PACK_PENALTY = 2;
const ITEM_PENALTY = 0.2;
/** Other dishes offered for each evening. */
const ALTERNATIVES = 3;
/** Dishes tried for each evening: the best-scored ones and every one using the fridge. */
const POOL_SIZE = 50;
const MAX_PASSES = 6;

// Asked for every dish of every tried week: judged once per recipe.
const familyOf = new WeakMap<Recipe, string>();

/** What the dish is built on, so that two evenings in a row do not serve the same thing. */
export function mainFamily(recipe: Recipe): string {
  const known = familyOf.get(recipe);
  if (known) return known;
  const flags = recipe.ingredients.flatMap((line) => getIngredient(line.ingredientId)?.flags ?? []);
  let family = 'végétarien';
  if (flags.includes('fish') || flags.includes('shellfish')) family = 'poisson';
  else if (flags.includes('poultry')) family = 'volaille';
  else if (flags.includes('meat')) family = 'viande';
  else if (flags.includes('egg')) family = 'oeufs';
  familyOf.set(recipe, family);
  return family;
}

/** A food as a shopper names what they buy of it: « pois chiches » (a tin), « persil » (a bunch). */
function shelfName(ingredient: Ingredient): string {
  const unit = ingredient.buying?.unit;
  return unit && unit !== 'none' ? ingredientNameAfter(ingredient, 2, unit) : ingredient.name;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
}

/** The dish's first word, what a family calls it: « pâtes », « gratin », « soupe ». */
function dishName(recipe: Recipe): string {
  return foldAccents(recipe.title.split(/[\s’']/)[0] ?? '').toLowerCase();
}

const totalMinutes = (recipe: Recipe) =>
  recipe.preparationMinutes + recipe.cookingMinutes + (recipe.restingMinutes ?? 0);

/** A dish on a given evening: short and one-pot dishes suit Monday to Thursday. */
function eveningFit(recipe: Recipe, date: string): number {
  const weekday = weekdayOf(date);
  if (weekday < 1 || weekday > 4) return 0;
  return (totalMinutes(recipe) > 60 ? -1 : 0) + (recipe.family?.onePot ? 0.5 : 0);
}

function usesFood(recipe: Recipe, foodId: string): boolean {
  return recipe.ingredients.some((line) => isSameFood(line.ingredientId, foodId));
}

export function planWeek(request: WeekPlanRequest): WeekPlan {
  const { dates, servings, today } = request;
  const fridge = request.fridge ?? [];
  const favorites = new Set(request.favoriteIds ?? []);
  const suggested = new Set(request.suggestedIds ?? []);
  const own = new Set(request.ownRecipeIds ?? []);
  const baseOf = new Map<Recipe, number>();
  const base = (recipe: Recipe) => {
    let score = baseOf.get(recipe);
    if (score === undefined) {
      score = request.scoreOf
        ? request.scoreOf(recipe)
        : tasteScore(recipe, request.taste) +
          (favorites.has(recipe.id) || own.has(recipe.id) ? FAVORITE_BONUS : 0) +
          (suggested.has(recipe.id) ? SUGGESTED_BONUS : 0);
      baseOf.set(recipe, score);
    }
    return score;
  };
  // Fridge foods worth using this week: each with the last evening it is still good.
  const toUse = fridge
    .filter((food) => food.daysLeft === null || food.daysLeft < dates.length + 1)
    .map((food) => ({
      id: food.ingredient.id,
      // As the household wrote it in Mon Frigo (« Épinards »), mid-sentence.
      name: lowerFirst(food.item.name.trim()),
      lastDate: food.daysLeft === null ? undefined : addDays(today, food.daysLeft),
      bonus:
        food.daysLeft !== null && food.daysLeft <= USE_FIRST_DAYS ? USE_FIRST_BONUS : USE_BONUS,
    }));
  const inFridge = fridge.map((food) => food.ingredient.id);
  const basketOf = basketCounter({
    inFridge,
    ...(request.isInPantry ? { isInPantry: request.isInPantry } : {}),
  });

  const byScore = [...request.candidates].sort((a, b) => base(b) - base(a));
  const pool = [
    ...new Set([
      ...byScore.slice(0, POOL_SIZE),
      ...byScore.filter((recipe) => toUse.some((food) => usesFood(recipe, food.id))),
    ]),
  ];
  const mayRepeat = pool.length < dates.length;
  // Which of the fridge's foods each dish uses, by their index in `toUse`.
  const fridgeUse = new Map<Recipe, number[]>(
    pool.map((recipe) => [
      recipe,
      toUse.flatMap((food, index) => (usesFood(recipe, food.id) ? [index] : [])),
    ]),
  );

  /** The whole week's worth; `week` may have empty evenings while it is being built. */
  const worth = (week: ReadonlyArray<Recipe | undefined>): number => {
    let total = 0;
    const served = new Map<string, number>();
    const families = new Map<string, number>();
    const names = new Map<string, number>();
    week.forEach((recipe, index) => {
      if (!recipe) return;
      const family = mainFamily(recipe);
      const count = (families.get(family) ?? 0) + 1;
      families.set(family, count);
      if (family !== 'végétarien' && count > FAMILY_WEEK_LIMIT) total -= SAME_FAMILY_WEEK_PENALTY;
      const name = dishName(recipe);
      const named = (names.get(name) ?? 0) + 1;
      names.set(name, named);
      if (named > FAMILY_WEEK_LIMIT) total -= SAME_NAME_WEEK_PENALTY;
      total += base(recipe) + eveningFit(recipe, dates[index]!);
      const previous = week[index - 1];
      if (previous && mainFamily(previous) === mainFamily(recipe)) total -= SAME_FAMILY_PENALTY;
      if (previous?.id === recipe.id) total -= REPEAT_PENALTY * 10;
      const times = (served.get(recipe.id) ?? 0) + 1;
      served.set(recipe.id, times);
      total -= REPEAT_PENALTY * (times - 1);
    });
    const used = new Set<number>();
    week.forEach((recipe, index) => {
      for (const food of (recipe && fridgeUse.get(recipe)) || []) {
        const lastDate = toUse[food]!.lastDate;
        if (lastDate === undefined || dates[index]! <= lastDate) used.add(food);
      }
    });
    for (const food of used) total += toUse[food]!.bonus;
    if (!request.ignoreBasket) {
      const dishes = week.flatMap((recipe) => (recipe ? [{ recipe, servings }] : []));
      const basket = basketOf(dishes);
      total -= UNUSED_PACK_PENALTY * basket.unusedPacks + ITEM_PENALTY * basket.items;
    }
    return total;
  };

  // Evening by evening, the dish that makes the week so far worth the most.
  const week: Array<Recipe | undefined> = dates.map(() => undefined);
  for (let index = 0; index < dates.length; index++) {
    let best: { recipe: Recipe; value: number } | undefined;
    for (const recipe of pool) {
      if (!mayRepeat && week.includes(recipe)) continue;
      week[index] = recipe;
      const value = worth(week);
      if (!best || value > best.value) best = { recipe, value };
    }
    week[index] = best?.recipe;
    if (!best) break;
  }

  // Then every other dish for each evening, and every exchange of two evenings, while it helps.
  let current = worth(week);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let index = 0; index < week.length; index++) {
      const kept = week[index];
      for (const recipe of pool) {
        if (recipe === kept || (!mayRepeat && week.includes(recipe))) continue;
        week[index] = recipe;
        const value = worth(week);
        if (value > current + 1e-9) {
          current = value;
          improved = true;
        } else {
          week[index] = kept;
        }
        // `kept` is what stands now, improved or not.
        if (week[index] === recipe) break;
      }
    }
    for (let a = 0; a < week.length; a++) {
      for (let b = a + 1; b < week.length; b++) {
        [week[a], week[b]] = [week[b], week[a]];
        const value = worth(week);
        if (value > current + 1e-9) {
          current = value;
          improved = true;
        } else {
          [week[a], week[b]] = [week[b], week[a]];
        }
      }
    }
    if (!improved) break;
  }

  const chosen = week.flatMap((recipe, index) =>
    recipe ? [{ recipe, date: dates[index]!, index }] : [],
  );
  const dishes: PlannedDish[] = chosen.map(({ recipe }) => ({ recipe, servings }));
  const bought = (recipe: Recipe) =>
    dishNeeds({ recipe, servings }).filter(
      (need) =>
        restGoesOff(need.ingredient) &&
        !inFridge.some((food) => isSameFood(food, need.key)) &&
        !(request.isInPantry?.(need.key) ?? false),
    );
  const counted = new Set<string>();
  const picks = chosen.map(({ recipe, date, index }) => {
    const fridgeFoods = toUse
      .filter(
        (food) =>
          !counted.has(food.id) &&
          (food.lastDate === undefined || date <= food.lastDate) &&
          usesFood(recipe, food.id),
      )
      .map((food) => {
        counted.add(food.id);
        return food.name;
      });
    const others = chosen.filter((other) => other.index !== index);
    const sharedFoods = [
      ...new Set(
        bought(recipe)
          .filter((need) =>
            others.some((other) => bought(other.recipe).some((o) => o.key === need.key)),
          )
          .map((need) => shelfName(need.ingredient)),
      ),
    ];
    const alternatives = pool
      .filter((other) => !week.includes(other))
      .map((other) => {
        week[index] = other;
        const value = worth(week);
        week[index] = recipe;
        return { other, value };
      })
      .sort((a, b) => b.value - a.value)
      .slice(0, ALTERNATIVES)
      .map(({ other }) => other);
    return {
      date,
      recipe,
      alternatives,
      isFavorite: favorites.has(recipe.id),
      isOwnRecipe: own.has(recipe.id),
      fridgeFoods,
      sharedFoods,
      isRepeat: chosen.some((other) => other.index < index && other.recipe.id === recipe.id),
    };
  });
  return { picks, basket: basketOf(dishes) };
}

/** The next `count` evenings from `from` (ISO dates), the ones a week plan fills by default. */
export function nextEvenings(from: string, count = 7): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}
