import { describe, expect, it } from 'vitest';
import { getRecipe } from '../../catalogue';
import { isInSeason } from '../../seasons';
import { answerOffline } from '../answer-offline';
import { BASE_CONTEXT, BASE_HOUSEHOLD } from '../test/context';

// « Planifier la semaine » from the catalogue (decision 034): December's dinners are dishes of
// the month, and a family with children is not planned a dish that does not suit them.

function plannedDishes(children: number, preferredFoods: string[] = []) {
  const reply = answerOffline('planifie mes dîners de la semaine', {
    ...BASE_CONTEXT,
    today: '2026-12-07',
    recentRecipeIds: [],
    household: { ...BASE_HOUSEHOLD, preferredFoods, size: { adults: 2, children } },
  });
  return reply.recipeIds.map((id) => getRecipe(id)!);
}

describe('the week’s plan', () => {
  it('plans dishes in season in December', () => {
    const dishes = plannedDishes(2);
    expect(dishes).toHaveLength(7);
    expect(dishes.filter((r) => !isInSeason(r, 12)).map((r) => r.id)).toEqual([]);
  });

  it('plans only dishes that suit children for a family with children, whatever it likes', () => {
    // Fondue, croûte au fromage and malakoffs are December dishes of wine and kirsch.
    const liked = ['kirsch', 'vin blanc', 'gruyère'];
    const forAdults = (dishes: ReturnType<typeof plannedDishes>) =>
      dishes.filter((r) => r.family?.suitsChildren === false).map((r) => r.id);
    expect(forAdults(plannedDishes(2, liked))).toEqual([]);
    expect(forAdults(plannedDishes(0, liked))).not.toEqual([]);
  });
});
