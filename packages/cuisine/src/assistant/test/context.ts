import type { AssistantContext, AssistantHousehold, AssistantIntent } from '../types';
import type { Check } from './checks';

// The household and data every question of the table is asked against, unless a case
// overrides part of it.

/** Monday 13 January 2025. */
export const TODAY = '2025-01-13';

export const BASE_HOUSEHOLD: AssistantHousehold = {
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  size: { adults: 2, children: 2 },
};

export const BASE_CONTEXT: AssistantContext = {
  today: TODAY,
  household: BASE_HOUSEHOLD,
  fridge: [
    { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: '2025-01-15' },
    { name: 'œufs', quantity: 6, unit: 'unité', expirationDate: '2025-01-20' },
    { name: 'lait', quantity: 1, unit: 'l', expirationDate: '2025-01-12' },
    { name: 'gruyère', quantity: 200, unit: 'g', expirationDate: null },
    { name: 'poireaux', quantity: 2, unit: 'unité', expirationDate: '2025-01-14' },
    { name: 'crème fraîche', quantity: 20, unit: 'cl', expirationDate: '2025-01-16' },
  ],
  planning: [],
  shoppingList: [{ name: 'Beurre', quantity: '250', unit: 'g', checked: false }],
  recentRecipeIds: ['plat-gratin-dauphinois'],
};

export type AssistantCase = {
  question: string;
  intent: AssistantIntent;
  check: Check;
  household?: Partial<AssistantHousehold>;
  context?: Partial<Omit<AssistantContext, 'household'>>;
};

export function contextOf(testCase: AssistantCase): AssistantContext {
  return {
    ...BASE_CONTEXT,
    ...testCase.context,
    household: { ...BASE_HOUSEHOLD, ...testCase.household },
  };
}

export const vegetarian: Partial<AssistantHousehold> = { restrictions: ['vegetarian'] };
