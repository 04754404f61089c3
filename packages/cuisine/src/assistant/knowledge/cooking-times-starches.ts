import type { CookingTime } from './cooking-time-types';

// Pasta, rice, grains, pulses and potatoes.
export const PASTA =
  /\b(?:pates?|spaghettis?|penne|fusilli|macaronis?|tagliatelles?|coquillettes?|nouilles?|farfalle|linguine)\b/;
export const RICE = /\briz\b/;
export const EGGS = /\boeufs?\b/;
export const POTATOES = /\bpommes? de terre\b|\bpatates?\b/;

export const STARCHES: readonly CookingTime[] = [
  {
    group: 'pâtes',
    label: 'Pâtes sèches',
    food: PASTA,
    minutes: [8, 12],
    how: 'dans un grand volume d’eau bouillante salée (1 l d’eau et 10 g de gros sel pour 100 g) ; goûtez 1 min avant le temps du paquet pour les avoir al dente',
  },
  {
    group: 'pâtes',
    label: 'Pâtes fraîches',
    food: PASTA,
    way: /\bfraiches?\b|\bmaison\b/,
    minutes: [2, 4],
    how: 'dans l’eau bouillante salée ; elles sont prêtes peu après être remontées à la surface',
  },
  {
    group: 'gnocchis',
    label: 'Gnocchis',
    food: /\bgnocchis?\b/,
    minutes: [2, 3],
    how: 'dans l’eau bouillante salée, à retirer dès qu’ils remontent à la surface',
  },
  {
    group: 'riz',
    label: 'Riz blanc (long, basmati, thaï)',
    food: RICE,
    way: /\b(?:blanc|basmati|thai|long|jasmin)\b/,
    minutes: [10, 12],
    how: 'rincé, dans 1,5 fois son volume d’eau salée, à couvert et à feu doux, puis 5 min de repos hors du feu ; ou à grande eau comme des pâtes',
  },
  {
    group: 'riz',
    label: 'Riz complet',
    food: RICE,
    way: /\b(?:complet|brun)\b/,
    minutes: [25, 35],
    how: 'dans 2 fois son volume d’eau salée, à couvert et à feu doux',
  },
  {
    group: 'riz',
    label: 'Riz à risotto',
    food: /\briz\b|\brisotto\b/,
    way: /\b(?:risotto|arborio|carnaroli)\b/,
    minutes: [18, 20],
    how: 'nacré dans la matière grasse, puis mouillé de bouillon chaud louche après louche en remuant',
  },
  {
    group: 'riz',
    label: 'Riz rond pour riz au lait',
    food: RICE,
    way: /\b(?:rond|au lait|dessert)\b/,
    minutes: [30, 40],
    how: 'dans le lait frémissant vanillé, à feu très doux en remuant souvent',
  },
  {
    group: 'pommes de terre',
    label: 'Pommes de terre à l’eau, entières',
    food: POTATOES,
    way: /\ba l eau\b|\bbouilli\w*|\bentieres?\b/,
    minutes: [20, 25],
    how: 'départ à l’eau froide salée ; la pointe d’un couteau doit s’y enfoncer sans résistance (12 à 15 min en morceaux)',
  },
  {
    group: 'pommes de terre',
    label: 'Pommes de terre à la vapeur',
    food: POTATOES,
    way: /\bvapeur\b/,
    minutes: [25, 30],
    how: 'entières et moyennes (15 à 20 min coupées en morceaux)',
  },
  {
    group: 'pommes de terre',
    label: 'Pommes de terre au four',
    food: POTATOES,
    way: /\bau four\b|\bfour\b|\broties?\b/,
    minutes: [35, 45],
    how: 'en quartiers huilés, à 200 °C, retournées à mi-cuisson',
  },
  {
    group: 'quinoa',
    label: 'Quinoa',
    food: /\bquinoa\b/,
    minutes: [12, 15],
    how: 'bien rincé, dans 2 fois son volume d’eau salée, puis 5 min de repos à couvert',
  },
  {
    group: 'lentilles',
    label: 'Lentilles vertes',
    food: /\blentilles?\b/,
    way: /\bvertes?\b|\bdu puy\b|\bbrunes?\b/,
    minutes: [20, 25],
    how: 'départ à l’eau froide non salée (le sel en fin de cuisson), sans trempage',
  },
  {
    group: 'lentilles',
    label: 'Lentilles corail',
    food: /\blentilles?\b/,
    way: /\bcorail\b|\brouges?\b/,
    minutes: [10, 15],
    how: 'dans 2 à 3 fois leur volume d’eau ; elles se défont en purée, parfait pour un dahl',
  },
  {
    group: 'pois chiches',
    label: 'Pois chiches secs',
    food: /\bpois chiches?\b/,
    minutes: [90, 120],
    how: 'après 12 h de trempage, dans l’eau non salée ; en boîte, ils sont déjà cuits',
  },
  {
    group: 'haricots secs',
    label: 'Haricots blancs ou rouges secs',
    food: /\bharicots? (?:blancs?|rouges?|secs?|noirs?|coco)\b/,
    minutes: [60, 90],
    how: 'après 12 h de trempage ; les haricots rouges doivent bouillir au moins 10 min',
  },
  {
    group: 'semoule',
    label: 'Semoule (couscous)',
    food: /\bsemoule\b|\bcouscous\b/,
    minutes: [5, 5],
    how: 'hors du feu, dans le même volume d’eau bouillante salée, puis égrenée à la fourchette avec un peu de beurre ou d’huile',
  },
  {
    group: 'boulgour',
    label: 'Boulgour',
    food: /\bboulgour\b|\bbulgur\b/,
    minutes: [10, 12],
    how: 'dans 2 fois son volume d’eau salée, puis 5 min de repos',
  },
  {
    group: 'polenta',
    label: 'Polenta',
    food: /\bpolenta\b/,
    minutes: [5, 40],
    how: '5 min pour la polenta précuite, 30 à 40 min pour la traditionnelle, en remuant',
  },
];
