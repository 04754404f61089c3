import type { Recipe } from '../../catalogue';
import { findIngredientsIn, type Ingredient, matchIngredient } from '../../ingredients';
import { foodNameWords, stemFoodWord } from '../../text/normalize';
import type { DietaryRestriction, MealType } from '../../vocabulary';
import { householdServings } from '../household';
import { dishWordsIn, findNamedRecipe } from '../recipes/title-index';
import { isKnownWord } from './lexicon';
import type { Question } from './read-question';

/** What a question asks for, beyond its intent. */
export type QuestionFacts = {
  mealTypes: MealType[];
  /** Restrictions the question adds (« sans gluten », « végétarien »). */
  diets: DietaryRestriction[];
  /** Foods after « sans » that are no restriction (« sans champignons »). */
  excludedFoods: string[];
  /** Foods the question names outside « sans » phrases, in the order written. */
  ingredients: Ingredient[];
  /** « rapide » is 30 minutes in all; « en 20 minutes » is 20. */
  maxMinutes: number | undefined;
  isEasy: boolean;
  /** « sans cuisson ». */
  isNoCook: boolean;
  /** Words that name catalogue dishes (« quiche », « soupe »), stemmed. */
  dishWords: string[];
  /** The catalogue recipe the question names by its title, if any. */
  namedRecipe: Recipe | undefined;
  /** « ce plat », « cette recette », « ça »: the last recipe of the conversation. */
  refersToRecent: boolean;
  /** « une autre », « autre chose »: not the recipes already proposed. */
  wantsAnother: boolean;
  /** « la recette de X », « comment faire X », « tu connais X »: X is a dish, found by title. */
  asksForDish: boolean;
  /** The X of those phrases when nothing in the catalogue or the knowledge base knows it. */
  unknownDish: string | undefined;
  /** « pour 6 personnes », « on est 4 »: portions the question asks for. */
  servings: number | undefined;
};

const MEAL_TYPE_PATTERNS: ReadonlyArray<[RegExp, MealType]> = [
  [/\bdesserts?\b|\bgouters?\b|\bun truc sucre\b|\bquelque chose de sucre\b/, 'dessert'],
  [/\bentrees?\b|\bstarters?\b/, 'entrée'],
  [/\bamuses? bouches?\b|\bbouchees\b|\bverrines\b/, 'amuse-bouche'],
  [/\baperos?\b|\baperitifs?\b|\bgrignoter\b/, 'apéro'],
  [/\bboissons?\b|\bcocktails?\b|\bmocktails?\b|\bsmoothies?\b|\ba boire\b/, 'boisson'],
  [/(?<!\bau )\bplats?\b|\bplat principal\b/, 'plat'],
];

/** Words that suggest a main course only when no dish is named (« une soupe pour ce soir »). */
const MAIN_COURSE_HINT = /\bdiners?\b|\bdejeuners?\b|\bsoupers?\b|\bce (?:soir|midi)\b|\brepas\b/;

const DIET_PATTERNS: ReadonlyArray<[RegExp, DietaryRestriction]> = [
  [/\bvegetarien\w*|\bveggie\b|\bvege\b/, 'vegetarian'],
  [/\bvegan\w*|\bvegetalien\w*/, 'vegan'],
  [
    /\bsans gluten\b|\bgluten free\b|\bc?oeliaqu\w*|\bceliaqu\w*|\bintoleran\w* au gluten\b/,
    'glutenFree',
  ],
  [
    /\bsans (?:lactose|lait|produits? laitiers?)\b|\b(?:intoleran|allergi)\w* (?:au|aux) (?:lactose|lait|produits? laitiers?)\b/,
    'dairyFree',
  ],
  [
    /\bsans (?:noix|fruits? a coque)\b|\ballergi\w* (?:aux?|a la|a l) (?:noix|fruits? a coque|noisettes?|amandes?|cacahu\w*|arachides?)\b/,
    'nutFree',
  ],
  [/\bhalal\b/, 'halal'],
  [/\b(?:casher|kasher|cacher|kosher)\b/, 'kosher'],
];

/** Phrases whose words must not be read as foods (« œufs à la coque » are no cockles). */
const NOT_FOOD: ReadonlyArray<[RegExp, string]> = [
  [/\ba la coque\b/g, ' '],
  [/\bcas\b|\bcac\b|\bcad\b/g, ' '],
  [/\bliste de courses?\b/g, ' '],
  [/\bau plat\b/g, ' '],
  [/\bde la semaine\b/g, ' '],
  // « des bananes bien mûres »: ripe, not blackberries.
  [/\b(?:trop|bien|tres|pas assez|super) mures?\b/g, ' '],
  [/\b(bananes?|poires?|avocats?|tomates?|mangues?|peches?|fruits?|figues?) mures?\b/g, '$1'],
];

/**
 * The stemmed words of the foods found in a question, so that « pommes de terre » does not
 * also read as a dish word « terre », nor « vin blanc » as « blanc ».
 */
function foodWordsOf(foods: readonly Ingredient[]): Set<string> {
  return new Set(
    foods.flatMap((food) =>
      [food.name, food.plural, ...food.synonyms].flatMap((name) => foodNameWords(name)),
    ),
  );
}

const SANS_STOP = new Set([
  'et',
  'ni',
  'ou',
  'avec',
  'pour',
  'mais',
  'qui',
  'que',
  'rapide',
  'facile',
  'ce',
  'cette',
  'svp',
  'en',
  'dans',
  'a',
  'au',
]);
const ARTICLES = new Set(['le', 'la', 'les', 'l', 'd', 'de', 'du', 'des', 'un', 'une']);

/** The food each « sans … » (and « ni … ») phrase names, and the text without those phrases. */
function readExclusions(words: readonly string[]): { excluded: string[]; kept: string[] } {
  const excluded: string[] = [];
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const opensExclusion = word === 'sans' || (word === 'ni' && excluded.length > 0);
    if (!opensExclusion) {
      kept.push(word);
      continue;
    }
    let start = i + 1;
    while (start < words.length && ARTICLES.has(words[start]!)) start++;
    let end = start;
    while (end < words.length && end - start < 4) {
      // « fruits à coque »: the « à » belongs to the food's name.
      const isInName = words[end] === 'a' && /^coques?$/.test(words[end + 1] ?? '');
      if (SANS_STOP.has(words[end]!) && !isInName) break;
      end += isInName ? 2 : 1;
    }
    // The longest run of words that is a known food, else the first word alone.
    let phraseEnd = start + 1;
    for (let stop = end; stop > start; stop--) {
      if (matchIngredient(words.slice(start, stop).join(' '))?.exact) {
        phraseEnd = stop;
        break;
      }
    }
    if (start < words.length) excluded.push(words.slice(start, phraseEnd).join(' '));
    i = Math.min(phraseEnd, words.length) - 1;
  }
  return { excluded, kept };
}

/** « allergique aux crevettes », « intolérant au lactose »: read as « sans crevettes ». */
function allergiesAsExclusions(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!/^(?:allergi|intoleran)/.test(word)) {
      out.push(word);
      continue;
    }
    out.push('sans');
    const next = words[i + 1];
    if (next === 'a' && (words[i + 2] === 'la' || words[i + 2] === 'l')) i += 2;
    else if (next === 'a' || next === 'au' || next === 'aux') i += 1;
  }
  return out;
}

/** The diets a « sans … » phrase already stands for, so it is not also an avoided food. */
const DIET_FOODS = /^(?:gluten|lactose|lait|produits? laitiers?|noix|fruits? a coque)$/;

/** « sans cuisson », « sans four »: a way of cooking, not a food. */
const NOT_A_FOOD = /^(?:cuisson|four|cuire|plaque|micro ondes?|grumeaux?)$/;

function readMaxMinutes(text: string): number | undefined {
  const explicit =
    /\b(?:en|moins de|max(?:imum)?|pas plus de|j ai|on a) (\d{1,3}) ?(?:min|minutes?|mn)\b/.exec(
      text,
    );
  if (explicit) return Number(explicit[1]);
  if (/\b(?:en |une )?(?:demi heure|1\/2 heure)\b/.test(text)) return 30;
  if (
    /\brapides?\b|\brapidement\b|\bvite fait\b|\bexpress\b|\bpas le temps\b|\bpresse\b/.test(text)
  )
    return 30;
  if (/\bpas (?:trop )?longu?e?s?\b|\bpas trop de temps\b/.test(text)) return 45;
  return undefined;
}

const DISH_PHRASE =
  /\b(?:recettes? (?:de la |de l |de |d |du |des )|comment (?:faire|on fait|je fais|preparer|realiser|cuisiner) (?:un |une |des |le |la |les |l |du )?|tu connais (?:le |la |les |l |un |une |des )?)([a-z]+)/;

/** What follows « la recette de », if it is a dish or a food, or else unknown. */
function readDishPhrase(text: string) {
  const match = DISH_PHRASE.exec(text);
  const word = match?.[1];
  if (!word) return { asksForDish: false, unknownDish: undefined };
  const isFood = matchIngredient(word)?.exact === true;
  const isDish = dishWordsIn([word]).length > 0;
  if (isFood || isDish) return { asksForDish: true, unknownDish: undefined };
  // « la recette du jour », « une recette de dessert »: no dish named.
  if (isKnownWord(word)) return { asksForDish: false, unknownDish: undefined };
  return { asksForDish: true, unknownDish: word };
}

function readServings(text: string): number | undefined {
  // « pour 2 adultes et 3 enfants »: a child eats half a portion (householdServings).
  const family = /\b(\d{1,2}) adultes? et (\d{1,2}) enfants?\b/.exec(text);
  if (family) {
    const servings = householdServings({
      adults: Number(family[1]),
      children: Number(family[2]),
    });
    return servings <= 50 ? servings : undefined;
  }
  const match =
    /\bpour (\d{1,2}) (?:personnes?|pers|convives|invites|adultes|gens)\b|\bon (?:est|sera) (\d{1,2})\b|\bnous (?:sommes|serons) (\d{1,2})\b|\b(\d{1,2}) (?:personnes|convives|invites)\b/.exec(
      text,
    );
  const value = Number(match?.slice(1).find((group) => group !== undefined));
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : undefined;
}

const RECENT_REFERENCE =
  /\b(?:ce plat|cette recette|ce dessert|cette entree|cette idee|ce menu|ca|cela|celle ci|celui ci|celle la|celui la|la recette|le plat|les ingredients|ses ingredients|tout ca)\b/;

export function readFacts(question: Question): QuestionFacts {
  const { text, words } = question;
  const askedTypes = MEAL_TYPE_PATTERNS.filter(([pattern]) => pattern.test(text)).map(
    ([, type]) => type,
  );
  const diets = DIET_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, diet]) => diet);
  const { excluded, kept } = readExclusions(allergiesAsExclusions(words));
  const excludedFoods = excluded.filter((food) => !DIET_FOODS.test(food) && !NOT_A_FOOD.test(food));
  let foodText = kept.join(' ');
  for (const [pattern, replacement] of NOT_FOOD) foodText = foodText.replace(pattern, replacement);
  const ingredients = findIngredientsIn(foodText);
  const foodWords = foodWordsOf(ingredients);
  const named = findNamedRecipe(kept, foodWords);
  const dishWords = dishWordsIn(kept.filter((word) => !foodWords.has(stemFoodWord(word))));
  const mealTypes: MealType[] =
    askedTypes.length === 0 && dishWords.length === 0 && MAIN_COURSE_HINT.test(text)
      ? ['plat']
      : askedTypes;
  return {
    mealTypes,
    diets,
    excludedFoods,
    ingredients,
    maxMinutes: readMaxMinutes(text),
    isEasy: /\bfaciles?\b|\bsimples?\b|\bdebutants?\b/.test(text),
    isNoCook: /\bsans cuisson\b|\bsans four\b|\bpas de cuisson\b/.test(text),
    dishWords,
    namedRecipe:
      named && (mealTypes.length === 0 || mealTypes.includes(named.type)) ? named : undefined,
    refersToRecent: RECENT_REFERENCE.test(text),
    wantsAnother: /\b(?:une autre|un autre|autre chose|autres? idees?|encore une)\b/.test(text),
    ...readDishPhrase(text),
    servings: readServings(text),
  };
}
