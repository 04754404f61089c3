import { describe, expect, it } from 'vitest';
import { aHouseholdRecipe } from '../../own-recipes/test/household-recipes';
import { answerOffline } from '../answer-offline';
import { BASE_CONTEXT, BASE_HOUSEHOLD } from '../test/context';
import type { AssistantContext } from '../types';

// The household's own recipes (decision 040) in the offline assistant: listed, opened by their
// title, and planned with the week. BASE_CONTEXT's fridge holds courgettes and poireaux.

const GRATIN = aHouseholdRecipe({
  id: 'maison_gratin',
  title: 'Gratin de poireaux de mamie',
  ingredients: ['4 poireaux', '20 cl de crème', '125 g de mozzarella', 'une pincée de secret'],
  instructions: ['Faire fondre les poireaux.', 'Gratiner au four.'],
});
const TART = aHouseholdRecipe({
  id: 'maison_tarte',
  title: 'Tarte de mamie',
  type: 'dessert',
  servings: 6,
  ingredients: ['1 pâte brisée', '6 pommes', '60 g de sucre'],
  instructions: ['Garnir la pâte de pommes.', 'Cuire 35 minutes.'],
});
const QUICHE = aHouseholdRecipe({
  id: 'maison_quiche',
  title: 'Quiche au lard',
  ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs'],
  keptDespiteRules: true,
});

function ask(question: string, fields: Partial<AssistantContext> = {}) {
  return answerOffline(question, {
    ...BASE_CONTEXT,
    household: { ...BASE_HOUSEHOLD, restrictions: ['vegetarian'] },
    ownRecipes: [GRATIN, TART, QUICHE],
    ...fields,
  });
}

describe('the household’s own recipes in the chat', () => {
  it('lists what the household can make with its recipes, those of its fridge first, not those that break its rules', () => {
    const reply = ask('Qu’est-ce que je peux faire avec mes recettes ?');
    expect(reply.intent).toBe('recipe-request');
    expect(reply.markdown).toContain('## Vos recettes');
    const gratin = reply.markdown.indexOf('**Gratin de poireaux de mamie** (plat, 1\u00a0h)');
    const tart = reply.markdown.indexOf('**Tarte de mamie** (dessert, 1\u00a0h)');
    expect(gratin).toBeGreaterThan(-1);
    expect(tart).toBeGreaterThan(gratin);
    expect(reply.markdown).toContain('avec poireaux et crème fraîche du frigo');
    expect(reply.markdown).toContain(
      'Je laisse de côté «\u00a0Quiche au lard\u00a0»\u00a0: elle ne respecte pas vos règles.',
    );
    expect(reply.recipeIds).toEqual(['maison_gratin', 'maison_tarte']);
    // « mes desserts » among them.
    expect(ask('quelles sont mes recettes de dessert ?').recipeIds).toEqual(['maison_tarte']);
  });

  it('says how to add one when the household has none', () => {
    const reply = ask('Qu’est-ce que je peux faire avec mes recettes ?', { ownRecipes: [] });
    expect(reply.markdown).toContain('Vous n’avez pas encore de recette à vous.');
    expect(reply.recipeIds).toEqual([]);
  });

  it('gives the recipe its title names, in the household’s words at its portions, with the list action', () => {
    const reply = ask('Donne-moi ma recette de tarte de mamie');
    expect(reply.recipeIds).toEqual(['maison_tarte']);
    expect(reply.markdown).toContain('# Tarte de mamie');
    expect(reply.markdown).toContain('*Recette de la maison.*');
    // 2 adults and 2 children: 3 portions, from 6.
    expect(reply.markdown).toContain(
      '## Ingrédients\n- 1 pâte brisée\n- 3 pommes\n- 30 g de sucre',
    );
    expect(reply.markdown).toContain('1. Garnir la pâte de pommes.');
    expect(reply.actions).toEqual([
      {
        kind: 'add-to-shopping-list',
        label: 'Ajouter ces ingrédients à la liste',
        recipeId: 'maison_tarte',
        recipeTitle: 'Tarte de mamie',
        servings: 3,
        lines: ['1 pâte brisée', '3 pommes', '30 g de sucre'],
      },
    ]);
    // Its whole title is enough; « ma » and one word of it too.
    expect(ask('la tarte de mamie').recipeIds).toEqual(['maison_tarte']);
    expect(ask('je voudrais mon gratin').recipeIds).toEqual(['maison_gratin']);
  });

  it('leaves a catalogue wish to the catalogue', () => {
    // « tarte » alone, and « ma famille »: not the household's tart.
    const reply = ask('une idée de tarte pour ma famille');
    expect(reply.recipeIds[0]).not.toMatch(/^maison_/);
  });

  it('shows a kept recipe that breaks the rules with a warning, and proposes nothing for it', () => {
    const reply = ask('ma recette de quiche au lard');
    expect(reply.recipeIds).toEqual(['maison_quiche']);
    expect(reply.markdown).toContain(
      '**Attention**\u00a0: cette recette ne respecte pas vos règles\u00a0: lardons\u00a0: ne respecte pas végétarien.',
    );
    expect(reply.actions).toEqual([]);
  });

  it('leaves unsaid the times the household did not give', () => {
    const untimed = aHouseholdRecipe({ id: 'maison_x', preparationTime: null, cookingTime: null });
    const reply = ask('ma recette de gratin de mamie', { ownRecipes: [untimed] });
    expect(reply.markdown).toContain('*3 portions (2 adultes et 2 enfants) · facile*');
  });

  it('escapes what the household wrote', () => {
    const odd = aHouseholdRecipe({ id: 'maison_odd', title: 'Tarte <b>*spéciale*</b>' });
    const reply = ask('ma recette de tarte spéciale', { ownRecipes: [odd] });
    expect(reply.markdown).toContain('# Tarte ‹b›\\*spéciale\\*‹/b›');
    expect(reply.markdown).not.toMatch(/[<>]/);
  });

  it('plans the household’s main dishes with the week, and « ce plat » after showing one', () => {
    const week = ask('planifie mes dîners de la semaine', { recentRecipeIds: [] });
    expect(week.recipeIds).toContain('maison_gratin');
    expect(week.recipeIds).not.toContain('maison_quiche');
    expect(week.recipeIds).not.toContain('maison_tarte');
    expect(week.markdown).toContain('Gratin de poireaux de mamie (1\u00a0h, votre recette)');
    const plan = week.actions.find((action) => action.kind === 'plan-meals');
    expect(plan?.kind === 'plan-meals' && plan.meals.map((meal) => meal.recipeId)).toContain(
      'maison_gratin',
    );

    const later = ask('planifie ce plat mardi soir', { recentRecipeIds: ['maison_gratin'] });
    expect(later.actions).toMatchObject([
      { kind: 'plan-meals', meals: [{ recipeId: 'maison_gratin', date: '2025-01-14' }] },
    ]);
  });
});
