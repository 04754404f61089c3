import { describe, expect, it } from 'vitest';
import { getRecipe } from '../../catalogue';
import { checkCompliance } from '../../compliance';
import { answerOffline } from '../answer-offline';
import type { AssistantContext, AssistantFridgeItem } from '../types';

// « Qu’est-ce que je peux faire ce soir avec mon frigo ? » once proposed the gratin planned for
// Monday, with potatoes the fridge did not hold, and named the tofu due tomorrow « à utiliser en
// priority » without using it. The chat ranks with the suggestion screen's fridge ranking.

const QUESTION = 'Qu’est-ce que je peux faire ce soir avec mon frigo ?';
const item = (name: string, expirationDate: string | null = null): AssistantFridgeItem => ({
  name,
  quantity: 1,
  unit: 'unité',
  expirationDate,
});

const FRIDGE = [
  item('Tofu', '2026-11-28'),
  item('Épinards', '2026-11-29'),
  item('Crème fraîche', '2026-11-29'),
  item('Courgettes', '2026-12-04'),
];
const STOCKED = [
  ...FRIDGE,
  ...['Lait', 'Ail', 'Beurre', 'Pâtes', 'Pois chiches', 'Citron', 'Œufs'].map((name) => item(name)),
];

function context(fields: Partial<AssistantContext> = {}): AssistantContext {
  return {
    today: '2026-11-27',
    household: {
      restrictions: [],
      avoidedFoods: [],
      preferredFoods: [],
      size: { adults: 2, children: 2 },
    },
    fridge: STOCKED,
    planning: [],
    shoppingList: [],
    recentRecipeIds: [],
    ...fields,
  };
}

const planned = (recipeId: string, date = '2026-11-30') => ({
  date,
  time: '19:00',
  recipeId,
  recipeTitle: getRecipe(recipeId)?.title ?? recipeId,
  type: 'plat' as const,
});

describe('the chat’s cook-from-fridge answer', () => {
  it('proposes a dish that fits, uses what expires first, and says what is missing', () => {
    const reply = answerOffline(QUESTION, context());
    expect(reply.intent).toBe('cook-from-fridge');
    expect(reply.markdown).toMatch(/^Avec ce qu’il y a dans votre frigo, je vous propose\u00a0:/);
    const recipe = getRecipe(reply.recipeIds[0] ?? '');
    expect(recipe?.type).toBe('plat');
    // No main dish that fits takes the tofu; the spinach and the cream are due next.
    expect(recipe?.ingredients.map((line) => line.ingredientId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(epinard|creme-fraiche)$/)]),
    );
    const missing = reply.markdown.split('## Il vous manque\n')[1]?.split('\n\n')[0] ?? '';
    expect(missing.split('\n').length).toBeLessThanOrEqual(2);
    expect(reply.markdown).toContain('Je suppose au placard\u00a0: sel, poivre, huile');
    expect(reply.markdown).toContain(
      'À utiliser en priorité aussi, mais pas dans cette recette\u00a0: Tofu (expire demain)',
    );
  });

  it('does not propose a dish planned in the coming days while another fits', () => {
    const first = answerOffline(QUESTION, context()).recipeIds[0] ?? '';
    const reply = answerOffline(QUESTION, context({ planning: [planned(first)] }));
    expect(reply.recipeIds).not.toContain(first);
    // Planned for after the coming days: it may come back.
    const later = answerOffline(QUESTION, context({ planning: [planned(first, '2026-12-20')] }));
    expect(later.recipeIds[0]).toBe(first);
  });

  it('says plainly that none fits, and shows the closest with what it lacks', () => {
    const reply = answerOffline(
      QUESTION,
      context({ fridge: FRIDGE, planning: [planned('plat-gratin-dauphinois')] }),
    );
    expect(reply.markdown).toMatch(
      /^Aucune de mes recettes ne se fait avec votre frigo en achetant au plus deux ingrédients\. Voici la plus proche, avec ce qui lui manque\u00a0:/,
    );
    const missing = reply.markdown.split('## Il vous manque\n')[1]?.split('\n\n')[0] ?? '';
    expect(missing.split('\n').length).toBeGreaterThan(2);
    expect(reply.recipeIds).not.toContain('plat-gratin-dauphinois');
    expect(reply.actions[0]).toMatchObject({ kind: 'add-to-shopping-list' });
  });

  it('keeps the household’s rules, whatever the fridge holds', () => {
    const fridge = [item('Lardons', '2026-11-28'), ...STOCKED];
    const household = { ...context().household, restrictions: ['vegetarian' as const] };
    const reply = answerOffline(QUESTION, context({ fridge, household }));
    expect(reply.recipeIds.length).toBeGreaterThan(0);
    for (const id of reply.recipeIds) {
      expect(
        checkCompliance(getRecipe(id)!, { restrictions: ['vegetarian'], avoidedFoods: [] }).ok,
      ).toBe(true);
    }
    expect(reply.markdown).not.toMatch(/^- Lardons/m);
  });

  it('assumes the household’s own cupboard', () => {
    const reply = answerOffline(QUESTION, context({ pantry: ['sel', 'poivre', 'pâtes'] }));
    expect(reply.markdown).toContain('Je suppose au placard\u00a0: sel, poivre et pâtes.');
  });
});
