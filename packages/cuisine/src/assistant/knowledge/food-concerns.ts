import type { DietaryFlag } from '../../ingredients/types';
import type { DietaryRestriction } from '../../vocabulary';

// What a parent asks a food to be free of (decision 028): the allergens a label must declare in
// Switzerland and the EU, and the diets the household may follow. Each is read from the
// knowledge base's composition graph, the one that decides compliance, so that an answer and a
// suggestion can never disagree about what a food holds.

/** How a concern is read from the composition: a flag, a food it holds, or a diet's rules. */
export type ConcernTest =
  | { flag: DietaryFlag }
  | { food: string }
  | { restriction: DietaryRestriction };

export type FoodConcern = {
  key: string;
  /** « des fruits à coque »: after « contient ». */
  content: string;
  /** « de fruits à coque »: after « ne contient pas ». */
  none: string;
  /** The words of a label that say it is there. */
  lookFor: string;
  /** The word(s) naming it, on the folded question (read-question). */
  word: RegExp;
  /**
   * Whether the word alone names the concern (« gluten », « halal »); otherwise only within an
   * allergy phrase (« allergique aux noix », « contient des noix »), so that « les noix
   * contiennent-elles du gluten ? » asks about walnuts, not for them.
   */
  isAlwaysConcern: boolean;
  test: ConcernTest;
};

export const FOOD_CONCERNS: readonly FoodConcern[] = [
  {
    key: 'gluten',
    content: 'du gluten',
    none: 'de gluten',
    lookFor: 'blé, épeautre, seigle, orge, malt, kamut, avoine non certifiée',
    word: /\bgluten\b|\bc?oeliaqu\w*|\bceliaqu\w*/,
    isAlwaysConcern: true,
    test: { flag: 'gluten' },
  },
  {
    key: 'peanut',
    content: 'de l’arachide',
    none: 'd’arachide',
    lookFor: 'arachide, cacahuète, huile d’arachide',
    word: /\barachides?\b|\bcacahu\w*/,
    isAlwaysConcern: false,
    test: { flag: 'peanut' },
  },
  {
    key: 'treeNut',
    content: 'des fruits à coque',
    none: 'de fruits à coque',
    lookFor: 'amande, noisette, noix, cajou, pistache, noix de pécan, macadamia, pignons',
    word: /\bfruits? a coques?\b|\bnoix\b|\bnoisettes?\b|\bamandes?\b|\bcajou\b|\bpistaches?\b|\bpecan\b|\bmacadamia\b/,
    isAlwaysConcern: false,
    test: { flag: 'treeNut' },
  },
  {
    key: 'dairy',
    content: 'du lait',
    none: 'de lait',
    lookFor: 'lait, crème, beurre, fromage, lactose, lactosérum, caséine',
    word: /\blactose\b|\blaitiers?\b|\bplv\b|\bcaseine\b|\blait\b/,
    isAlwaysConcern: false,
    test: { flag: 'dairy' },
  },
  {
    key: 'egg',
    content: 'de l’œuf',
    none: 'd’œuf',
    lookFor: 'œuf, jaune d’œuf, blanc d’œuf, albumine',
    word: /\boeufs?\b/,
    isAlwaysConcern: false,
    test: { flag: 'egg' },
  },
  {
    key: 'soy',
    content: 'du soja',
    none: 'de soja',
    lookFor: 'soja, lécithine de soja, tofu, sauce soja',
    word: /\bsoja\b|\bsoya\b/,
    isAlwaysConcern: false,
    test: { food: 'soja' },
  },
  {
    key: 'sesame',
    content: 'du sésame',
    none: 'de sésame',
    lookFor: 'sésame, tahini (purée de sésame), huile de sésame',
    word: /\bsesame\b/,
    isAlwaysConcern: false,
    test: { food: 'sesame' },
  },
  {
    key: 'fish',
    content: 'du poisson',
    none: 'de poisson',
    lookFor: 'poisson, anchois, sauce de poisson (nuoc-mâm), surimi',
    word: /\bpoissons?\b/,
    isAlwaysConcern: false,
    test: { flag: 'fish' },
  },
  {
    key: 'shellfish',
    content: 'des crustacés ou des mollusques',
    none: 'de crustacés ni de mollusques',
    lookFor: 'crevette, crabe, homard, moule, calamar, fruits de mer',
    word: /\bcrustaces?\b|\bfruits de mer\b|\bmollusques?\b/,
    isAlwaysConcern: true,
    test: { flag: 'shellfish' },
  },
  {
    key: 'mustard',
    content: 'de la moutarde',
    none: 'de moutarde',
    lookFor: 'moutarde, graines de moutarde',
    word: /\bmoutarde\b/,
    isAlwaysConcern: false,
    test: { food: 'moutarde' },
  },
  {
    key: 'celery',
    content: 'du céleri',
    none: 'de céleri',
    lookFor: 'céleri, sel de céleri, bouillon',
    word: /\bceleri\b/,
    isAlwaysConcern: false,
    test: { food: 'celeri' },
  },
  {
    key: 'alcohol',
    content: 'de l’alcool',
    none: 'd’alcool',
    lookFor: 'vin, bière, liqueur, rhum, kirsch, arôme « alcoolisé »',
    word: /\balcool\w*/,
    isAlwaysConcern: true,
    test: { flag: 'alcohol' },
  },
  {
    key: 'pork',
    content: 'du porc',
    none: 'de porc',
    lookFor: 'porc, lard, gélatine de porc, saindoux',
    word: /\bporc\b|\bcochon\b/,
    isAlwaysConcern: false,
    test: { flag: 'pork' },
  },
  {
    key: 'vegan',
    content: 'un produit d’origine animale',
    none: 'de produit d’origine animale',
    lookFor: 'lait, œuf, miel, gélatine, présure, carmin (E120)',
    word: /\bvegan\w*|\bvegetalien\w*/,
    isAlwaysConcern: true,
    test: { restriction: 'vegan' },
  },
  {
    key: 'vegetarian',
    content: 'de la chair animale',
    none: 'de chair animale',
    lookFor: 'viande, poisson, gélatine, présure animale, bouillon de viande',
    word: /\bvegetarien\w*|\bvege\b|\bveggie\b/,
    isAlwaysConcern: true,
    test: { restriction: 'vegetarian' },
  },
  {
    key: 'halal',
    content: 'un aliment non halal',
    none: 'd’aliment non halal',
    lookFor: 'porc, alcool, gélatine, certification halal pour la viande',
    word: /\bhalal\b/,
    isAlwaysConcern: true,
    test: { restriction: 'halal' },
  },
  {
    key: 'kosher',
    content: 'un aliment non casher',
    none: 'd’aliment non casher',
    lookFor: 'porc, fruits de mer, gélatine, présure animale, certification casher',
    word: /\b(?:casher|kasher|cacher|kosher)\b/,
    isAlwaysConcern: true,
    test: { restriction: 'kosher' },
  },
];

/** Words that put a food into an allergy phrase: « allergique aux », « contient des », « sans ». */
const ALLERGY_PHRASE = String.raw`\b(?:allergi\w*|intoleran\w*|contien\w*|contenir|sans|traces?|y a t il|il y a|y en a t il)\b(?: \w+){0,3}? `;

const inPhraseCache = new Map<string, RegExp>();

function inAllergyPhrase(concern: FoodConcern): RegExp {
  let pattern = inPhraseCache.get(concern.key);
  if (!pattern) {
    pattern = new RegExp(`${ALLERGY_PHRASE}(?:${concern.word.source})`);
    inPhraseCache.set(concern.key, pattern);
  }
  return pattern;
}

/** The concerns a folded question names, in table order. */
export function concernsIn(text: string): FoodConcern[] {
  const found = FOOD_CONCERNS.filter((concern) =>
    concern.isAlwaysConcern ? concern.word.test(text) : inAllergyPhrase(concern).test(text),
  );
  // « végan » implies « végétarien »: answer the stricter one only.
  return found.some((c) => c.key === 'vegan') ? found.filter((c) => c.key !== 'vegetarian') : found;
}
