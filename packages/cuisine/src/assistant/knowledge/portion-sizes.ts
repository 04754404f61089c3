import { PASTA, POTATOES, RICE } from './cooking-times-starches';

// How much to cook per adult, for « combien de pâtes par personne ».
export type PortionSize = { group: string; food: RegExp; perPerson: string };

export const PORTION_SIZES: readonly PortionSize[] = [
  {
    group: 'pâtes',
    food: PASTA,
    perPerson:
      '80 à 100 g de pâtes sèches en plat (120 à 150 g de pâtes fraîches), 50 g en accompagnement',
  },
  {
    group: 'riz',
    food: RICE,
    perPerson: '60 à 80 g de riz cru (il triple presque de volume à la cuisson)',
  },
  { group: 'semoule', food: /\bsemoule\b|\bcouscous\b/, perPerson: '60 à 80 g de semoule crue' },
  { group: 'quinoa', food: /\bquinoa\b/, perPerson: '60 à 70 g de quinoa cru' },
  { group: 'lentilles', food: /\blentilles?\b/, perPerson: '60 à 80 g de lentilles sèches' },
  {
    group: 'pommes de terre',
    food: POTATOES,
    perPerson: '200 à 250 g de pommes de terre en accompagnement',
  },
  {
    group: 'viande',
    food: /\bviandes?\b|\bboeuf\b|\bveau\b|\bporc\b|\bagneau\b|\bsteaks?\b/,
    perPerson: '120 à 150 g de viande sans os, 200 à 250 g avec os',
  },
  {
    group: 'volaille',
    food: /\bpoulets?\b|\bvolailles?\b|\bdinde\b/,
    perPerson: '150 g de filet, ou environ 300 g de poulet entier avec les os',
  },
  {
    group: 'poisson',
    food: /\bpoissons?\b|\bsaumon\b|\bcabillaud\b|\bfilets? de\b/,
    perPerson: '120 à 150 g de filet de poisson',
  },
  { group: 'légumes', food: /\blegumes?\b/, perPerson: '200 à 250 g de légumes en accompagnement' },
  {
    group: 'soupe',
    food: /\bsoupes?\b|\bveloutes?\b|\bpotages?\b/,
    perPerson: '25 à 30 cl de soupe en plat, 15 cl en entrée',
  },
  { group: 'fondue', food: /\bfondues?\b/, perPerson: '200 à 250 g de fromage à fondue' },
  {
    group: 'raclette',
    food: /\braclettes?\b/,
    perPerson: '200 à 250 g de fromage à raclette et 250 g de pommes de terre',
  },
  {
    group: 'salade',
    food: /\bsalades?\b/,
    perPerson: 'une bonne poignée (40 à 50 g) de salade verte en accompagnement',
  },
];

export function findPortionSizes(text: string): PortionSize[] {
  return PORTION_SIZES.filter((entry) => entry.food.test(text));
}
