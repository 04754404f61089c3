import { describe, expect, it } from 'vitest';
import { RECIPES } from '../catalogue';
import { findIngredient, INGREDIENTS, ingredientFlagSource } from '../ingredients/lookup';
import { DIETARY_FLAGS } from '../ingredients/types';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../vocabulary';
import { resolveAvoidedFood } from './avoided-food-names';
import { checkCompliance } from './check-compliance';
import { partitiveOf } from './explanations';
import { FLAG_CONTENT } from './rules';

const FRENCH_LINE = /^(contient|peut contenir|associe|peut associer|produit|viande|correspond) \S/;

const judge = (name: string, restriction: DietaryRestriction) => {
  const ingredientId = findIngredient(name)!.id;
  return checkCompliance(
    { ingredients: [{ ingredientId }] },
    { restrictions: [restriction], avoidedFoods: [] },
  ).violations;
};

describe('every rule has its French line', () => {
  it('has a French phrase for every flag', () => {
    for (const flag of DIETARY_FLAGS) expect(FLAG_CONTENT[flag], flag).toMatch(/^(du|de|des|un) /);
  });

  it('names every food a flag comes from', () => {
    const sources = new Set(
      INGREDIENTS.flatMap((i) => i.flags.map((f) => ingredientFlagSource(i.id, f)!.id)),
    );
    const unnamed = [...sources].filter((id) => !partitiveOf(id));
    expect(unnamed).toEqual([]);
  });

  it('names every food a household family or allergen stands for', () => {
    const groups = [
      'gluten',
      'lactose',
      'fruits à coque',
      'arachides',
      'moutarde',
      'coriandre',
      'épicé',
      'céleri',
      'sésame',
      'soja',
      'lupin',
      'sulfites',
      'crustacés',
      'mollusques',
      'poisson',
      'œufs',
      'lait',
      'tomate',
      'porc',
      'alcool',
      'gélatine',
      'champignons',
      'poivron',
      'oignon',
      'ail',
      'fruits de mer',
      'viande',
    ];
    for (const group of groups) {
      const { ingredientIds, flags } = resolveAvoidedFood(group);
      expect(ingredientIds.length + flags.length, group).toBeGreaterThan(0);
      for (const id of ingredientIds) expect(partitiveOf(id), `${group}: ${id}`).toBeDefined();
      for (const flag of flags) expect(FLAG_CONTENT[flag], `${group}: ${flag}`).toBeDefined();
    }
  });

  it('explains every violation over the whole catalogue in one line', () => {
    const lines = new Set<string>();
    for (const recipe of RECIPES) {
      const { violations } = checkCompliance(recipe, {
        restrictions: [...DIETARY_RESTRICTIONS],
        avoidedFoods: ['gluten', 'tomates', 'lait', 'noix', 'céleri', 'moutarde', 'sulfites'],
      });
      for (const v of violations) {
        expect(v.explanation, `${recipe.id}: ${v.ingredient}`).toMatch(FRENCH_LINE);
        expect(v.explanation).not.toContain('\n');
        expect(v.reason.startsWith(`« `)).toBe(true);
        lines.add(v.explanation);
      }
    }
    expect(lines.size).toBeGreaterThan(20);
  });
});

describe('flags that hold up', () => {
  it.each([
    ['nouilles aux œufs', 'vegan', 'contient de l’œuf', 'certain'],
    ['Ovomaltine', 'glutenFree', 'contient de l’orge (gluten)', 'certain'],
    ['malt', 'glutenFree', 'contient de l’orge (gluten)', 'certain'],
    ['grana padano', 'vegan', 'contient de l’œuf', 'certain'],
    ['caviar', 'kosher', 'contient un animal que la cacherout interdit', 'certain'],
    ['vin blanc', 'kosher', 'contient du vin (casher seulement s’il est certifié)', 'certain'],
    ['bouillon', 'vegetarian', 'peut contenir de la volaille', 'possible'],
    ['miso', 'glutenFree', 'peut contenir de l’orge (gluten)', 'possible'],
    ['feuilles de lasagne', 'vegan', 'peut contenir de l’œuf', 'possible'],
    ['marshmallows', 'vegetarian', 'contient de la gélatine', 'certain'],
    ['bonbons gélifiés', 'halal', 'contient de la gélatine', 'certain'],
    ['parmesan', 'vegetarian', 'contient de la présure animale', 'certain'],
    ['gruyère', 'kosher', 'contient de la présure animale', 'certain'],
    ['pecorino', 'vegetarian', 'contient de la présure animale', 'certain'],
    ['comté', 'vegetarian', 'contient de la présure animale', 'certain'],
    ['raclette', 'vegetarian', 'peut contenir de la présure animale', 'possible'],
    ['pâtes', 'glutenFree', 'contient du blé (gluten)', 'certain'],
    ['lardons', 'halal', 'contient du porc', 'certain'],
    ['miel', 'vegan', 'contient un produit d’origine animale', 'certain'],
  ] as const)('%s under %s: « %s »', (name, restriction, explanation, certainty) => {
    const [violation] = judge(name, restriction);
    expect(violation).toMatchObject({ explanation, certainty });
  });

  it.each([
    ['bouillon de légumes', 'vegetarian'],
    ['fromage à pâte dure végétarien', 'vegetarian'],
    ['fromage à pâte dure végétarien', 'kosher'],
    ['mozzarella', 'vegetarian'],
    ['agar-agar', 'vegetarian'],
    ['jus de pomme', 'kosher'],
    ['rhum', 'kosher'],
    ['flocons d’avoine sans gluten', 'glutenFree'],
    ['tamari', 'glutenFree'],
  ] as const)('%s passes %s', (name, restriction) => {
    expect(judge(name, restriction)).toEqual([]);
  });
});
