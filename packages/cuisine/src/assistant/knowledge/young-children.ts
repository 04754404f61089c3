import { PREGNANCY_RISKS } from './pregnancy';

// What not to give a baby or a young child (decision 028), as Swiss and French paediatric advice
// puts it to parents. A food is covered when it is, or is a kind of, one of the ids.

export type ChildRisk = {
  ids: readonly string[];
  /** « avant 1 an »: the age the rule holds to. */
  until: string;
  risk: string;
  advice: string;
};

export const YOUNG_CHILD_RISKS: readonly ChildRisk[] = [
  {
    ids: ['miel'],
    until: 'avant 1 an',
    risk: 'botulisme infantile',
    advice: 'Pas de miel avant 1 an, même cuit dans un gâteau ou dilué.',
  },
  {
    ids: ['fruit-a-coque', 'cacahuete', 'noix', 'noisette', 'amande', 'pistache'],
    until: 'avant 4 ans',
    risk: 'étouffement (fruits à coque ou cacahuètes entiers ou en morceaux)',
    advice:
      'En poudre ou en purée lisse, oui, et tôt (cela réduit le risque d’allergie) ; entiers, pas avant 4 ans.',
  },
  {
    ids: ['lait'],
    until: 'avant 1 an',
    risk: 'carences (le lait de vache n’est pas adapté en boisson)',
    advice:
      'Pas de lait de vache comme boisson avant 1 an (lait maternel ou infantile) ; en cuisine, dans une purée, un peu ne pose pas de problème.',
  },
  {
    // The raw foods pregnancy rules out, for the same germs.
    ids: PREGNANCY_RISKS.filter((r) =>
      ['soft-cheese', 'cured-meat', 'smoked-fish'].includes(r.key),
    ).flatMap((r) => r.ids),
    until: 'avant 5 ans',
    risk: 'listériose et bactéries (fromage au lait cru, charcuterie crue, poisson fumé, coquillages crus)',
    advice: 'Servez-les bien cuits ; crus, attendez ses 5 ans.',
  },
  {
    ids: ['oeuf', 'viande', 'poisson'],
    until: 'les premières années',
    risk: 'salmonellose ou E. coli (œuf, viande hachée ou poisson crus ou peu cuits)',
    advice: 'Bien cuits à cœur : œuf dur ou omelette ferme, steak haché cuit sans rose.',
  },
];

export const CHILD_GENERAL = [
  'Coupez raisins, tomates cerises et olives en quatre dans la longueur avant 4 ans (étouffement).',
  'Pas de sel ajouté avant 1 an, peu ensuite.',
] as const;
