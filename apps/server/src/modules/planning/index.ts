// The planning's public face: the meals ahead, and the assistant's confirmed proposals.
export { planProposedMeals } from './plan-proposals';
export { isDated, listPlannedMeals } from './planning-repo';
export { toBacklogMeal, toPlannedMeal } from './planning-service';
