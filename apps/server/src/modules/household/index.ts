// The household's public face: its context (members, rules, portions, pantry) for every module
// that cooks for it.
export { householdContextOf, loadHouseholdContext } from './household-context';
export { householdPantryCheck } from './pantry-service';
