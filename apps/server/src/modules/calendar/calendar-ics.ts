import { instantOf, type PlannedMeal } from '@mijote/contracts';
import { MEAL_TYPE_NAMES } from '@mijote/cuisine/vocabulary';
import ical from 'ical-generator';

// The feed's iCalendar text (decision 037). What calendar apps are known to trip on is avoided:
// VERSION:2.0 and a PRODID always, a UID per meal that neither a new request nor a renamed recipe
// changes, and events at their planned time — never a bare date read as midnight.

/** A meal's length when its recipe says nothing (a meal typed by hand): one hour at the table. */
export const DEFAULT_MEAL_MINUTES = 60;
/** The shortest event: a 5-minute drink would be a line too thin to tap in a day view. */
export const MIN_MEAL_MINUTES = 15;
/** How often a calendar app should fetch the feed again. */
const REFRESH_SECONDS = 60 * 60;

/** The UID of a meal's event: the meal's id never changes, whatever happens to its title. */
export const mealEventUid = (mealId: string) => `${mealId}@mijote`;

export function mealMinutes(meal: Pick<PlannedMeal, 'recipe'>): number {
  const preparation = meal.recipe?.preparationTime ?? 0;
  return preparation > 0 ? Math.max(preparation, MIN_MEAL_MINUTES) : DEFAULT_MEAL_MINUTES;
}

export type FeedOptions = {
  /** The app's address (PUBLIC_URL): each event links back to the planning. */
  appUrl: string;
  /** DTSTAMP of every event: when the feed was written. */
  now: Date;
};

export function renderCalendarFeed(meals: readonly PlannedMeal[], options: FeedOptions): string {
  const planningUrl = `${options.appUrl}/dashboard/planning`;
  const calendar = ical({
    name: 'Mijote · Repas planifiés',
    description: 'Les repas planifiés de votre foyer dans Mijote.',
    prodId: { company: 'Mijote', product: 'Repas planifies', language: 'FR' },
    url: planningUrl,
    ttl: REFRESH_SECONDS,
  });
  for (const meal of meals) {
    // Written in UTC: the instant of the planned Zurich time, so no VTIMEZONE is needed and the
    // server's own zone plays no part. Each app shows it at the household's hour.
    const start = instantOf(meal.date, meal.time);
    const typeName = MEAL_TYPE_NAMES[meal.type];
    calendar.createEvent({
      id: mealEventUid(meal.id),
      start,
      end: new Date(start.getTime() + mealMinutes(meal) * 60_000),
      stamp: options.now,
      summary: `${meal.recipeTitle} (${typeName})`,
      description: `${typeName} pour ${meal.servings} pers.\nDans Mijote : ${planningUrl}`,
      url: planningUrl,
    });
  }
  return calendar.toString();
}
