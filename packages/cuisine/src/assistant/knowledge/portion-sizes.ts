import { PASTA, POTATOES, RICE } from './cooking-times-starches';

// How much to cook per adult, for « combien de pâtes par personne » and « combien de riz pour
// 6 ». `main` is the usual amount as a number, to multiply by the number of people.
export type PortionSize = {
  group: string;
  food: RegExp;
  perPerson: string;
  main: { low: number; high: number; unit: 'g' | 'cl'; of: string };
};

export const PORTION_SIZES: readonly PortionSize[] = [
  {
    group: 'pâtes',
    food: PASTA,
    perPerson:
      '80 à 100 g de pâtes sèches en plat (120 à 150 g de pâtes fraîches), 50 g en accompagnement',
    main: { low: 80, high: 100, unit: 'g', of: 'de pâtes sèches' },
  },
  {
    group: 'riz',
    food: RICE,
    perPerson: '60 à 80 g de riz cru (il triple presque de volume à la cuisson)',
    main: { low: 60, high: 80, unit: 'g', of: 'de riz cru' },
  },
  {
    group: 'semoule',
    food: /\bsemoule\b|\bcouscous\b/,
    perPerson: '60 à 80 g de semoule crue',
    main: { low: 60, high: 80, unit: 'g', of: 'de semoule' },
  },
  {
    group: 'quinoa',
    food: /\bquinoa\b/,
    perPerson: '60 à 70 g de quinoa cru',
    main: { low: 60, high: 70, unit: 'g', of: 'de quinoa' },
  },
  {
    group: 'lentilles',
    food: /\blentilles?\b/,
    perPerson: '60 à 80 g de lentilles sèches',
    main: { low: 60, high: 80, unit: 'g', of: 'de lentilles sèches' },
  },
  {
    group: 'pommes de terre',
    food: POTATOES,
    perPerson: '200 à 250 g de pommes de terre en accompagnement',
    main: { low: 200, high: 250, unit: 'g', of: 'de pommes de terre' },
  },
  {
    group: 'viande',
    food: /\bviandes?\b|\bboeuf\b|\bveau\b|\bporc\b|\bagneau\b|\bsteaks?\b/,
    perPerson: '120 à 150 g de viande sans os, 200 à 250 g avec os',
    main: { low: 120, high: 150, unit: 'g', of: 'de viande sans os' },
  },
  {
    group: 'volaille',
    food: /\bpoulets?\b|\bvolailles?\b|\bdinde\b/,
    perPerson: '150 g de filet, ou environ 300 g de poulet entier avec les os',
    main: { low: 150, high: 150, unit: 'g', of: 'de filet de volaille' },
  },
  {
    group: 'poisson',
    food: /\bpoissons?\b|\bsaumon\b|\bcabillaud\b|\bfilets? de\b/,
    perPerson: '120 à 150 g de filet de poisson',
    main: { low: 120, high: 150, unit: 'g', of: 'de filet de poisson' },
  },
  {
    group: 'légumes',
    food: /\blegumes?\b/,
    perPerson: '200 à 250 g de légumes en accompagnement',
    main: { low: 200, high: 250, unit: 'g', of: 'de légumes' },
  },
  {
    group: 'soupe',
    food: /\bsoupes?\b|\bveloutes?\b|\bpotages?\b/,
    perPerson: '25 à 30 cl de soupe en plat, 15 cl en entrée',
    main: { low: 25, high: 30, unit: 'cl', of: 'de soupe' },
  },
  {
    group: 'fondue',
    food: /\bfondues?\b/,
    perPerson: '200 à 250 g de fromage à fondue',
    main: { low: 200, high: 250, unit: 'g', of: 'de fromage à fondue' },
  },
  {
    group: 'raclette',
    food: /\braclettes?\b/,
    perPerson: '200 à 250 g de fromage à raclette et 250 g de pommes de terre',
    main: { low: 200, high: 250, unit: 'g', of: 'de fromage à raclette' },
  },
  {
    group: 'salade',
    food: /\bsalades?\b/,
    perPerson: 'une bonne poignée (40 à 50 g) de salade verte en accompagnement',
    main: { low: 40, high: 50, unit: 'g', of: 'de salade verte' },
  },
];

export function findPortionSizes(text: string): PortionSize[] {
  return PORTION_SIZES.filter((entry) => entry.food.test(text));
}
