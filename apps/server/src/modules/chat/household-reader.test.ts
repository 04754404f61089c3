import { describe, expect, it } from 'vitest';
import { chatHouseholdOf, planningWindow } from './household-reader';

const member = (
  userId: string,
  fields: Partial<Parameters<typeof chatHouseholdOf>[1][0]> = {},
) => ({
  userId,
  adults: 1,
  children: 0,
  dietaryRestrictions: [],
  preferredFoods: [],
  avoidedFoods: [],
  ...fields,
});

describe('chatHouseholdOf', () => {
  it('takes the union of the members’ rules, and the caller’s own tastes and size', () => {
    const household = chatHouseholdOf('lea', [
      member('lea', {
        adults: 2,
        children: 3,
        dietaryRestrictions: ['vegetarian'],
        preferredFoods: ['tomates'],
        avoidedFoods: ['Coriandre'],
      }),
      member('zoe', {
        dietaryRestrictions: ['glutenFree', 'none', 'vegetarian'],
        preferredFoods: ['poivrons'],
        avoidedFoods: [' coriandre ', 'noix'],
      }),
    ]);
    expect(household).toEqual({
      restrictions: ['vegetarian', 'glutenFree'],
      avoidedFoods: ['Coriandre', 'noix'],
      preferredFoods: ['tomates'],
      size: { adults: 2, children: 3 },
    });
  });

  it('ignores a restriction it does not know rather than failing', () => {
    const household = chatHouseholdOf('lea', [member('lea', { dietaryRestrictions: ['paleo'] })]);
    expect(household.restrictions).toEqual([]);
  });
});

describe('planningWindow', () => {
  it('reads from a week back to three weeks ahead', () => {
    expect(planningWindow('2026-03-02')).toEqual({ from: '2026-02-23', to: '2026-03-23' });
  });
});
