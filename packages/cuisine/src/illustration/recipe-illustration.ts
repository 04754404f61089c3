import type { MealType } from '../vocabulary';
import { type Vessel, vesselOf } from './dish-vessel';
import foodWords from './food-words.json' with { type: 'json' };
import { type FoodRole, PICTURE_FOODS, type PictureFood } from './picture-foods';
import { type FoodIndex, type FoodWordTable, foodsInText, indexFoodWords } from './read-foods';

// A recipe's picture, as what to draw (decision 032): its main foods, read from its own lines,
// served in a vessel that suits the dish, with touches chosen from its id, so that two recipes
// never look alike and one recipe always looks the same. The web draws it
// (apps/web/src/components/recipe/picture/).

/** At most this many foods are drawn: the first is the largest. */
const MOST_FOODS_DRAWN = 3;

export type RecipeIllustration = {
  vessel: Vessel;
  /** The recipe's main foods, the main one first; none when no line names a food we draw. */
  foods: PictureFood[];
  /** Herbs or seeds the recipe holds beyond its drawn foods, scattered as a garnish. */
  garnish: 'herbs' | 'seeds' | null;
  /** Touches drawn from the recipe's id, each in [0, 1): where and how things are laid. */
  seed: {
    layout: number;
    mirrored: boolean;
    backdrop: number;
    finish: number;
    accessory: number;
    tilt: number;
  };
};

/** What the picture is made from: any recipe, the catalogue's or a model's. */
export type IllustratedRecipe = {
  id: string;
  type: MealType;
  title: string;
  ingredients: readonly string[];
};

// How much each kind of food says about a dish, by kind of dish: a lemon is what a lemonade is
// made of, and only a squeeze on a fish.
type Kind = 'savoury' | 'dessert' | 'drink';
const WEIGHTS: Readonly<Record<Kind, Readonly<Record<FoodRole, number>>>> = {
  savoury: {
    protein: 5,
    starch: 4,
    vegetable: 4,
    fruit: 3,
    cheese: 3,
    egg: 3,
    dairy: 2,
    nut: 2,
    citrus: 1,
    sweet: 1,
    drink: 1,
    aromatic: 1,
    herb: 1,
  },
  dessert: {
    fruit: 5,
    citrus: 5,
    sweet: 5,
    drink: 4,
    nut: 3,
    dairy: 3,
    cheese: 3,
    starch: 3,
    vegetable: 3,
    egg: 1,
    protein: 1,
    aromatic: 1,
    herb: 1,
  },
  drink: {
    fruit: 5,
    citrus: 5,
    drink: 5,
    vegetable: 4,
    sweet: 3,
    dairy: 3,
    herb: 3,
    aromatic: 3,
    nut: 3,
    starch: 2,
    cheese: 1,
    egg: 1,
    protein: 1,
  },
};
const KIND_OF_TYPE: Readonly<Record<MealType, Kind>> = {
  boisson: 'drink',
  apéro: 'savoury',
  'amuse-bouche': 'savoury',
  entrée: 'savoury',
  plat: 'savoury',
  dessert: 'dessert',
};
/**
 * A food the title names is the dish's main one (« Tarte au citron »), but a herb or a minor
 * food it names (« … à la menthe », « … au sésame ») only flavours it.
 */
const TITLE_BONUS = 10;
const FLAVOUR_TITLE_BONUS = 2;
/** A minor food (a spoon of tomato paste) comes after every other. */
const MINOR_WEIGHT = 0.5;

let index: FoodIndex | undefined;
function foodIndex(): FoodIndex {
  index ??= indexFoodWords(foodWords as FoodWordTable);
  return index;
}

type LineFoods = ReturnType<typeof foodsInText>;

/** The foods a line names, its notes aside: « 1 c. à s. d’huile (ou de beurre) » is oil. */
export function foodsOfLine(line: string): LineFoods {
  return foodsInText(line.replace(/\([^)]*\)/g, ' '), foodIndex());
}

function foodsOfLines(recipe: IllustratedRecipe): LineFoods[] {
  return recipe.ingredients.map(foodsOfLine);
}

function titleBonus(food: PictureFood, minor: boolean): number {
  return minor || PICTURE_FOODS[food] === 'herb' ? FLAVOUR_TITLE_BONUS : TITLE_BONUS;
}

type Candidate = { food: PictureFood; weight: number; line: number };

/**
 * The recipe's main foods, the main one first: each line's foods weighed by what they are to
 * this kind of dish, a food its title names first, then the recipe's order.
 */
export function mainFoodsOf(
  recipe: IllustratedRecipe,
  lines: readonly LineFoods[] = foodsOfLines(recipe),
): PictureFood[] {
  const weights = WEIGHTS[KIND_OF_TYPE[recipe.type]];
  // « Salade de … » names the dish, not a lettuce.
  const titleFoods = new Set(
    foodsInText(recipe.title.replace(/^\s*salades?\b/i, ''), foodIndex()).map(({ food }) => food),
  );
  const best = new Map<PictureFood, Candidate>();
  lines.forEach((foods, line) => {
    for (const { food, minor } of foods) {
      const weight =
        (minor ? MINOR_WEIGHT : weights[PICTURE_FOODS[food]]) +
        (titleFoods.has(food) ? titleBonus(food, minor) : 0);
      const known = best.get(food);
      if (!known || known.weight < weight) best.set(food, { food, weight, line });
    }
  });
  return [...best.values()]
    .sort((a, b) => b.weight - a.weight || a.line - b.line)
    .slice(0, MOST_FOODS_DRAWN)
    .map(({ food }) => food);
}

/** A number in [0, 1) drawn from `text`, always the same for the same text. */
function steadyFraction(text: string): number {
  // FNV-1a, then MurmurHash3's final mix, so ids that differ by one letter land far apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/** Herbs or seeds the lines hold besides the drawn foods: a garnish scattered on the dish. */
function garnishOf(
  lines: readonly LineFoods[],
  drawn: readonly PictureFood[],
): RecipeIllustration['garnish'] {
  const extra = lines.flat().filter(({ food }) => !drawn.includes(food));
  if (extra.some(({ food }) => PICTURE_FOODS[food] === 'herb')) return 'herbs';
  if (extra.some(({ food }) => food === 'seeds' || food === 'sesame')) return 'seeds';
  return null;
}

/** What the recipe's picture shows. */
export function recipeIllustration(recipe: IllustratedRecipe): RecipeIllustration {
  const lines = foodsOfLines(recipe);
  const foods = mainFoodsOf(recipe, lines);
  const draw = (salt: string) => steadyFraction(`${salt}:${recipe.id}`);
  return {
    vessel: vesselOf(recipe.type, recipe.title),
    foods,
    garnish: garnishOf(lines, foods),
    seed: {
      layout: draw('layout'),
      mirrored: draw('mirror') < 0.5,
      backdrop: draw('backdrop'),
      finish: draw('finish'),
      accessory: draw('accessory'),
      tilt: draw('tilt'),
    },
  };
}
