import type { Substitution } from './substitution-types';

// Savoury cooking: cheese, wine, meat and seasonings.
export const SAVOURY: readonly Substitution[] = [
  {
    ingredientId: 'parmesan',
    name: 'parmesan',
    for: '50 g de parmesan râpé',
    options: [
      {
        replacement: '50 g de sbrinz ou de gruyère râpé',
        works: 'pâtes, risottos, gratins',
        uses: ['sbrinz'],
      },
      {
        replacement: '2 càs de levure nutritionnelle + 1 càs de poudre d’amande',
        works: 'version végétalienne pour pâtes et pestos',
        uses: ['levure-nutritionnelle', 'poudre-d-amande'],
      },
      {
        replacement: '3 càs de levure nutritionnelle',
        works: 'pâtes, risottos et soupes, sans produit laitier',
        uses: ['levure-nutritionnelle'],
      },
    ],
  },
  {
    ingredientId: 'vin-blanc',
    name: 'vin blanc',
    for: '10 cl de vin blanc',
    options: [
      {
        replacement: '10 cl de bouillon de légumes + 1 càs de jus de citron',
        works: 'risottos, sauces, moules et fondues sans alcool',
        uses: ['bouillon-de-legumes', 'jus-de-citron'],
      },
      {
        replacement: '10 cl de jus de raisin blanc + 1 càc de vinaigre',
        works: 'déglaçages et sauces légèrement sucrées',
        uses: ['jus-de-raisin', 'vinaigre'],
      },
    ],
  },
  {
    ingredientId: 'vin-rouge',
    name: 'vin rouge',
    for: '25 cl de vin rouge',
    options: [
      {
        replacement: '25 cl de jus de raisin rouge + 1 càs de vinaigre de vin',
        works: 'daubes et sauces brunes',
        uses: ['jus-de-raisin', 'vinaigre'],
      },
      {
        replacement: '25 cl de bouillon de bœuf + 1 càs de vinaigre balsamique',
        works: 'bœuf bourguignon et ragoûts, sans alcool',
        uses: ['bouillon-de-boeuf', 'vinaigre-balsamique'],
        suits: 'salé',
      },
    ],
  },
  {
    ingredientId: 'lardon',
    name: 'lardons',
    for: '200 g de lardons',
    options: [
      {
        replacement: '200 g de tofu fumé en dés, poêlé',
        works: 'quiches, pâtes, salades ; sans porc et végétarien',
        uses: ['tofu-fume'],
      },
      {
        replacement: '150 g de viande séchée des Grisons en lanières',
        works: 'quiches, pâtes et salades, sans porc',
        uses: ['viande-sechee-des-grisons'],
      },
    ],
  },
  {
    ingredientId: 'viande-hachee',
    name: 'viande hachée',
    for: '500 g de viande hachée',
    options: [
      {
        replacement: '250 g de lentilles vertes (poids sec), cuites',
        works: 'bolognaise, chili, hachis parmentier',
        uses: ['lentille'],
      },
      {
        replacement: '150 g de protéines de soja texturées réhydratées dans du bouillon',
        works: 'bolognaise, chili, farces',
        uses: ['proteines-de-soja-texturees', 'bouillon-de-legumes'],
      },
    ],
  },
  {
    ingredientId: 'echalote',
    name: 'échalote',
    for: '1 échalote',
    options: [
      {
        replacement: '½ oignon rouge ou blanc',
        works: 'sauces, vinaigrettes et poêlées',
        uses: ['oignon-rouge'],
      },
    ],
  },
  {
    ingredientId: 'oignon',
    name: 'oignon',
    for: '1 oignon',
    options: [
      {
        replacement: '2 échalotes',
        works: 'partout, plus fin',
        uses: ['echalote'],
      },
      {
        replacement: '1 blanc de poireau',
        works: 'soupes, quiches et fondues de légumes',
        uses: ['poireau'],
      },
    ],
  },
  {
    ingredientId: 'sauce-soja',
    name: 'sauce soja',
    for: '2 càs de sauce soja',
    options: [
      {
        replacement: '2 càs de tamari',
        works: 'partout, et sans gluten',
        uses: ['tamari'],
      },
    ],
  },
  {
    ingredientId: 'jus-de-citron',
    name: 'jus de citron',
    for: '1 càs de jus de citron',
    options: [
      {
        replacement: '1 càs de vinaigre de cidre',
        works: 'vinaigrettes, marinades et pâtisseries au bicarbonate',
        uses: ['vinaigre'],
      },
      {
        replacement: '1 càs de jus de citron vert',
        works: 'partout',
        uses: ['jus-de-citron-vert'],
      },
    ],
  },
];
