import { DEFAULT_PANTRY } from '@mijote/cuisine';
import { describe, expect, it } from 'vitest';
import { householdContextOf } from './household-context';
import type { MemberContextRow } from './household-repo';

const row = (userId: string, fields: Partial<MemberContextRow> = {}): MemberContextRow => ({
  userId,
  pantry: null,
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  adults: 1,
  children: 0,
  ...fields,
});
const unanswered = (userId: string): MemberContextRow =>
  row(userId, {
    restrictions: null,
    avoidedFoods: null,
    preferredFoods: null,
    adults: null,
    children: null,
  });
const caller = { id: 'lea', householdId: 'h1' };

describe('householdContextOf', () => {
  it('takes the union of the members’ rules, and the caller’s own tastes and portions', () => {
    const context = householdContextOf(caller, [
      row('lea', {
        adults: 2,
        children: 3,
        restrictions: ['vegetarian'],
        preferredFoods: ['tomates'],
        avoidedFoods: ['Coriandre'],
      }),
      row('zoe', {
        restrictions: ['glutenFree', 'none', 'vegetarian'],
        preferredFoods: ['poivrons'],
        avoidedFoods: [' coriandre ', 'noix'],
      }),
    ]);
    expect(context.rules).toEqual({
      restrictions: ['vegetarian', 'glutenFree'],
      avoidedFoods: ['Coriandre', 'noix'],
    });
    expect(context.preferredFoods).toEqual(['tomates']);
    expect(context.portions).toEqual({ adults: 2, children: 3 });
    expect(context.members.map((m) => m.userId)).toEqual(['lea', 'zoe']);
  });

  it('ignores a restriction it does not know rather than failing', () => {
    const context = householdContextOf(caller, [row('lea', { restrictions: ['paleo'] })]);
    expect(context.rules.restrictions).toEqual([]);
  });

  it('leaves out a member who has not answered, and has no portions before the caller answers', () => {
    const context = householdContextOf(caller, [
      unanswered('lea'),
      row('zoe', { avoidedFoods: ['arachide'] }),
    ]);
    expect(context.portions).toBeNull();
    expect(context.preferredFoods).toEqual([]);
    expect(context.members.map((m) => m.userId)).toEqual(['zoe']);
    expect(context.rules.avoidedFoods).toEqual(['arachide']);
  });

  it('reads the saved pantry, or the default list', () => {
    expect(householdContextOf(caller, [row('lea')]).pantry).toEqual([...DEFAULT_PANTRY]);
    expect(householdContextOf(caller, [row('lea', { pantry: ['sel'] })]).pantry).toEqual(['sel']);
    expect(householdContextOf(caller, [row('lea', { pantry: [] })]).pantry).toEqual([]);
  });
});
