import { findIngredientsIn } from '../ingredients/lookup';
import type { DietaryFlag } from '../ingredients/types';
import { foodNameKey, foodNameWords } from '../text/normalize';

// What people write in « aliments évités » and what it means. Most entries are simply foods of
// the knowledge base ('tomates', 'les champignons', 'arachides'); the names below are families
// or allergens that no single food stands for.

type AvoidedFoodName = {
  names: readonly string[];
  /** Every food carrying this flag is avoided ('gluten' -> pâtes, bière, miso…). */
  flag?: DietaryFlag;
  /** These foods and what is or contains them are avoided. */
  ingredientIds?: readonly string[];
};

const AVOIDED_FOOD_NAMES: readonly AvoidedFoodName[] = [
  {
    names: [
      'gluten',
      'céréales à gluten',
      'céréales contenant du gluten',
      'intolérance au gluten',
      'maladie cœliaque',
      'cœliaque',
    ],
    flag: 'gluten',
  },
  {
    names: [
      'lactose',
      'produit laitier',
      'laitage',
      'protéines de lait',
      'protéines de lait de vache',
      'PLV',
      'APLV',
    ],
    flag: 'dairy',
  },
  { names: ['fruits à coque', 'oléagineux'], flag: 'treeNut' },
  { names: ['arachide', 'cacahuète'], flag: 'peanut' },
  // The condiment and the seed it is made of: an allergy is to the plant.
  { names: ['moutarde'], ingredientIds: ['moutarde', 'graine-de-moutarde'] },
  { names: ['coriandre'], ingredientIds: ['coriandre', 'graine-de-coriandre'] },
  { names: ['fenouil'], ingredientIds: ['fenouil', 'graine-de-fenouil'] },
  {
    names: ['épicé', 'plat épicé', 'plats épicés', 'piquant', 'plat piquant', 'épices fortes'],
    ingredientIds: ['piment'],
  },
];

const BY_KEY = new Map(
  AVOIDED_FOOD_NAMES.flatMap((entry) => entry.names.map((name) => [foodNameKey(name), entry])),
);

// Words that frame an entry rather than name a food: « allergie aux arachides », « pas de porc ».
// Compared in the stemmed form food names use ('sans' -> 'san').
const FRAMING_WORDS = new Set(
  [
    'allergie',
    'allergique',
    'intolerance',
    'intolerant',
    'intolerante',
    'pas',
    'sans',
    'aucun',
    'aucune',
    'jamais',
    'a',
    'au',
    'aux',
    'de',
    'du',
    'des',
    'd',
    'la',
    'le',
    'les',
    'l',
    'un',
    'une',
  ].map((word) => foodNameKey(word)),
);

/** Splits « poisson et fruits de mer, céleri » into the foods it lists. */
function segmentsOf(text: string): string[] {
  return text
    .split(/[,;/+]| et | ou /i)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
}

function withoutFraming(segment: string): string {
  const words = foodNameWords(segment);
  let start = 0;
  while (start < words.length && FRAMING_WORDS.has(words[start]!)) start++;
  return words.slice(start).join(' ');
}

export type AvoidedFoodMeaning = { ingredientIds: string[]; flags: DietaryFlag[] };

/** The foods and families an « aliment évité » names; empty when the base knows none of them. */
export function resolveAvoidedFood(text: string): AvoidedFoodMeaning {
  const ingredientIds = new Set<string>();
  const flags = new Set<DietaryFlag>();
  for (const segment of segmentsOf(text)) {
    const key = withoutFraming(segment);
    const named = BY_KEY.get(key) ?? BY_KEY.get(foodNameKey(segment));
    if (named) {
      if (named.flag) flags.add(named.flag);
      for (const id of named.ingredientIds ?? []) ingredientIds.add(id);
      continue;
    }
    for (const ingredient of findIngredientsIn(segment)) ingredientIds.add(ingredient.id);
  }
  return { ingredientIds: [...ingredientIds], flags: [...flags] };
}
