// The planning's public face: the meals ahead, and the assistant's confirmed proposals.
export { planProposedMeals } from './plan-proposals';
export { plannedDays } from './planned-days';
export { isDated } from './planning-repo';
export { toBacklogMeal, toPlannedMeal } from './planning-service';
export { listMealSeries, toMealSeries } from './series-repo';
