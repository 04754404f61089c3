import type { PreferencesInput, Profile, ProfileInput } from '@mijote/contracts';
import type { DietaryRestriction, ShoppingFrequency } from '@mijote/cuisine/vocabulary';

// What the settings form holds while the user edits it: the profile's names and the
// questionnaire's answers. One save sends both (spec « Paramètres »: a save button).

export type SettingsDraft = {
  firstName: string;
  lastName: string;
  adults: number;
  children: number;
  restrictions: DietaryRestriction[];
  preferredFoods: string[];
  avoidedFoods: string[];
  shoppingFrequency: ShoppingFrequency;
};

/** The answers a draft is made of: the saved ones, or the spec's defaults when none exist. */
export type PreferenceAnswers = Required<
  Pick<
    PreferencesInput,
    'householdSize' | 'restrictions' | 'preferredFoods' | 'avoidedFoods' | 'shoppingFrequency'
  >
>;

export function draftOf(profile: Profile, answers: PreferenceAnswers): SettingsDraft {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    adults: answers.householdSize.adults,
    children: answers.householdSize.children,
    restrictions: [...answers.restrictions],
    preferredFoods: [...answers.preferredFoods],
    avoidedFoods: [...answers.avoidedFoods],
    shoppingFrequency: answers.shoppingFrequency,
  };
}

export function toProfileInput(draft: SettingsDraft): ProfileInput {
  return { firstName: draft.firstName, lastName: draft.lastName };
}

/** Every answer: valid for PATCH (the settings) and for PUT (a first save) alike. */
export function toPreferencesInput(draft: SettingsDraft): PreferencesInput {
  return {
    householdSize: { adults: draft.adults, children: draft.children },
    restrictions: draft.restrictions,
    preferredFoods: draft.preferredFoods,
    avoidedFoods: draft.avoidedFoods,
    shoppingFrequency: draft.shoppingFrequency,
  };
}
