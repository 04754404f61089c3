import { describe, expect, it } from 'vitest';
import { addDays } from '../assistant/dates';
import { seededRandom } from '../assistant/random';
import { checkCompliance } from '../compliance';
import { aHouseholdRecipe as ownRecipe } from '../own-recipes/test/household-recipes';
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

  it('proposes the household’s own main dishes that keep today’s rules, as it would a favourite', () => {
    const rules = { restrictions: ['vegetarian' as const], avoidedFoods: [] };
    const ownRecipes = [
      ownRecipe({ id: 'maison_gratin' }),
      // Saved before a member became vegetarian: today's rules leave it out.
      ownRecipe({ id: 'maison_quiche', title: 'Quiche', ingredients: ['200 g de lardons'] }),
      // Kept despite the rules: cooked on purpose, never proposed.
      ownRecipe({ id: 'maison_gardee', title: 'Tarte gardée', keptDespiteRules: true }),
      ownRecipe({ id: 'maison_crumble', title: 'Crumble', type: 'dessert' }),
    ];
    const proposal = proposeWeek(request({ rules, ownRecipes }));
    const gratin = proposal.picks.find((pick) => pick.recipe.id === 'maison_gratin');
    expect(gratin?.isOwnRecipe).toBe(true);
    expect(gratin?.isFavorite).toBe(false);
    const offered = proposal.picks.flatMap((pick) => [pick.recipe, ...pick.alternatives]);
    for (const id of ['maison_quiche', 'maison_gardee', 'maison_crumble']) {
      expect(offered.map((recipe) => recipe.id)).not.toContain(id);
    }
    for (const pick of proposal.picks) {
      if (pick.recipe.id !== 'maison_gratin') expect(pick.isOwnRecipe).toBe(false);
    }
  });

  it('reads an own recipe’s lines: the fridge’s food it names is used before its date', () => {
    const proposal = proposeWeek(
      request({
        ownRecipes: [ownRecipe({ id: 'maison_gratin' })],
        fridge: [{ name: 'Mozzarella', expirationDate: addDays(TODAY, 1) }],
      }),
    );
    const gratin = proposal.picks.find((pick) => pick.recipe.id === 'maison_gratin');
    expect(gratin?.fridgeFoods).toEqual(['mozzarella']);
    expect(gratin!.date <= addDays(TODAY, 1)).toBe(true);
  });
});
