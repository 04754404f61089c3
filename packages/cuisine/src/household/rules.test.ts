import { describe, expect, it } from 'vitest';
import { attributeRules, householdRulesOf, rulesKey, withExtraRules } from './rules';

describe('householdRulesOf (decision 026)', () => {
  it('unites the members’ rules: known restrictions once, avoided foods trimmed, once whatever their case', () => {
    expect(
      householdRulesOf([
        { restrictions: ['vegetarian', 'none'], avoidedFoods: ['Noix ', 'coriandre'] },
        { restrictions: ['vegetarian', 'paleo', 'glutenFree'], avoidedFoods: ['noix', ' '] },
      ]),
    ).toEqual({ restrictions: ['vegetarian', 'glutenFree'], avoidedFoods: ['Noix', 'coriandre'] });
  });

  it('adds what one question asks to the household’s rules', () => {
    const rules = withExtraRules(
      { restrictions: ['halal'], avoidedFoods: ['Arachide'] },
      { restrictions: ['glutenFree'], avoidedFoods: ['arachide', 'lait'] },
    );
    expect(rules).toEqual({
      restrictions: ['halal', 'glutenFree'],
      avoidedFoods: ['Arachide', 'lait'],
    });
  });

  it('keys the same rules alike whatever their order or case', () => {
    expect(rulesKey({ restrictions: ['vegan', 'halal'], avoidedFoods: ['Noix', 'lait'] })).toBe(
      rulesKey({ restrictions: ['halal', 'vegan'], avoidedFoods: ['lait', 'noix '] }),
    );
  });
});

describe('attributeRules', () => {
  it('lists each rule of the union with the members it comes from', () => {
    const lea = { name: 'Léa', restrictions: ['vegetarian'], avoidedFoods: ['Noix'] };
    const tom = { name: 'Tom', restrictions: ['vegetarian'], avoidedFoods: ['noix', 'lait'] };
    expect(
      attributeRules([lea, tom]).map((rule) => [
        rule.kind === 'restriction' ? rule.restriction : rule.food,
        rule.members.map((m) => m.name),
      ]),
    ).toEqual([
      ['vegetarian', ['Léa', 'Tom']],
      ['Noix', ['Léa', 'Tom']],
      ['lait', ['Tom']],
    ]);
  });
});
