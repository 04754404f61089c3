import { describe, expect, it } from 'vitest';
import { type CheckableRow, decideCheck } from './shopping-check-rule';

const row = (id: string, recipeId: string | null, checked = false): CheckableRow => ({
  id,
  recipeId,
  checked,
});

describe('decideCheck: the recipe-complete purge (spec section 4)', () => {
  it('checks a manual item and purges nothing', () => {
    expect(decideCheck([row('a', null)], ['a'], true)).toEqual({ updateIds: ['a'], purgeIds: [] });
  });

  it('checks an item of a recipe while another of it is still unchecked', () => {
    const group = [row('a', 'r1'), row('b', 'r1')];
    expect(decideCheck(group, ['a'], true)).toEqual({ updateIds: ['a'], purgeIds: [] });
  });

  it('purges every item of the recipe when the last one is checked', () => {
    const group = [row('a', 'r1', true), row('b', 'r1'), row('c', 'r1', true)];
    const decision = decideCheck(group, ['b'], true);
    expect(decision.updateIds).toEqual([]);
    expect(decision.purgeIds.sort()).toEqual(['a', 'b', 'c']);
  });

  it('purges a one-item recipe as soon as it is checked', () => {
    expect(decideCheck([row('a', 'r1')], ['a'], true)).toEqual({
      updateIds: [],
      purgeIds: ['a'],
    });
  });

  it('never purges on an uncheck, even when the others are checked', () => {
    const group = [row('a', 'r1', true), row('b', 'r1', true)];
    expect(decideCheck(group, ['b'], false)).toEqual({ updateIds: ['b'], purgeIds: [] });
  });

  it('a merged line: purges the completed recipe, updates the rest', () => {
    // Flour of r1 (its last unchecked item) and flour of r2 (r2 still has eggs to buy), plus a
    // manual flour line.
    const group = [
      row('f1', 'r1'),
      row('s1', 'r1', true),
      row('f2', 'r2'),
      row('e2', 'r2'),
      row('fm', null),
    ];
    const decision = decideCheck(group, ['f1', 'f2', 'fm'], true);
    expect(decision.purgeIds.sort()).toEqual(['f1', 's1']);
    expect(decision.updateIds.sort()).toEqual(['f2', 'fm']);
  });

  it('leaves recipes the check does not touch alone, even when they are all checked', () => {
    const group = [row('a', 'r1'), row('x', 'r9', true)];
    expect(decideCheck(group, ['a'], true)).toEqual({ updateIds: [], purgeIds: ['a'] });
  });
});

describe('decideCheck: cupboard rows (decision 012)', () => {
  it('purges a recipe once its rows to buy are checked, its cupboard rows with them', () => {
    const group: CheckableRow[] = [
      row('a', 'r1', true),
      { id: 'salt', recipeId: 'r1', checked: false, inPantry: true },
      row('b', 'r1'),
    ];
    const decision = decideCheck(group, ['b'], true);
    expect(decision.purgeIds.sort()).toEqual(['a', 'b', 'salt']);
  });

  it('keeps the recipe while a row to buy is unchecked, whatever its cupboard rows', () => {
    const group: CheckableRow[] = [
      row('a', 'r1'),
      { id: 'salt', recipeId: 'r1', checked: false, inPantry: true },
      row('b', 'r1'),
    ];
    expect(decideCheck(group, ['b'], true)).toEqual({ updateIds: ['b'], purgeIds: [] });
  });
});
