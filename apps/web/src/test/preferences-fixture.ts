import type { Preferences } from '@mijote/contracts';

/**
 * A GET /api/preferences answer for component tests: the questionnaire's answers as the server
 * keeps them, with the recipe defaults it adds (spec section 9) and the time of the last save.
 */
export function somePreferences(overrides: Partial<Preferences> = {}): Preferences {
  return {
    householdSize: { adults: 2, children: 1 },
    restrictions: ['vegetarian'],
    preferredFoods: ['tomates'],
    avoidedFoods: ['coriandre'],
    shoppingFrequency: 'weekly',
    difficulty: 'facile',
    servings: 4,
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
