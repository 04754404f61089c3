import type { PlannedMeal } from '@mijote/contracts';

export type MealDay = { date: string; meals: PlannedMeal[] };

/** Date, then time: 'YYYY-MM-DD' and 'HH:MM' sort as text. */
export function compareMeals(a: PlannedMeal, b: PlannedMeal): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) return a.time < b.time ? -1 : 1;
  return a.createdAt.localeCompare(b.createdAt);
}

/**
 * Spec « Planning »: meals grouped by day, days in order, meals of a day by time. The server
 * already orders them; sorting again keeps the rule true whatever the source.
 */
export function groupMealsByDate(meals: readonly PlannedMeal[]): MealDay[] {
  const days: MealDay[] = [];
  for (const meal of [...meals].sort(compareMeals)) {
    const last = days.at(-1);
    if (last?.date === meal.date) last.meals.push(meal);
    else days.push({ date: meal.date, meals: [meal] });
  }
  return days;
}

/** The meals of each of `dates` (a week), in order, an empty list for a day without any. */
export function mealsOnDates(meals: readonly PlannedMeal[], dates: readonly string[]): MealDay[] {
  const byDate = new Map(groupMealsByDate(meals).map((day) => [day.date, day.meals]));
  return dates.map((date) => ({ date, meals: byDate.get(date) ?? [] }));
}
