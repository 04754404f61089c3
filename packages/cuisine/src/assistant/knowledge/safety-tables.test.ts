import { describe, expect, it } from 'vitest';
import { getIngredient } from '../../ingredients';
import { concernsIn, FOOD_CONCERNS } from './food-concerns';
import { PREGNANCY_RISKS } from './pregnancy';
import { YOUNG_CHILD_RISKS } from './young-children';

// The safety tables name foods by knowledge-base id: a misspelt id would silently never match,
// and a parent would read nothing about the food. Every id must exist.

describe('the safety tables', () => {
  it('name only foods the knowledge base knows', () => {
    const ids = [
      ...PREGNANCY_RISKS.flatMap((risk) => risk.ids),
      ...YOUNG_CHILD_RISKS.flatMap((risk) => risk.ids),
      ...FOOD_CONCERNS.flatMap((c) => ('food' in c.test ? [c.test.food] : [])),
    ];
    expect(ids.filter((id) => getIngredient(id) === undefined)).toEqual([]);
  });

  it('read a food as the concern only inside an allergy phrase', () => {
    expect(concernsIn('mon fils est allergique aux noix').map((c) => c.key)).toEqual(['treeNut']);
    expect(concernsIn('les noix contiennent elles du gluten').map((c) => c.key)).toEqual([
      'gluten',
    ]);
    expect(concernsIn('c est vegan et halal').map((c) => c.key)).toEqual(['vegan', 'halal']);
  });
});
