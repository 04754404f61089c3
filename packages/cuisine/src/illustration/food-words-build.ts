import { INGREDIENTS, ingredientAncestors } from '../ingredients';
import { buildNameIndex } from '../ingredients/lookup-index';
import { RECIPE_UNIT_WORDS } from '../parser/recipe-unit-words';
import { foldAccents, foodNameKey } from '../text/normalize';
import { FOOD_OF_INGREDIENT, type FoodOfIngredient } from './food-of-ingredient';
import { PICTURE_FOOD_KEYS, type PictureFood } from './picture-foods';
import { type FoodWordTable, foodsInText, indexFoodWords } from './read-foods';

// Builds food-words.json, the word table the browser reads recipe lines with, from the knowledge
// base (decision 032): every spelling the base knows an ingredient by (its name, plural,
// synonyms), with the food of FOOD_OF_INGREDIENT that ingredient is drawn as. Run by
// write-food-words.ts; food-words.test.ts fails when the JSON file and the base disagree.

export type IngredientFood = { food: PictureFood; minor: boolean } | null;

function asFood(entry: FoodOfIngredient): IngredientFood {
  if (entry === null) return null;
  return typeof entry === 'string' ? { food: entry, minor: false } : entry;
}

/**
 * The food an ingredient of the knowledge base is drawn as: its own entry, else that of its
 * most specific parent that has one (« jambon cru », a kind of porc and of jambon, is jambon).
 */
export function foodOfIngredient(id: string): IngredientFood {
  const own = FOOD_OF_INGREDIENT[id];
  if (own !== undefined) return asFood(own);
  const parents = ingredientAncestors(id).filter((parent) => parent in FOOD_OF_INGREDIENT);
  const nearest = parents.find((parent) =>
    parents.every((other) => other === parent || !ingredientAncestors(other).includes(parent)),
  );
  return nearest === undefined ? null : asFood(FOOD_OF_INGREDIENT[nearest]!);
}

function valueText(value: IngredientFood): string {
  if (value === null) return '';
  return value.minor ? `${value.food}~` : value.food;
}

function sortedJoin(names: Iterable<string>): string {
  return [...new Set(names)].sort().join('|');
}

type Named = [name: string, value: NonNullable<IngredientFood>];

/** The `foods` and `minor` lists of a table holding these names. */
function foodLists(named: readonly Named[]): Pick<FoodWordTable, 'foods' | 'minor'> {
  const listOf = (minor: boolean) =>
    Object.fromEntries(
      PICTURE_FOOD_KEYS.map((food) => [
        food,
        sortedJoin(
          named
            .filter(([, value]) => value.food === food && value.minor === minor)
            .map(([name]) => name),
        ),
      ]).filter(([, names]) => names !== ''),
    );
  return { foods: listOf(false), minor: listOf(true) };
}

function tableOf(named: readonly Named[], measures: string): FoodWordTable {
  return { ...foodLists(named), undrawn: '', accented: {}, measures };
}

/** The word table for the knowledge base as it is now. */
export function buildFoodWords(): FoodWordTable {
  const names = buildNameIndex(INGREDIENTS);
  const foldedValue = new Map<string, IngredientFood>();
  for (const [name, ingredient] of names.folded) {
    foldedValue.set(name, foodOfIngredient(ingredient.id));
  }
  const named = [...foldedValue].filter((entry): entry is Named => entry[1] !== null);

  // Measures written before a food name: « une noix de beurre », « une noisette de beurre ».
  const measures = Object.values(RECIPE_UNIT_WORDS)
    .flatMap((unit) => [unit.singular, unit.plural])
    .map((word) => foodNameKey(word))
    .filter((name) => name !== '' && foldedValue.get(name));
  const measureList = sortedJoin(measures);

  // A name the reader finds anyway through shorter ones (« riz basmati » through « riz ») is
  // left out: the table goes to every browser that shows a recipe.
  const shorter = new Map<number, ReturnType<typeof indexFoodWords>>();
  const shorterIndex = (words: number) => {
    if (!shorter.has(words)) {
      shorter.set(
        words,
        indexFoodWords(
          tableOf(
            named.filter(([name]) => name.split(' ').length < words),
            measureList,
          ),
        ),
      );
    }
    return shorter.get(words)!;
  };
  const isRedundant = ([name, value]: Named) => {
    const words = name.split(' ').length;
    if (words === 1) return false;
    const found = foodsInText(name, shorterIndex(words));
    return found.length === 1 && found[0]!.food === value.food && found[0]!.minor === value.minor;
  };
  const drawable = tableOf(
    named.filter((entry) => !isRedundant(entry)),
    measureList,
  );

  // An undrawn name is kept only when it holds a food's name: the longer name must win.
  const drawableIndex = indexFoodWords(drawable);
  const holdsFood = (name: string) => foodsInText(name, drawableIndex).length > 0;
  const undrawn = [...foldedValue]
    .filter(([name, value]) => value === null && holdsFood(name))
    .map(([name]) => name);

  // An accented name is kept only when its accents change what it means.
  const accented: Record<string, string> = {};
  for (const [name, ingredient] of [...names.accented].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const value = valueText(foodOfIngredient(ingredient.id));
    const unaccented = name.split(' ').map(foldAccents).join(' ');
    const withoutAccents = foldedValue.get(unaccented);
    const folded = withoutAccents === undefined ? undefined : valueText(withoutAccents);
    if (folded === value) continue;
    if (value === '' && folded === undefined && !holdsFood(name)) continue;
    accented[name] = value;
  }

  return { ...drawable, undrawn: sortedJoin(undrawn), accented };
}
