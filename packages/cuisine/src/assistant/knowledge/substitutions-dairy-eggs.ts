import type { Substitution } from './substitution-types';

// Eggs and dairy: the foods allergies and vegan households most often need to replace.
export const DAIRY_AND_EGGS: readonly Substitution[] = [
  {
    ingredientId: 'oeuf',
    name: 'œufs',
    for: '1 œuf',
    options: [
      {
        replacement: '1 càs de graines de lin moulues + 3 càs d’eau, 10 min de repos',
        works: 'lie très bien gâteaux, cookies, galettes et boulettes ; ne fait pas monter',
        uses: ['graine-de-lin', 'eau'],
      },
      {
        replacement: '60 g de compote de pommes (4 càs) + ½ càc de levure chimique',
        works: 'gâteaux moelleux, muffins, pancakes ; apporte un goût fruité',
        uses: ['compote-de-pommes', 'levure-chimique'],
        suits: 'sucré',
      },
      {
        replacement: '½ banane bien mûre écrasée',
        works: 'gâteaux, crêpes et pancakes, qu’elle parfume à la banane',
        uses: ['banane'],
        suits: 'sucré',
      },
      {
        replacement: '60 g de tofu soyeux mixé',
        works: 'quiches, flans, crèmes et brownies denses',
        uses: ['tofu-soyeux'],
      },
      {
        replacement: '1 càs de fécule de maïs + 3 càs d’eau',
        works: 'pour lier une sauce, une pâte à crêpes ou une panure',
        uses: ['fecule-de-mais', 'eau'],
      },
    ],
  },
  {
    ingredientId: 'blanc-d-oeuf',
    name: 'blancs d’œufs',
    for: '1 blanc d’œuf',
    options: [
      {
        replacement: '2 à 3 càs d’aquafaba (le jus d’une boîte de pois chiches), montée au batteur',
        works: 'mousses, meringues, macarons ; monte comme des blancs en neige',
        uses: ['pois-chiche'],
      },
    ],
  },
  {
    ingredientId: 'beurre',
    name: 'beurre',
    for: '100 g de beurre',
    options: [
      {
        replacement: '80 g d’huile neutre (tournesol, colza)',
        works:
          'gâteaux, cakes, muffins, poêlées ; pas pour une pâte feuilletée ou une crème au beurre',
        uses: ['huile'],
      },
      {
        replacement: '100 g de margarine végétale',
        works: 'partout, pâtisserie comprise, au même poids',
        uses: ['margarine'],
      },
      {
        replacement: '80 g d’huile de coco',
        works: 'pâtes sablées, crumbles, cookies (goût de coco léger)',
        uses: ['huile-de-coco'],
        suits: 'sucré',
      },
      {
        replacement: '100 g de purée d’amande',
        works: 'gâteaux denses et biscuits',
        uses: ['puree-d-amande'],
        suits: 'sucré',
      },
      {
        replacement: '125 g de compote de pommes',
        works: 'gâteaux moelleux allégés ; la mie sera plus humide',
        uses: ['compote-de-pommes'],
        suits: 'sucré',
      },
      {
        replacement: '80 g d’huile d’olive',
        works: 'cuissons salées, purées, légumes rôtis',
        uses: ['huile-d-olive'],
        suits: 'salé',
      },
    ],
  },
  {
    ingredientId: 'creme-fraiche',
    name: 'crème fraîche',
    for: '20 cl de crème fraîche',
    options: [
      {
        replacement: '20 cl de yaourt grec ou de fromage blanc',
        works:
          'sauces froides, gratins, quiches ; à ajouter hors du feu dans une sauce chaude pour qu’il ne tranche pas',
        uses: ['yaourt-grec'],
      },
      {
        replacement: '20 cl de crème de soja',
        works: 'sauces, gratins et quiches, même à feu vif',
        uses: ['creme-de-soja'],
      },
      {
        replacement: '20 cl de lait de coco',
        works: 'currys, soupes et sauces au goût exotique',
        uses: ['lait-de-coco'],
      },
      {
        replacement: '15 cl de lait + 1 càs de fécule de maïs',
        works: 'sauces et gratins plus légers',
        uses: ['lait', 'fecule-de-mais'],
        suits: 'salé',
      },
    ],
  },
  {
    ingredientId: 'creme',
    name: 'crème liquide',
    for: '20 cl de crème liquide',
    options: [
      {
        replacement: '20 cl de crème de soja ou d’avoine',
        works: 'sauces, gratins et desserts cuits',
        uses: ['creme-de-soja'],
      },
      {
        replacement: '20 cl de lait de coco',
        works: 'currys, soupes, desserts aux fruits',
        uses: ['lait-de-coco'],
      },
      {
        replacement: '15 cl de lait + 50 g de beurre fondu',
        works: 'sauces et pâtisseries cuites ; ne se fouette pas',
        uses: ['lait', 'beurre'],
      },
      {
        replacement: '20 cl de lait + 1 càs de fécule de maïs',
        works: 'sauces et flans plus légers',
        uses: ['lait', 'fecule-de-mais'],
      },
    ],
  },
  {
    ingredientId: 'creme-entiere-a-fouetter',
    name: 'crème à fouetter',
    for: '20 cl de crème à fouetter',
    options: [
      {
        replacement: 'la partie solide de 40 cl de lait de coco mis une nuit au réfrigérateur',
        works: 'chantilly végétale, à fouetter bien froide',
        uses: ['lait-de-coco'],
        suits: 'sucré',
      },
      {
        replacement: '250 g de mascarpone détendu d’un peu de lait',
        works: 'garnitures et tiramisus ; plus riche',
        uses: ['mascarpone', 'lait'],
        suits: 'sucré',
      },
    ],
  },
  {
    ingredientId: 'lait',
    name: 'lait',
    for: '25 cl de lait',
    options: [
      {
        replacement: '25 cl de boisson au soja',
        works: 'partout : crêpes, béchamel, gâteaux, purée',
        uses: ['lait-de-soja'],
      },
      {
        replacement: '25 cl de boisson à l’avoine',
        works: 'gâteaux, crêpes, porridge ; goût doux (contient du gluten)',
        uses: ['lait-d-avoine'],
      },
      {
        replacement: '25 cl de boisson à l’amande',
        works: 'desserts, smoothies, gâteaux',
        uses: ['lait-d-amande'],
        suits: 'sucré',
      },
      {
        replacement: '25 cl de boisson au riz',
        works: 'desserts et crêpes ; trop sucrée pour une béchamel',
        uses: ['lait-de-riz'],
        suits: 'sucré',
      },
      {
        replacement: '12 cl de crème liquide + 13 cl d’eau',
        works: 'sauces, purées et gratins',
        uses: ['creme', 'eau'],
      },
    ],
  },
  {
    ingredientId: 'babeurre',
    name: 'babeurre',
    for: '25 cl de babeurre',
    options: [
      {
        replacement: '25 cl de lait + 1 càs de jus de citron, 10 min de repos',
        works: 'pancakes, scones, marinades',
        uses: ['lait', 'jus-de-citron'],
      },
      {
        replacement: '25 cl de yaourt nature allongé d’un peu d’eau',
        works: 'gâteaux et pains rapides',
        uses: ['yaourt', 'eau'],
      },
    ],
  },
  {
    ingredientId: 'yaourt',
    name: 'yaourt',
    for: '1 yaourt (125 g)',
    options: [
      {
        replacement: '125 g de fromage blanc ou de séré',
        works: 'gâteaux, sauces froides, marinades',
        uses: ['fromage-blanc'],
      },
      {
        replacement: '1 yaourt au soja',
        works: 'partout, au même poids',
        uses: ['yaourt-de-soja'],
      },
      {
        replacement: '10 cl de crème fraîche',
        works: 'sauces et gâteaux, plus riches',
        uses: ['creme-fraiche'],
      },
    ],
  },
  {
    ingredientId: 'mascarpone',
    name: 'mascarpone',
    for: '250 g de mascarpone',
    options: [
      {
        replacement: '250 g de ricotta égouttée',
        works: 'tiramisus et cheesecakes plus légers',
        uses: ['ricotta'],
      },
      {
        replacement: '200 g de fromage frais + 5 cl de crème',
        works: 'crèmes et garnitures',
        uses: ['fromage-frais', 'creme'],
      },
    ],
  },
];
