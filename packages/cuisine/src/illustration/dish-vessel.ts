import { foodNameWords } from '../text/normalize';
import type { MealType } from '../vocabulary';

// What a recipe picture serves the dish in (decision 032): chosen from the recipe's type and the
// words of its title, so that a soup comes in a bowl, a tart in its dish and a mojito in a glass.

export const VESSELS = [
  'plate',
  'bowl',
  'pot',
  'bakingDish',
  'tartDish',
  'ramekin',
  'glass',
  'cup',
  'verrines',
  'board',
  'slate',
] as const;
export type Vessel = (typeof VESSELS)[number];

type Rule = { vessel: Vessel; words: readonly string[] };

// Title words, as `foodNameWords` writes them (no accents, no final s or x, so both genders are
// listed); 'pot-au-feu' wants its three words, '^creme' wants the title's first word. The first
// rule that matches wins.
const HOT_DRINK: Rule = {
  vessel: 'cup',
  words: ['chaud', 'the', 'tisane', 'infusion', 'cafe', 'latte', 'cappuccino', 'grog', 'chai'],
};
const COLD_DRINK: Rule = { vessel: 'glass', words: ['frappe', 'glace', 'froid', 'givre'] };
const TART: Rule = {
  vessel: 'tartDish',
  words: ['tarte', 'tartelette', 'tatin', 'quiche', 'tourte', 'pizza'],
};
const BAKED: Rule = {
  vessel: 'bakingDish',
  words: [
    'gratin',
    'lasagne',
    'hachi',
    'parmentier',
    'moussaka',
    'tian',
    'clafouti',
    'crumble',
    'cannelloni',
    'enchilada',
    'four',
  ],
};
const STEW: Rule = {
  vessel: 'pot',
  words: [
    'bourguignon',
    'blanquette',
    'ragout',
    'navarin',
    'daube',
    'pot-au-feu',
    'tajine',
    'mijote',
    'mijotee',
    'cassoulet',
    'potee',
    'goulash',
    'fondue',
    'papet',
    'civet',
    'chili',
  ],
};
const SOUP_OR_SALAD: Rule = {
  vessel: 'bowl',
  words: [
    'soupe',
    'veloute',
    'potage',
    'gaspacho',
    'minestrone',
    'bouillon',
    'curry',
    'dahl',
    'dal',
    'bowl',
    'poke',
    'ramen',
    'pho',
    'salade',
    'taboule',
    'risotto',
    'porridge',
    'compote',
    'granite',
    'wok',
    'couscou',
    'riz-au-lait',
    'poche',
    'pochee',
    'flottante',
  ],
};
const RAMEKIN: Rule = {
  vessel: 'ramekin',
  words: ['^creme', 'brulee', 'fondant', 'flan', 'souffle', 'cocotte'],
};
const GLASSES: Rule = {
  vessel: 'verrines',
  words: ['verrine', 'mousse', 'tiramisu', 'panna', 'trifle', 'parfait', 'sorbet', 'shot'],
};
const DIP: Rule = {
  vessel: 'bowl',
  words: [
    'houmou',
    'hummu',
    'tapenade',
    'caviar',
    'rillette',
    'tzatziki',
    'guacamole',
    'dip',
    'tartinade',
    'salsa',
    'pop',
    'chip',
    'marine',
    'marinee',
    'grille',
    'grillee',
  ],
};

/** Per type, the rules in order, then the vessel when none matches. */
const VESSEL_RULES: Readonly<Record<MealType, { rules: readonly Rule[]; otherwise: Vessel }>> = {
  boisson: { rules: [COLD_DRINK, HOT_DRINK], otherwise: 'glass' },
  apéro: { rules: [DIP], otherwise: 'board' },
  'amuse-bouche': {
    rules: [{ vessel: 'verrines', words: ['verrine', 'gaspacho', 'veloute', 'soupe', 'shot'] }],
    otherwise: 'slate',
  },
  entrée: { rules: [TART, SOUP_OR_SALAD, BAKED, RAMEKIN], otherwise: 'plate' },
  plat: { rules: [TART, BAKED, STEW, SOUP_OR_SALAD], otherwise: 'plate' },
  dessert: { rules: [TART, BAKED, GLASSES, SOUP_OR_SALAD, RAMEKIN], otherwise: 'plate' },
};

function matches(rule: Rule, title: readonly string[]): boolean {
  return rule.words.some((word) =>
    word.startsWith('^')
      ? title[0] === word.slice(1)
      : word.split('-').every((part) => title.includes(part)),
  );
}

/** The vessel of a recipe of this type with this title. */
export function vesselOf(type: MealType, title: string): Vessel {
  const words = foodNameWords(title);
  const { rules, otherwise } = VESSEL_RULES[type];
  return rules.find((rule) => matches(rule, words))?.vessel ?? otherwise;
}
