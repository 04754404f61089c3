import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getRecipe, RECIPES } from '../catalogue';
import { checkCompliance } from '../compliance';
import { INGREDIENTS } from '../ingredients';
import { DIETARY_RESTRICTIONS, MEAL_TYPES } from '../vocabulary';
import { answerOffline } from './answer-offline';
import { ASSISTANT_CASES, TODAY } from './test';
import type { AssistantContext, AssistantReply } from './types';

// Whatever the household and whatever it asks, no recipe the assistant proposes (in the text,
// in a planning action or a list action) breaks the household's restrictions or avoided foods.

const FOOD_NAMES = INGREDIENTS.filter((i) => i.category !== 'Autre' || i.flags.length > 0).map(
  (i) => i.name,
);
const FAMILY_WORDS = [
  'gluten',
  'lactose',
  'poisson',
  'viande',
  'porc',
  'œufs',
  'fruits à coque',
  'arachide',
  'alcool',
  'fruits de mer',
];
const COMMON_AVOIDED = [
  'tomate',
  'champignons',
  'crème',
  'oignon',
  'ail',
  'fromage',
  'lait',
  'beurre',
  'poulet',
  'pommes de terre',
  'riz',
  'pâtes',
  'chocolat',
  'citron',
  'coriandre',
  'noix',
  'lardons',
  'farine',
  'sucre',
];

const food = fc.constantFrom(...FOOD_NAMES);
const avoidedFood = fc.oneof(fc.constantFrom(...FAMILY_WORDS, ...COMMON_AVOIDED), food);

const household = fc.record({
  restrictions: fc.subarray([...DIETARY_RESTRICTIONS], { maxLength: 3 }),
  avoidedFoods: fc.array(avoidedFood, { maxLength: 4 }),
  preferredFoods: fc.array(food, { maxLength: 3 }),
  size: fc.record({
    adults: fc.integer({ min: 1, max: 10 }),
    children: fc.integer({ min: 0, max: 9 }),
  }),
});

const date = fc.integer({ min: -3, max: 10 }).map((offset) => {
  const day = new Date(Date.UTC(2025, 0, 13 + offset));
  return day.toISOString().slice(0, 10);
});

const recipeId = fc.constantFrom(...RECIPES.map((r) => r.id));

const context = fc.record({
  household,
  fridge: fc.array(
    fc.record({
      name: food,
      quantity: fc.integer({ min: 1, max: 5 }),
      unit: fc.constant('unité'),
      expirationDate: fc.option(date, { nil: null }),
    }),
    { maxLength: 8 },
  ),
  planning: fc.array(
    fc.record({
      date,
      time: fc.constantFrom('12:00', '19:00', '20:30'),
      recipeId,
      recipeTitle: fc.constant('Plat'),
      type: fc.constantFrom(...MEAL_TYPES),
    }),
    { maxLength: 4 },
  ),
  recentRecipeIds: fc.array(recipeId, { maxLength: 2 }),
});

const question = fc.oneof(
  fc.constantFrom(...ASSISTANT_CASES.map((c) => c.question)),
  food.map((name) => `une recette avec ${name}`),
  fc.tuple(food, food).map(([a, b]) => `que faire avec ${a} et ${b} ?`),
  fc
    .tuple(
      fc.constantFrom(...MEAL_TYPES),
      fc.constantFrom('', 'sans gluten', 'végétarien', 'rapide', 'vegan'),
    )
    .map(([type, wish]) => `un ${type} ${wish}`),
  fc.constantFrom(
    'planifie mes dîners de la semaine',
    'planifie ce plat jeudi soir',
    'ajoute les ingrédients à ma liste',
    'que faire avec mon frigo',
    'une autre idée',
  ),
);

function proposedRecipeIds(reply: AssistantReply): string[] {
  return [
    ...reply.recipeIds,
    ...reply.actions.flatMap((action) =>
      action.kind === 'plan-meals'
        ? action.meals.map((meal) => meal.recipeId)
        : action.recipeId
          ? [action.recipeId]
          : [],
    ),
  ];
}

describe('answerOffline over random households', () => {
  it('never proposes a recipe that breaks the household’s restrictions or avoided foods', () => {
    fc.assert(
      fc.property(context, question, (data, asked) => {
        const full: AssistantContext = { ...data, today: TODAY, shoppingList: [] };
        const reply = answerOffline(asked, full);
        expect(reply.markdown.trim()).not.toBe('');
        for (const id of proposedRecipeIds(reply)) {
          const recipe = getRecipe(id);
          expect(recipe, id).toBeDefined();
          const report = checkCompliance(recipe!, full.household);
          expect(report.ok, `${asked} → ${id} ${JSON.stringify(report.violations)}`).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same answer to the same question on the same data', () => {
    fc.assert(
      fc.property(context, question, (data, asked) => {
        const full: AssistantContext = { ...data, today: TODAY, shoppingList: [] };
        expect(answerOffline(asked, full)).toEqual(answerOffline(asked, full));
      }),
      { numRuns: 100 },
    );
  });

  it('plans distinct dates, each once, from today', () => {
    fc.assert(
      fc.property(household, (rules) => {
        const full: AssistantContext = {
          today: TODAY,
          household: rules,
          fridge: [],
          planning: [],
          shoppingList: [],
          recentRecipeIds: [],
        };
        const reply = answerOffline('planifie mes dîners de la semaine', full);
        const plan = reply.actions.find((a) => a.kind === 'plan-meals');
        if (plan?.kind !== 'plan-meals') return;
        const dates = plan.meals.map((meal) => meal.date);
        expect(new Set(dates).size).toBe(dates.length);
        expect(dates[0]).toBe(TODAY);
      }),
      { numRuns: 100 },
    );
  });
});

describe('answerOffline input guards', () => {
  const base: AssistantContext = {
    today: TODAY,
    household: {
      restrictions: [],
      avoidedFoods: [],
      preferredFoods: [],
      size: { adults: 2, children: 0 },
    },
    fridge: [],
    planning: [],
    shoppingList: [],
    recentRecipeIds: [],
  };

  it('refuses a context whose today is not a calendar date', () => {
    expect(() => answerOffline('bonjour', { ...base, today: '13/01/2025' })).toThrow(RangeError);
  });

  it('reads a fridge date it cannot parse as no date', () => {
    const reply = answerOffline('que faire avec mon frigo', {
      ...base,
      fridge: [{ name: 'poireaux', quantity: 2, unit: 'unité', expirationDate: 'bientôt' }],
    });
    expect(reply.markdown).not.toMatch(/NaN|Invalid/);
    expect(reply.recipeIds.length).toBeGreaterThan(0);
  });

  it('answers any text, however long or strange, without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 2000 }),
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc
            .array(
              fc.constantFrom(
                'sans',
                'avec',
                'de',
                'recette',
                'pour',
                '2',
                'cas',
                'tasse',
                'mardi',
                'remplacer',
                'frigo',
                'œufs',
                'liste',
                'semaine',
                '<b>',
                'combien',
                'personnes',
              ),
              { maxLength: 12 },
            )
            .map((words) => words.join(' ')),
        ),
        (text) => {
          const reply = answerOffline(text, base);
          expect(reply.markdown.trim()).not.toBe('');
          expect(reply.markdown).not.toMatch(/<[a-z/]/i);
        },
      ),
      { numRuns: 300 },
    );
  });
});
