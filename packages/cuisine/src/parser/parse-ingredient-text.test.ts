import { describe, expect, it } from 'vitest';
import { parseIngredientText } from './parse-ingredient-text';

describe('parseIngredientText', () => {
  it('skips headings and blank lines and splits a list of unquantified known ingredients', () => {
    const parsed = parseIngredientText(
      [
        '## Ingrédients',
        'Pour la pâte :',
        '- 200 g de farine',
        '',
        '- sel, poivre',
        '- 2 oignons, émincés',
      ].join('\n'),
    );
    expect(parsed.map((p) => [p.quantity, p.unit, p.name, p.ingredientId])).toEqual([
      [200, 'g', 'farine', 'farine'],
      [1, 'unité', 'sel', 'sel'],
      [1, 'unité', 'poivre', 'poivre'],
      [2, 'unité', 'oignons', 'oignon'],
    ]);
  });

  it('splits a vague list into vague lines that keep their remark', () => {
    const parsed = parseIngredientText('- Sel et poivre selon le goût\n- huile QS');
    expect(parsed).toEqual([
      {
        quantity: 1,
        unit: 'unité',
        name: 'Sel',
        note: 'selon le goût',
        precision: 'vague',
        ingredientId: 'sel',
        matched: true,
      },
      {
        quantity: 1,
        unit: 'unité',
        name: 'poivre',
        note: 'selon le goût',
        precision: 'vague',
        ingredientId: 'poivre',
        matched: true,
      },
      {
        quantity: 1,
        unit: 'unité',
        name: 'huile',
        note: 'QS',
        precision: 'vague',
        ingredientId: 'huile',
        matched: true,
      },
    ]);
  });

  it('keeps a line whole when a part is not an ingredient', () => {
    const parsed = parseIngredientText('- Pommes de terre, épluchées');
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ name: 'Pommes de terre, épluchées', matched: false });
  });

  it('does not split without a knowledge base', () => {
    expect(parseIngredientText('sel et poivre', { resolveIngredient: null })).toEqual([
      { quantity: 1, unit: 'unité', name: 'sel et poivre', matched: false },
    ]);
  });
});
