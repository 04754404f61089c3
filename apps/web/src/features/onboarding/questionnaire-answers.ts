import {
  DEFAULT_PREFERENCES_INPUT as DEFAULTS,
  type PreferencesInput,
  splitFoodList,
} from '@mijote/contracts';
import type { DietaryRestriction, ShoppingFrequency } from '@mijote/cuisine/vocabulary';

// What the questionnaire holds while the user moves between its steps. The foods stay as the
// typed text (so going back shows exactly what was written); they are split only on save.

export const QUESTIONNAIRE_STEPS = ['household', 'restrictions', 'foods', 'frequency'] as const;
export type QuestionnaireStep = (typeof QUESTIONNAIRE_STEPS)[number];

export type QuestionnaireAnswers = {
  adults: number;
  children: number;
  restrictions: DietaryRestriction[];
  preferredFoodsText: string;
  avoidedFoodsText: string;
  shoppingFrequency: ShoppingFrequency;
};

/** Spec 9: 1 adult, 0 children, empty lists, weekly shopping. */
export const DEFAULT_ANSWERS: QuestionnaireAnswers = {
  adults: DEFAULTS.householdSize.adults,
  children: DEFAULTS.householdSize.children,
  restrictions: [],
  preferredFoodsText: '',
  avoidedFoodsText: '',
  shoppingFrequency: DEFAULTS.shoppingFrequency,
};

/** The PUT /api/preferences body (spec 5: foods split on commas, trimmed, empties dropped). */
export function toPreferencesInput(answers: QuestionnaireAnswers): PreferencesInput {
  return {
    householdSize: { adults: answers.adults, children: answers.children },
    restrictions: answers.restrictions,
    preferredFoods: splitFoodList(answers.preferredFoodsText),
    avoidedFoods: splitFoodList(answers.avoidedFoodsText),
    shoppingFrequency: answers.shoppingFrequency,
  };
}
