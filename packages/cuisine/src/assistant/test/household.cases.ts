import {
  addsToList,
  all,
  mentions,
  plansDinners,
  plansRecipe,
  proposesNothing,
  saysNothingFits,
} from './checks';
import { type AssistantCase, TODAY, vegetarian } from './context';

// Planning the week or one dish, and the shopping list.

export const PLANNING: AssistantCase[] = [
  {
    question: 'planifie mes dîners de la semaine',
    intent: 'plan-week',
    check: all(plansDinners(7, TODAY), mentions('lundi 13 janvier')),
  },
  {
    question: 'Planifie mes diners de la semaine stp',
    intent: 'plan-week',
    household: { restrictions: ['vegan', 'glutenFree'] },
    check: plansDinners(7, TODAY, { distinctRecipes: false }),
  },
  {
    question: 'tu peux organiser mes repas de la semaine ?',
    intent: 'plan-week',
    household: vegetarian,
    check: plansDinners(7, TODAY),
  },
  {
    question: 'fais moi un menu pour la semaine',
    intent: 'plan-week',
    check: plansDinners(7, TODAY),
  },
  {
    question: 'prévois les dîners pour le reste de la semaine',
    intent: 'plan-week',
    check: plansDinners(7, TODAY),
  },
  {
    question: 'prévois les dîners pour le reste de la semaine',
    intent: 'plan-week',
    context: { today: '2025-01-16' },
    check: plansDinners(4, '2025-01-16'),
  },
  {
    question: 'planning des repas de la semaine prochaine',
    intent: 'plan-week',
    check: plansDinners(7, '2025-01-20'),
  },
  {
    question: 'menus de la semaine végétariens',
    intent: 'plan-week',
    check: plansDinners(7, TODAY),
  },
  {
    question: 'planifie les diners de la semaine',
    intent: 'plan-week',
    context: {
      planning: [
        {
          date: '2025-01-15',
          time: '19:30',
          recipeId: 'plat-papet-vaudois',
          recipeTitle: 'Papet vaudois',
          type: 'plat',
        },
      ],
    },
    check: all(plansDinners(6, TODAY), mentions('Déjà prévus', 'Papet vaudois'), (reply) =>
      reply.recipeIds.includes('plat-papet-vaudois') ? ['planned recipe proposed again'] : [],
    ),
  },
  {
    question: 'planifie ce plat mardi soir',
    intent: 'plan-recipe',
    check: plansRecipe(
      'plat-gratin-dauphinois',
      '2025-01-14',
      '19:00',
      'Planifier ce plat mardi soir',
    ),
  },
  {
    question: 'mets cette recette au planning jeudi midi',
    intent: 'plan-recipe',
    check: plansRecipe(
      'plat-gratin-dauphinois',
      '2025-01-16',
      '12:00',
      'Planifier ce plat jeudi midi',
    ),
  },
  {
    question: 'ajoute la quiche lorraine au planning demain',
    intent: 'plan-recipe',
    check: plansRecipe(
      'plat-quiche-lorraine',
      '2025-01-14',
      '19:00',
      'Planifier ce plat demain soir',
    ),
  },
  {
    question: 'prévois ça pour vendredi',
    intent: 'plan-recipe',
    check: plansRecipe('plat-gratin-dauphinois', '2025-01-17', '19:00'),
  },
  {
    question: 'planifie le gratin dauphinois samedi à 20h',
    intent: 'plan-recipe',
    check: plansRecipe('plat-gratin-dauphinois', '2025-01-18', '20:00'),
  },
  {
    question: 'planifie ce plat lundi prochain',
    intent: 'plan-recipe',
    check: plansRecipe('plat-gratin-dauphinois', '2025-01-20', '19:00'),
  },
  {
    question: 'planifie ce plat mardi soir',
    intent: 'plan-recipe',
    context: { recentRecipeIds: [] },
    check: all(mentions('De quel plat'), proposesNothing),
  },
  {
    question: 'planifie ce plat mardi soir',
    intent: 'plan-recipe',
    household: { avoidedFoods: ['crème'] },
    check: all(saysNothingFits(), proposesNothing),
  },
  {
    question: 'organise les repas de lundi à vendredi',
    intent: 'plan-week',
    check: all(plansDinners(5, TODAY), mentions('du lundi au vendredi')),
  },
  {
    question: 'tu peux planifier la quiche pour jeudi ?',
    intent: 'plan-recipe',
    check: plansRecipe('plat-quiche-lorraine', '2025-01-16', '19:00'),
  },
];

export const SHOPPING: AssistantCase[] = [
  {
    question: 'ajoute les ingrédients à ma liste',
    intent: 'add-to-shopping-list',
    check: all(
      addsToList('plat-gratin-dauphinois', 'pommes de terre', 'lait'),
      mentions('Déjà sur votre liste : beurre'),
    ),
  },
  {
    question: 'ajoute les ingredients a ma liste de course',
    intent: 'add-to-shopping-list',
    check: addsToList('plat-gratin-dauphinois', 'creme'),
  },
  {
    question: 'mets tout ça dans ma liste de courses',
    intent: 'add-to-shopping-list',
    check: addsToList('plat-gratin-dauphinois'),
  },
  {
    question: 'rajoute les ingrédients du risotto aux champignons à la liste',
    intent: 'add-to-shopping-list',
    check: addsToList('plat-risotto-aux-champignons', 'champignons'),
  },
  {
    question: 'ajoute du lait et 6 oeufs a ma liste',
    intent: 'add-to-shopping-list',
    check: addsToList(null, 'lait', '6 oeufs'),
  },
  {
    question: 'liste de courses pour ce plat',
    intent: 'add-to-shopping-list',
    check: addsToList('plat-gratin-dauphinois'),
  },
  {
    question: 'ajoute les ingrédients à ma liste',
    intent: 'add-to-shopping-list',
    context: { recentRecipeIds: [] },
    check: all(mentions('De quel plat'), proposesNothing),
  },
  {
    question: 'ajoute des tomates a la liste',
    intent: 'add-to-shopping-list',
    check: addsToList(null, 'tomate'),
  },
  {
    question: 'ajoute les ingrédients du curry à ma liste',
    intent: 'add-to-shopping-list',
    check: addsToList('plat-curry-de-pois-chiches-au-lait-de-coco', 'pois chiches'),
  },
  {
    question: 'ajoute 2 kg de pommes de terre à ma liste',
    intent: 'add-to-shopping-list',
    check: addsToList(null, '2 kg de pommes de terre'),
  },
];
