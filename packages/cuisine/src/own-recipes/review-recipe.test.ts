import { describe, expect, it } from 'vitest';
import { adaptRecipeLines, reviewRecipe } from './review-recipe';

const vegetarian = { restrictions: ['vegetarian'] as const, avoidedFoods: [] };

describe('reviewRecipe', () => {
  it('flags lardons for a vegetarian household, by line, with the assistant’s stand-in', () => {
    const review = reviewRecipe(
      { ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs'], instructions: ['Cuire.'] },
      vegetarian,
    );
    expect(review.flags).toEqual([
      {
        line: 1,
        ingredient: 'lardons',
        rule: 'vegetarian',
        ruleLabel: 'végétarien',
        text: 'lardons\u00a0: ne respecte pas végétarien',
        explanation: expect.stringMatching(/^contient/),
        adaptation: '200 g de tofu fumé en dés, poêlé',
      },
    ]);
    expect(review.unverified).toEqual([]);
  });

  it('keeps the amount when the check knows a stand-in (parmesan)', () => {
    const review = reviewRecipe(
      { ingredients: ['50 g de parmesan'], instructions: [] },
      vegetarian,
    );
    expect(review.flags[0]?.adaptation).toBe('50 g de fromage à pâte dure végétarien');
    expect(adaptRecipeLines(['50 g de parmesan'], review)).toEqual([
      '50 g de fromage à pâte dure végétarien',
    ]);
  });

  it('names an avoided food and a food only the steps name', () => {
    const review = reviewRecipe(
      {
        ingredients: ['100 g de noix', '2 pommes'],
        instructions: ['Parsemer de lardons grillés.'],
      },
      { restrictions: ['vegetarian'], avoidedFoods: ['noix'] },
    );
    expect(review.flags.map((f) => [f.line, f.text])).toEqual([
      [0, 'noix\u00a0: vous évitez noix'],
      [null, 'lardon\u00a0: ne respecte pas végétarien'],
    ]);
  });

  it('has nothing to say of a compliant recipe, and lists what it cannot check', () => {
    expect(
      reviewRecipe({ ingredients: ['4 tomates', '1 zorglub'], instructions: [] }, vegetarian),
    ).toEqual({ flags: [], unverified: ['zorglub'] });
  });
});
