// The suggestions' public face: a catalogue recipe as a card, for the home's priority recipes.
export { catalogueRecipeOf } from './catalogue-engine';
export { suggestionHouseholdOf } from './suggestion-household';
