import { all, mentions, proposesNothing, proposesRecipe, saysNothingFits } from './checks';
import { type AssistantCase, vegetarian } from './context';

// Searches by ingredient and by fridge content.

export const INGREDIENT_SEARCHES: AssistantCase[] = [
  {
    question: 'que faire avec des courgettes et du chèvre',
    intent: 'cook-with-ingredients',
    check: proposesRecipe({ uses: 'chevre' }),
  },
  {
    question: 'que faire avec des oeufs',
    intent: 'cook-with-ingredients',
    check: proposesRecipe({ uses: 'oeuf' }),
  },
  {
    question: 'j’ai des poireaux et des pommes de terre, je fais quoi ?',
    intent: 'cook-with-ingredients',
    check: all(proposesRecipe({ uses: 'poireau' }), proposesRecipe({ uses: 'pomme-de-terre' })),
  },
  {
    question: 'quoi cuisiner avec du riz et des tomates',
    intent: 'cook-with-ingredients',
    check: all(proposesRecipe({ uses: 'riz' }), proposesRecipe({ uses: 'tomate' })),
  },
  {
    question: 'qu’est-ce que je peux faire avec des restes de poulet',
    intent: 'cook-with-ingredients',
    check: proposesRecipe({ uses: 'poulet' }),
  },
  {
    question: 'idées avec carottes, oignons, lardons',
    intent: 'cook-with-ingredients',
    check: all(proposesRecipe({ uses: 'carotte' }), proposesRecipe({ uses: 'lardon' })),
  },
  {
    question: 'que faire avec des pommes',
    intent: 'cook-with-ingredients',
    check: proposesRecipe({ uses: 'pomme', without: 'pomme-de-terre' }),
  },
  {
    question: 'que faire avec des pommes de terre et du lard',
    intent: 'cook-with-ingredients',
    household: { restrictions: ['halal'] },
    check: all(mentions('lard', 'porc'), proposesRecipe({ uses: 'pomme-de-terre' })),
  },
  {
    question: 'que faire avec des champignons',
    intent: 'cook-with-ingredients',
    household: { avoidedFoods: ['champignons'] },
    check: all(saysNothingFits(), proposesNothing),
  },
  {
    question: 'une recette avec des épinards et de la feta',
    intent: 'recipe-request',
    check: all(proposesRecipe({ uses: 'epinard' }), proposesRecipe({ uses: 'feta' })),
  },
  {
    question: 'il me reste des bananes trop mûres',
    intent: 'cook-with-ingredients',
    check: proposesRecipe({ uses: 'banane', without: 'mure' }),
  },
  {
    question: 'que faire avec une courge butternut',
    intent: 'cook-with-ingredients',
    check: proposesRecipe({ uses: 'courge' }),
  },
];

export const FRIDGE: AssistantCase[] = [
  {
    question: 'que faire avec mon frigo',
    intent: 'cook-from-fridge',
    check: all(proposesRecipe(), mentions('Déjà dans votre frigo', 'poireaux', 'lait (depuis le')),
  },
  {
    question: 'qu’est-ce que je peux cuisiner avec ce que j’ai dans le frigo ?',
    intent: 'cook-from-fridge',
    check: proposesRecipe(),
  },
  {
    question: 'une recette avec ce qu’il reste dans mon frigidaire',
    intent: 'cook-from-fridge',
    check: proposesRecipe(),
  },
  {
    question: 'vider le frigo',
    intent: 'cook-from-fridge',
    household: vegetarian,
    check: proposesRecipe({ diets: ['vegetarian'] }),
  },
  {
    question: 'qu’est ce qui va perimer ?',
    intent: 'cook-from-fridge',
    check: mentions('À utiliser en priorité', 'poireaux (expire demain)'),
  },
  {
    question: 'frigo',
    intent: 'cook-from-fridge',
    context: { fridge: [] },
    check: all(mentions('Aucun ingrédient disponible dans le frigo'), proposesNothing),
  },
  {
    question: 'un dessert avec ce que j’ai dans mon frigo',
    intent: 'cook-from-fridge',
    check: all(proposesRecipe({ types: ['dessert'] }), (reply) =>
      reply.actions.every(
        (a) =>
          a.kind === 'add-to-shopping-list' &&
          a.label === 'Ajouter les ingrédients manquants à la liste',
      )
        ? []
        : ['list action label'],
    ),
  },
  {
    question: 'qu’est-ce que j’ai dans mon frigo ?',
    intent: 'cook-from-fridge',
    check: all(
      mentions('## Dans votre frigo', 'poireaux (expire demain)', 'Périmé : lait'),
      proposesNothing,
    ),
  },
  {
    // Decision 029: an item dated today is still good today; only yesterday's is expired.
    question: 'qu’est-ce que j’ai dans mon frigo ?',
    intent: 'cook-from-fridge',
    context: {
      fridge: [
        { name: 'épinards', quantity: 1, unit: 'unité', expirationDate: '2025-01-13' },
        { name: 'lait', quantity: 1, unit: 'l', expirationDate: '2025-01-12' },
        { name: 'tofu', quantity: 1, unit: 'unité', expirationDate: '2025-01-16' },
      ],
    },
    check: mentions(
      '- épinards (expire aujourd’hui)',
      '- tofu (expire le jeudi 16 janvier)',
      'Périmé : lait (depuis le dimanche 12 janvier).',
    ),
  },
];
