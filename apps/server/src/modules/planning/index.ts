// The planning's public face: the meals ahead, and the assistant's confirmed proposals.
export { planProposedMeals } from './plan-proposals';
export { listPlannedMeals } from './planning-repo';
export { toPlannedMeal } from './planning-service';
