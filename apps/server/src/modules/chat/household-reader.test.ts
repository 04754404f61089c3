import { describe, expect, it } from 'vitest';
import { householdContextOf } from '../household';
import { chatHouseholdOf, planningWindow } from './household-reader';

describe('chatHouseholdOf', () => {
  it('cooks for the household’s rules and the caller’s own tastes and size', () => {
    const context = householdContextOf({ id: 'lea', householdId: 'h' }, [
      {
        userId: 'lea',
        pantry: null,
        restrictions: ['vegetarian'],
        avoidedFoods: ['Coriandre'],
        preferredFoods: ['tomates'],
        adults: 2,
        children: 3,
      },
      {
        userId: 'zoe',
        pantry: null,
        restrictions: ['glutenFree'],
        avoidedFoods: ['noix'],
        preferredFoods: ['poivrons'],
        adults: 1,
        children: 0,
      },
    ]);
    expect(chatHouseholdOf(context)).toEqual({
      restrictions: ['vegetarian', 'glutenFree'],
      avoidedFoods: ['Coriandre', 'noix'],
      preferredFoods: ['tomates'],
      size: { adults: 2, children: 3 },
    });
  });
});

describe('planningWindow', () => {
  it('reads from a week back to three weeks ahead', () => {
    expect(planningWindow('2026-03-02')).toEqual({ from: '2026-02-23', to: '2026-03-23' });
  });
});
