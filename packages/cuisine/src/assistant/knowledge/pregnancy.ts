// Foods to avoid or to cook through during pregnancy (decision 028), as the Swiss (OSAV) and
// French (ANSES, Santé publique France) recommendations put them to families. Each rule names
// the risk, so that an answer says why, and how the food becomes safe when it can. A food is
// covered by a rule when it is, or is a kind of, one of its ids.

export type PregnancyRisk = {
  key: string;
  /** « Fromages à pâte molle »: the foods, as a list heading names them. */
  label: string;
  /** Knowledge-base ids: the food itself or what it is a kind of. */
  ids: readonly string[];
  /** « listériose »: the risk, named. */
  risk: string;
  /** What to do instead, or how it becomes safe. */
  advice: string;
  /** Cooking through removes the risk (a cheese in a gratin, bacon in a quiche). */
  isSafeCooked: boolean;
};

export const PREGNANCY_RISKS: readonly PregnancyRisk[] = [
  {
    key: 'soft-cheese',
    label: 'Fromages à pâte molle ou mi-dure',
    ids: [
      'camembert',
      'brie',
      'roquefort',
      'reblochon',
      'munster',
      'vacherin-mont-d-or',
      'vacherin-fribourgeois',
      'tomme-vaudoise',
      'chevre',
      'tete-de-moine',
      'raclette',
      'appenzeller',
      'tilsit',
      'burrata',
    ],
    risk: 'listériose (fromage à pâte molle ou mi-dure, souvent au lait cru, ou à croûte fleurie ou lavée)',
    advice:
      'À éviter cru pendant la grossesse. Bien cuit et servi brûlant (gratin, raclette, fondue, tarte), il ne pose pas de problème ; pour le plateau, préférez une pâte pressée cuite (gruyère, comté, emmental) sans la croûte.',
    isSafeCooked: true,
  },
  {
    key: 'hard-cheese',
    label: 'Fromages à pâte pressée cuite',
    ids: [
      'gruyere',
      'emmental',
      'comte',
      'beaufort',
      'sbrinz',
      'parmesan',
      'grana-padano',
      'l-etivaz',
      'pecorino',
    ],
    risk: 'peu de risque : pâte pressée cuite, même au lait cru',
    advice: 'Permis pendant la grossesse ; retirez la croûte.',
    isSafeCooked: true,
  },
  {
    key: 'fresh-cheese',
    label: 'Fromages frais, mozzarella, feta',
    ids: [
      'mozzarella',
      'ricotta',
      'mascarpone',
      'feta',
      'fromage-frais',
      'cottage-cheese',
      'chevre-frais',
      'halloumi',
    ],
    risk: 'listériose s’il est au lait cru',
    advice:
      'Permis s’il est au lait pasteurisé (c’est le cas de la plupart de ceux du commerce) : vérifiez « lait pasteurisé » sur l’étiquette.',
    isSafeCooked: true,
  },
  {
    key: 'raw-milk',
    label: 'Lait cru',
    ids: ['lait'],
    risk: 'listériose si le lait est cru',
    advice:
      'Le lait pasteurisé, UHT ou bouilli est permis ; le lait cru (de la ferme) est à faire bouillir.',
    isSafeCooked: true,
  },
  {
    key: 'liver',
    label: 'Foie',
    ids: ['foie', 'foie-de-veau', 'foie-de-volaille', 'foie-gras'],
    risk: 'excès de vitamine A',
    advice: 'À éviter pendant la grossesse, même cuit.',
    isSafeCooked: false,
  },
  {
    key: 'cured-meat',
    label: 'Charcuterie crue, pâtés, rillettes',
    ids: [
      'jambon-cru',
      'viande-sechee-des-grisons',
      'saucisson',
      'saucisson-vaudois',
      'chorizo',
      'pancetta',
      'coppa',
      'lard',
      'rillettes',
      'pate-de-campagne',
      'foie-gras',
    ],
    risk: 'toxoplasmose et listériose (viande crue séchée, fumée ou charcuterie à la coupe)',
    advice:
      'À éviter cru ou froid. Cuit dans le plat jusqu’à être brûlant (lardons dans une quiche, chorizo dans une poêlée), il ne pose pas de problème ; le jambon cuit en barquette scellée est permis.',
    isSafeCooked: true,
  },
  {
    key: 'raw-meat',
    label: 'Viande',
    ids: ['viande', 'volaille', 'gibier'],
    risk: 'toxoplasmose (viande crue ou rosée)',
    advice: 'Permise bien cuite à cœur : ni saignante, ni rosée, ni en tartare ou en carpaccio.',
    isSafeCooked: true,
  },
  {
    key: 'smoked-fish',
    label: 'Poisson fumé, œufs de poisson',
    ids: ['saumon-fume', 'truite-fumee', 'tarama', 'oeufs-de-poisson', 'oeufs-de-lump', 'caviar'],
    risk: 'listériose (poisson fumé, œufs de poisson)',
    advice:
      'À éviter tel quel ; cuit dans le plat jusqu’à être brûlant (quiche, gratin), il ne pose pas de problème.',
    isSafeCooked: true,
  },
  {
    key: 'raw-fish',
    label: 'Poisson et fruits de mer crus',
    ids: ['poisson', 'fruits-de-mer', 'crustace', 'mollusque'],
    risk: 'listériose et parasites (poisson cru, sushi, huîtres, coquillages crus)',
    advice: 'Permis bien cuit ; pas de sushi, tartare, ceviche ni huîtres crues.',
    isSafeCooked: true,
  },
  {
    key: 'raw-egg',
    label: 'Œufs crus',
    ids: ['oeuf', 'jaune-d-oeuf', 'blanc-d-oeuf', 'oeuf-de-caille'],
    risk: 'salmonellose (œuf cru ou peu cuit)',
    advice:
      'Permis bien cuit, jaune et blanc fermes ; pas de mayonnaise maison, mousse au chocolat, tiramisu ni œuf à la coque. La mayonnaise du commerce (œufs pasteurisés) est permise.',
    isSafeCooked: true,
  },
];

/** Alcohol: the one rule with no cooked exception (a flag, not a food). */
export const PREGNANCY_ALCOHOL = {
  risk: 'alcool',
  advice:
    'Aucun alcool pendant la grossesse : la cuisson n’en fait pas tout partir (un plat mijoté au vin en garde une partie). Remplacez le vin par du bouillon, ou le kirsch par du jus de fruit.',
} as const;

/** What every pregnancy answer ends with: the rules that apply to every plate. */
export const PREGNANCY_GENERAL = [
  'Lavez soigneusement fruits, légumes et herbes crus (toxoplasmose).',
  'Réchauffez les restes jusqu’à ce qu’ils soient brûlants, et mangez-les dans les 2 jours.',
  'En cas de doute, demandez à votre sage-femme ou à votre médecin.',
] as const;
