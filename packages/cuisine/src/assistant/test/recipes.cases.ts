import { all, either, mentions, proposesNothing, proposesRecipe, saysNothingFits } from './checks';
import { type AssistantCase, TODAY, vegetarian } from './context';

// Recipe requests: by dish, type, diet, food, time, and what to say when nothing fits.

export const RECIPE_REQUESTS: AssistantCase[] = [
  {
    question: 'une recette de quiche',
    intent: 'recipe-request',
    check: proposesRecipe({ titleHas: 'quiche' }),
  },
  {
    question: 'une recette de quiche',
    intent: 'recipe-request',
    household: vegetarian,
    // Quiches hold lardons or an animal-rennet cheese: a vegetarian one, or an honest « none ».
    check: either(
      proposesRecipe({ titleHas: 'quiche', without: 'lardon' }),
      all(saysNothingFits(), proposesNothing, mentions('quiche')),
    ),
  },
  {
    question: 'un dessert sans gluten',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['dessert'], diets: ['glutenFree'] }),
  },
  {
    question: 'idée de plat végétarien rapide',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], diets: ['vegetarian'], maxMinutes: 30 }),
  },
  {
    question: 'tu peux me donner une recette avec du poulet ?',
    intent: 'recipe-request',
    check: proposesRecipe({ uses: 'poulet' }),
  },
  {
    question: 'recette sans glutten',
    intent: 'recipe-request',
    check: proposesRecipe({ diets: ['glutenFree'] }),
  },
  {
    question: 'dessert vegetarien',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['dessert'], diets: ['vegetarian'] }),
  },
  {
    question: 'Une idée de dessert au chocolat stp',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['dessert'], uses: 'chocolat' }),
  },
  {
    question: 'je cherche une entrée facile',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['entrée'] }),
  },
  {
    question: 'qu’est-ce que je pourrais faire pour l’apéro ?',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['apéro'] }),
  },
  {
    question: 'un plat vegan',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], diets: ['vegan'] }),
  },
  {
    question: 'recette de soupe',
    intent: 'recipe-request',
    // A soupe-repas is a main dish (decision 034): a soup of any of these types answers.
    check: proposesRecipe({ types: ['entrée', 'amuse-bouche', 'plat'] }),
  },
  {
    question: 'une boisson sans alcool',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['boisson'], avoided: ['alcool'] }),
  },
  {
    question: 'idee de smoothie',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['boisson'], titleHas: 'smoothie' }),
  },
  {
    question: 'RECETTE DE CREPES',
    intent: 'recipe-request',
    check: proposesRecipe({ id: 'dessert-crepes' }),
  },
  {
    question: 'un truc rapide pour ce soir',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], maxMinutes: 30 }),
  },
  {
    question: 'une recette de gratin dauphinois',
    intent: 'recipe-request',
    // The butter is on the list already: said as the add-to-list answer says it.
    check: all(
      proposesRecipe({ id: 'plat-gratin-dauphinois' }),
      mentions('Déjà sur votre liste : beurre.'),
    ),
  },
  {
    question: 'recette de tarte au pommes',
    intent: 'recipe-request',
    check: proposesRecipe({ id: 'dessert-tarte-aux-pommes' }),
  },
  {
    question: 'plat halal avec du boeuf',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], uses: 'boeuf', diets: ['halal'] }),
  },
  {
    question: 'un dessert sans oeufs',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['dessert'], without: 'oeuf' }),
  },
  {
    question: 'propose moi un plat avec des lentilles',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], uses: 'lentille' }),
  },
  {
    question: 'j’ai envie d’un curry',
    intent: 'recipe-request',
    check: proposesRecipe({ titleHas: 'curry' }),
  },
  {
    question: 'une autre idée',
    intent: 'recipe-request',
    check: all(proposesRecipe({ types: ['plat'] }), (r) =>
      r.recipeIds[0] === 'plat-gratin-dauphinois' ? ['same recipe again'] : [],
    ),
  },
  {
    question: 'un aperitif sans lactose',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['apéro'], diets: ['dairyFree'] }),
  },
  {
    question: 'Recette de risotto aux champignons svp',
    intent: 'recipe-request',
    check: proposesRecipe({ id: 'plat-risotto-aux-champignons' }),
  },
  {
    question: 'un dessert rapide',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['dessert'], maxMinutes: 30 }),
  },
  {
    question: 'idée d’entrée avec du saumon',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['entrée'], uses: 'saumon' }),
  },
  { question: 'une recette de lasagnes', intent: 'recipe-request', check: saysNothingFits() },
  {
    question: 'une recette de quiche lorraine',
    intent: 'recipe-request',
    household: { restrictions: ['halal'] },
    check: all(saysNothingFits(), mentions('porc')),
  },
  {
    question: 'une recette avec du jambon',
    intent: 'recipe-request',
    household: { restrictions: ['halal'] },
    check: all(saysNothingFits(), proposesNothing),
  },
  {
    question: 'une recette sans champignons',
    intent: 'recipe-request',
    household: { avoidedFoods: ['tomate'] },
    check: proposesRecipe({ avoided: ['champignon'], without: 'champignon' }),
  },
  {
    question: 'qu’est ce qu’on mange ce soir ?',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'] }),
  },
  {
    question: 'on mange quoi ce soir',
    intent: 'recipe-request',
    context: {
      planning: [
        {
          date: TODAY,
          time: '19:30',
          recipeId: 'plat-papet-vaudois',
          recipeTitle: 'Papet vaudois',
          type: 'plat',
        },
      ],
    },
    check: all(
      mentions('vous avez prévu', 'Papet vaudois'),
      proposesRecipe({ id: 'plat-papet-vaudois' }),
    ),
  },
  {
    question: 'Salut, t’aurais une idée de repas pour ce soir ? on est 4',
    intent: 'recipe-request',
    check: all(proposesRecipe({ types: ['plat'] }), mentions('4 portions (comme demandé)')),
  },
  {
    question: 'tu connais la fondue ?',
    intent: 'recipe-request',
    check: proposesRecipe({ id: 'plat-fondue-moitie-moitie' }),
  },
  {
    question: 'une recette de cookies',
    intent: 'recipe-request',
    check: all(mentions('pas de recette de « cookies »'), proposesNothing),
  },
  {
    // A kitchen basic (knowledge/techniques.ts), step by step rather than « no recipe ».
    question: 'comment faire une mayonnaise',
    intent: 'technique',
    check: all(mentions('jaune d’œuf', 'moutarde', 'filet'), proposesNothing),
  },
  {
    question: 'un plat avec du saumon au four',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], uses: 'saumon' }),
  },
  {
    question: 'recete de soupe de potiron',
    intent: 'recipe-request',
    check: all(
      mentions('la plus proche'),
      proposesRecipe({ types: ['entrée', 'amuse-bouche', 'plat'] }),
    ),
  },
  {
    question: 'une soupe pour ce soir, sans lactose',
    intent: 'recipe-request',
    check: proposesRecipe({
      types: ['entrée', 'amuse-bouche', 'plat'],
      titleHas: 'soupe',
      diets: ['dairyFree'],
    }),
  },
  {
    question: 'je sais pas quoi faire à manger',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'] }),
  },
  {
    question: 'j’ai 20 minutes, qu’est-ce que je cuisine ?',
    intent: 'recipe-request',
    // The catalogue holds main dishes ready in 20 minutes (decision 034): one is proposed as is.
    check: proposesRecipe({ types: ['plat'], maxMinutes: 20 }),
  },
  {
    question: 'un plat pas trop long',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], maxMinutes: 45 }),
  },
  {
    question: 'recette de poisson',
    intent: 'recipe-request',
    check: proposesRecipe({ types: ['plat'], uses: 'poisson' }),
  },
  {
    question: 'un smoothie sans banane',
    intent: 'recipe-request',
    check: either(
      proposesRecipe({ titleHas: 'smoothie', without: 'banane' }),
      all(saysNothingFits(), mentions('sans banane')),
    ),
  },
];
