import type { Suggestion } from '@mijote/contracts';
import {
  DIETARY_RESTRICTIONS,
  formatIngredientLine,
  getRecipe,
  INGREDIENTS,
  MEAL_TYPES,
} from '@mijote/cuisine';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avoidedFood,
  oracleFaults,
} from '../../../packages/cuisine/src/compliance/test/compliance-oracle';
import { type FakeOpenAi, recipeReply, startFakeOpenAi } from './helpers/fake-openai';
import { type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// Over random household preferences and random model replies, whatever POST
// /api/suggestions answers — the model's recipe or the catalogue's fallback — breaks no
// restriction and holds no avoided food, as the knowledge-base oracle judges it. The pure
// engines run thousands of cases in packages/cuisine; this runs the whole path, HTTP and SDK
// included, on fewer.

const UNITS = ['g', 'ml', 'unité', 'càs'] as const;

const household = fc.record({
  restrictions: fc.subarray(DIETARY_RESTRICTIONS.filter((r) => r !== 'none')),
  avoided: fc.array(
    avoidedFood.filter((a) => a.text.trim().length <= 60),
    { maxLength: 3 },
  ),
});

const modelRecipe = fc.record({
  type: fc.constantFrom(...MEAL_TYPES),
  lines: fc.array(
    fc.record({
      ingredient: fc.constantFrom(...INGREDIENTS),
      quantity: fc.integer({ min: 1, max: 400 }),
      unit: fc.constantFrom(...UNITS),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  addedInSteps: fc.option(fc.constantFrom(...INGREDIENTS), { nil: undefined }),
});

describe('suggestions over random households and model replies (property)', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let lea: Member;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ ...fake.env(), SUGGESTIONS_RATE_LIMIT_MAX: '100000' });
    lea = await signUpSubscriber(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('never answers a recipe that breaks a restriction or holds an avoided food', async () => {
    const engines = { llm: 0, catalogue: 0, none: 0 };
    await fc.assert(
      fc.asyncProperty(household, modelRecipe, async ({ restrictions, avoided }, reply) => {
        const saved = await callApi(t, lea).patch('/api/preferences', {
          restrictions: restrictions,
          avoidedFoods: avoided.map((a) => a.text),
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const ingredients = reply.lines.map((l) =>
          formatIngredientLine({
            ingredientId: l.ingredient.id,
            quantity: l.quantity,
            unit: l.unit,
          }),
        );
        const instructions = ['Préparer les ingrédients.'];
        if (reply.addedInSteps) instructions.push(`Ajouter ${reply.addedInSteps.name} et servir.`);
        fake.fallback = { reply: recipeReply({ ingredients, instructions }) };

        const response = await callApi(t, lea).post('/api/suggestions', {
          type: reply.type,
          regenerate: true,
        });
        if (response.statusCode === 422) {
          expect(response.json().code).toBe('NO_COMPLIANT_RECIPE');
          engines.none++;
          return true;
        }
        expect(response.statusCode, response.body).toBe(200);
        const answer: Suggestion = response.json();
        engines[answer.engine]++;
        let held: string[];
        if (answer.engine === 'llm') {
          held = reply.lines.map((l) => l.ingredient.id);
          if (reply.addedInSteps) held.push(reply.addedInSteps.id);
        } else {
          const source = getRecipe(answer.recipe.id);
          expect(source).toBeDefined();
          held = source?.ingredients.map((i) => i.ingredientId) ?? [];
          for (const r of restrictions) expect(source?.diets).toContain(r);
        }
        const faults = oracleFaults(held, restrictions, avoided);
        expect(faults, `${answer.engine}: ${answer.recipe.title}`).toEqual([]);
        return faults.length === 0;
      }),
      { numRuns: 150, seed: 33 },
    );
    // Both engines answered along the way: the property did not hold vacuously.
    expect(engines.llm).toBeGreaterThan(10);
    expect(engines.catalogue).toBeGreaterThan(10);
  }, 300_000);
});
