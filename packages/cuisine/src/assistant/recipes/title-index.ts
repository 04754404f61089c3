import { RECIPES, type Recipe } from '../../catalogue';
import { findIngredientsIn } from '../../ingredients';
import { foldAccents, stemFoodWord } from '../../text/normalize';

// Recipes found by the words of their title: « une recette de quiche » → the quiches, « gratin
// dauphinois » → that very recipe. Dish families people name differently from the titles
// (« soupe » for a velouté) are listed as synonyms.

/** Words that say nothing about the dish (« maison », « mini », linking words). */
const NOISE = new Set(
  `a au aux d de des du en et l la le les un une sur sans avec facon maison mini petit petits
  petite petites frais fraiche fraiches chaud chaude ancienne fine sauce recette plat four
  cuillere blanc blanche vert verte rouge noir noire jaune rose`
    .split(/\s+/)
    .filter(Boolean),
);

/** Question word → title words it also means. */
const DISH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  soupe: ['veloute', 'potage', 'gaspacho', 'minestrone', 'soupe'],
  potage: ['veloute', 'soupe'],
  veloute: ['soupe'],
  gateau: ['cake', 'fondant', 'financier', 'gateau'],
  cake: ['gateau'],
  crepe: ['crepe', 'blinis'],
  salade: ['salade', 'taboule', 'carpaccio'],
  tarte: ['tarte', 'quiche'],
  gratin: ['gratin', 'gratinee', 'parmentier'],
  mousse: ['mousse'],
  cocktail: ['mojito', 'kir', 'hugo', 'grog'],
  mocktail: ['virgin'],
  tartinade: ['houmous', 'tapenade', 'rillettes', 'caviar', 'guacamole', 'tzatziki'],
  dip: ['houmous', 'guacamole', 'tzatziki'],
};

/** Content words of a text, folded and stemmed, without the noise words. */
function titleWordsOf(text: string): string[] {
  return foldAccents(text)
    .replace(/['’]/g, ' ')
    .split(/[^a-z0-9]+/)
    .map(stemFoodWord)
    .filter((word) => word.length > 1 && !NOISE.has(word));
}

type TitleIndex = {
  byWord: Map<string, Recipe[]>;
  contentWords: Map<string, readonly string[]>;
};

let index: TitleIndex | undefined;

function getIndex(): TitleIndex {
  if (index) return index;
  const byWord = new Map<string, Recipe[]>();
  const contentWords = new Map<string, readonly string[]>();
  for (const recipe of RECIPES) {
    const words = [...new Set(titleWordsOf(recipe.title))];
    contentWords.set(recipe.id, words);
    for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), recipe]);
  }
  index = { byWord, contentWords };
  return index;
}

/** The question's words that name a dish of the catalogue, synonyms expanded. */
export function dishWordsIn(words: readonly string[]): string[] {
  const { byWord } = getIndex();
  const found = new Set<string>();
  for (const word of words.map(stemFoodWord)) {
    if (NOISE.has(word)) continue;
    const synonyms = DISH_SYNONYMS[word];
    if (synonyms) for (const synonym of synonyms) found.add(stemFoodWord(synonym));
    if (byWord.has(word)) found.add(word);
  }
  return [...found].filter((word) => byWord.has(word));
}

/** How many of the dish words a recipe's title holds. */
export function titleHits(recipe: Recipe, dishWords: readonly string[]): number {
  const words = getIndex().contentWords.get(recipe.id) ?? [];
  return dishWords.filter((word) => words.includes(word)).length;
}

/** Linking words only: a recipe is named by all the other words of its title. */
const LINKING = new Set([
  'a',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'sur',
]);

const namingWords = new Map<string, readonly string[]>();
function namingWordsOf(recipe: Recipe): readonly string[] {
  let words = namingWords.get(recipe.id);
  if (!words) {
    words = [
      ...new Set(
        foldAccents(recipe.title)
          .replace(/['’]/g, ' ')
          .split(/[^a-z0-9]+/)
          .map(stemFoodWord)
          .filter((word) => word.length > 0 && !LINKING.has(word)),
      ),
    ];
    namingWords.set(recipe.id, words);
  }
  return words;
}

/**
 * The catalogue recipe the question names, when it names one: a one-word title in full
 * (« crêpes »), or at least two words of the title covering 60 % of it (« gratin dauphinois »,
 * « chocolat chaud »), one of them not a food named in the question. « Quiche » alone names no
 * recipe: it is a dish word for the search.
 */
export function findNamedRecipe(
  words: readonly string[],
  foodWords: ReadonlySet<string> = new Set(),
): Recipe | undefined {
  const asked = new Set(words.map(stemFoodWord));
  let best: Recipe | undefined;
  let bestMatched = 0;
  let bestRatio = 0;
  for (const recipe of RECIPES) {
    const title = namingWordsOf(recipe);
    const matchedWords = title.filter((word) => asked.has(word));
    const matched = matchedWords.length;
    const ratio = title.length === 0 ? 0 : matched / title.length;
    // Foods alone name no recipe: « vin blanc » is not a request for the « Kir au vin blanc ».
    const hasDishWord = matchedWords.some((word) => !foodWords.has(word));
    const names =
      hasDishWord && (title.length === 1 ? matched === 1 : matched >= 2 && ratio >= 0.6);
    if (!names) continue;
    if (matched > bestMatched || (matched === bestMatched && ratio > bestRatio)) {
      best = recipe;
      bestMatched = matched;
      bestRatio = ratio;
    }
  }
  return best;
}

const titleFoods = new Map<string, readonly string[]>();

/**
 * The foods a title names, read as the knowledge base reads any text, so « Raclette aux pommes
 * de terre » names potatoes and not apples, and « Curry de pois chiches » names curry.
 */
export function foodsNamedInTitle(recipe: Recipe): readonly string[] {
  let ids = titleFoods.get(recipe.id);
  if (!ids) {
    ids = findIngredientsIn(recipe.title).map((ingredient) => ingredient.id);
    titleFoods.set(recipe.id, ids);
  }
  return ids;
}
