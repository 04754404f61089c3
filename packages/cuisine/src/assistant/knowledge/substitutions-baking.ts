import type { Substitution } from './substitution-types';

// Flours, sugars, raising agents and what baking leans on.
export const BAKING: readonly Substitution[] = [
  {
    ingredientId: 'farine',
    name: 'farine',
    for: '100 g de farine de blé',
    options: [
      {
        replacement: '100 g de mélange de farines sans gluten',
        works: 'gâteaux, crêpes, sauces ; ajoutez un œuf ou 1 càc de psyllium pour la tenue',
        uses: ['farine-sans-gluten'],
      },
      {
        replacement: '70 g de farine de riz + 30 g de fécule de maïs',
        works: 'gâteaux, crêpes, pâtes à frire, sans gluten',
        uses: ['farine-de-riz', 'fecule-de-mais'],
      },
      {
        replacement: '100 g de poudre d’amande',
        works: 'gâteaux moelleux, financiers, fonds de tarte sucrés (sans gluten)',
        uses: ['poudre-d-amande'],
        suits: 'sucré',
      },
      {
        replacement: '50 g de fécule de maïs',
        works: 'pour lier une sauce ou une béchamel : moitié moins que de farine',
        uses: ['fecule-de-mais'],
        suits: 'salé',
      },
      {
        replacement: '100 g de farine d’épeautre',
        works: 'pains, pâtes à tarte et gâteaux (contient du gluten)',
        uses: ['farine-d-epeautre'],
      },
    ],
  },
  {
    ingredientId: 'fecule-de-mais',
    name: 'maïzena',
    for: '1 càs de fécule de maïs (maïzena)',
    options: [
      {
        replacement: '1 càs de fécule de pomme de terre',
        works: 'sauces, crèmes et flans, au même poids',
        uses: ['fecule-de-pomme-de-terre'],
      },
      {
        replacement: '2 càs de farine',
        works: 'sauces et béchamels (cuire 2 min de plus)',
        uses: ['farine'],
      },
    ],
  },
  {
    ingredientId: 'sucre',
    name: 'sucre',
    for: '100 g de sucre',
    options: [
      {
        replacement: '100 g de sucre roux ou de cassonade',
        works: 'partout, avec un goût plus caramélisé',
        uses: ['sucre-roux'],
      },
      {
        replacement: '70 g de miel (et 2 càs de liquide en moins)',
        works: 'gâteaux, marinades, sauces ; brunit plus vite au four',
        uses: ['miel'],
      },
      {
        replacement: '75 g de sirop d’érable (et 2 càs de liquide en moins)',
        works: 'gâteaux, crêpes, granolas',
        uses: ['sirop-d-erable'],
      },
      {
        replacement: '200 g de compote de pommes ou 2 bananes mûres écrasées',
        works: 'gâteaux moelleux moins sucrés',
        uses: ['compote-de-pommes', 'banane'],
        suits: 'sucré',
      },
    ],
  },
  {
    ingredientId: 'sucre-glace',
    name: 'sucre glace',
    for: '100 g de sucre glace',
    options: [
      {
        replacement: '100 g de sucre en poudre mixé très finement (avec 1 càc de fécule)',
        works: 'glaçages et décors',
        uses: ['sucre', 'fecule-de-mais'],
      },
    ],
  },
  {
    ingredientId: 'miel',
    name: 'miel',
    for: '1 càs de miel',
    options: [
      {
        replacement: '1 càs de sirop d’érable ou d’agave',
        works: 'partout, et végétalien',
        uses: ['sirop-d-erable'],
      },
      {
        replacement: '1 càs de sucre roux + 1 càc d’eau',
        works: 'marinades et pâtisseries',
        uses: ['sucre-roux', 'eau'],
      },
    ],
  },
  {
    ingredientId: 'levure-chimique',
    name: 'levure chimique',
    for: '1 sachet de levure chimique (11 g)',
    options: [
      {
        replacement: '1 càc de bicarbonate de soude + 2 càs de jus de citron ou de yaourt',
        works: 'gâteaux, muffins et pancakes, enfournés aussitôt',
        uses: ['bicarbonate-de-soude', 'jus-de-citron'],
      },
      {
        replacement: '4 blancs d’œufs montés en neige, incorporés délicatement',
        works: 'génoises et gâteaux légers',
        uses: ['blanc-d-oeuf'],
        suits: 'sucré',
      },
    ],
  },
  {
    ingredientId: 'gelatine',
    name: 'gélatine',
    for: '6 feuilles de gélatine (12 g)',
    options: [
      {
        replacement: '2 g d’agar-agar (1 càc rase), porté 1 min à ébullition',
        works: 'panna cotta, bavarois, gelées ; végétal et sans porc',
        uses: ['agar-agar'],
      },
    ],
  },
  {
    ingredientId: 'chapelure',
    name: 'chapelure',
    for: '50 g de chapelure',
    options: [
      {
        replacement: '50 g de biscottes ou de pain sec mixés',
        works: 'panures et gratins',
        uses: ['biscotte'],
      },
      {
        replacement: '50 g de flocons d’avoine mixés',
        works: 'panures et boulettes',
        uses: ['flocons-d-avoine'],
      },
      {
        replacement: '50 g de poudre d’amande ou de noisette',
        works: 'panures et gratins sans gluten',
        uses: ['poudre-d-amande'],
      },
      {
        replacement: '50 g de polenta (semoule de maïs)',
        works: 'panures croustillantes sans gluten',
        uses: ['polenta'],
      },
    ],
  },
  {
    ingredientId: 'poudre-d-amande',
    name: 'poudre d’amande',
    for: '100 g de poudre d’amande',
    options: [
      {
        replacement: '100 g de poudre de noisette',
        works: 'financiers, gâteaux, crumbles',
        uses: ['noisette'],
        suits: 'sucré',
      },
      {
        replacement: '80 g de farine + 20 g de beurre',
        works: 'gâteaux, sans fruits à coque (la mie sera moins moelleuse)',
        uses: ['farine', 'beurre'],
      },
      {
        replacement: '100 g de noix de coco râpée',
        works: 'gâteaux et biscuits, sans fruits à coque',
        uses: ['noix-de-coco-rapee'],
        suits: 'sucré',
      },
    ],
  },
  {
    ingredientId: 'chocolat-noir',
    name: 'chocolat noir',
    for: '100 g de chocolat noir',
    options: [
      {
        replacement: '40 g de cacao en poudre + 30 g de sucre + 35 g d’huile de coco ou de beurre',
        works: 'gâteaux, brownies, sauces chocolat',
        uses: ['cacao-en-poudre', 'sucre', 'huile-de-coco'],
      },
    ],
  },
  {
    ingredientId: 'sucre-vanille',
    name: 'sucre vanillé',
    for: '1 sachet de sucre vanillé',
    options: [
      {
        replacement: '7 g de sucre + les graines de ¼ de gousse de vanille',
        works: 'partout',
        uses: ['sucre', 'vanille'],
      },
    ],
  },
];
