// The suggestions' public face: a catalogue recipe as a card, for the home's priority recipes;
// what a suggestion is built for and the household's recent ones, for « Planifier la semaine ».
export { catalogueRecipeOf } from './catalogue-engine';
export { suggestionHouseholdOf } from './suggestion-household';
export { listRecentSuggestions } from './suggestions-repo';
