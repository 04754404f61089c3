import { describe, expect, it } from 'vitest';
import { addDays } from '../assistant/dates';
import { seededRandom } from '../assistant/random';
import { checkCompliance } from '../compliance';
import { proposeWeek, type WeekProposalRequest } from './propose-week';

const TODAY = '2026-11-30';

function request(fields: Partial<WeekProposalRequest> = {}): WeekProposalRequest {
  return {
    today: TODAY,
    days: 7,
    rules: { restrictions: [], avoidedFoods: [] },
    preferredFoods: [],
    servings: 4,
    hasChildren: false,
    favoriteIds: [],
    suggestedIds: [],
    fridge: [],
    planned: [],
    random: seededRandom('semaine'),
    ...fields,
  };
}

describe('proposeWeek', () => {
  it('fills the free evenings only, and leaves a planned dinner as it is', () => {
    const proposal = proposeWeek(
      request({
        planned: [
          { date: addDays(TODAY, 2), time: '19:30', recipeId: 'x' },
          // A lunch does not take the evening.
          { date: addDays(TODAY, 3), time: '12:00', recipeId: 'y' },
        ],
      }),
    );
    expect(proposal.plannedDates).toEqual([addDays(TODAY, 2)]);
    expect(proposal.picks.map((pick) => pick.date)).toEqual(
      [0, 1, 3, 4, 5, 6].map((days) => addDays(TODAY, days)),
    );
    for (const pick of proposal.picks) expect(pick.alternatives.length).toBe(3);
  });

  it('proposes only dishes the household’s rules allow, none planned the week before', () => {
    const rules = { restrictions: ['vegetarian' as const], avoidedFoods: ['champignon'] };
    const first = proposeWeek(request({ rules }));
    const recent = first.picks.slice(0, 3).map((pick) => pick.recipe.id);
    const next = proposeWeek(
      request({
        rules,
        planned: recent.map((recipeId, index) => ({
          date: addDays(TODAY, index - 5),
          time: '19:00',
          recipeId,
        })),
      }),
    );
    for (const proposal of [first, next]) {
      for (const pick of proposal.picks) {
        expect(checkCompliance(pick.recipe, rules).ok, pick.recipe.title).toBe(true);
        for (const other of pick.alternatives) expect(checkCompliance(other, rules).ok).toBe(true);
      }
    }
    for (const pick of next.picks) expect(recent).not.toContain(pick.recipe.id);
  });
});
