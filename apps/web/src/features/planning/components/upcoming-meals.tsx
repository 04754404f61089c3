import { addDays, type PlannedMeal } from '@mijote/contracts';
import { CalendarDays, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { usePlannedMeals } from '../api/get-planned-meals';
import { groupMealsByDate } from '../group-meals-by-date';
import { MealCard } from './meal-card';

/**
 * The spec's list: meals grouped under their long French date, from today on (past weeks are
 * in the week view, so the list stays about what is coming), or 'Aucun repas planifié'.
 */
export function UpcomingMeals({
  today,
  onDelete,
  onOpenRecipe,
  onAdd,
}: {
  today: string;
  onDelete: (meal: PlannedMeal) => void;
  onOpenRecipe: (meal: PlannedMeal) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const meals = usePlannedMeals({ from: today });
  const tomorrow = addDays(today, 1);

  if (meals.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-fg" role="status">
        <Spinner className="size-6" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (meals.isError) {
    return (
      <Alert>
        <p>{errorText(t, errorCodeOf(meals.error))}</p>
        <button type="button" onClick={() => void meals.refetch()} className="mt-1 underline">
          {t('common.retry')}
        </button>
      </Alert>
    );
  }

  const days = groupMealsByDate(meals.data.meals);
  if (days.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title={t('planning.empty')}
        text={t('planning.emptyText')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onAdd}>
              <Plus className="size-4" aria-hidden="true" />
              {t('planning.addMeal')}
            </Button>
            <Link to="/dashboard/feed" className={buttonClasses('secondary')}>
              <Sparkles className="size-4" aria-hidden="true" />
              {t('planning.toSuggestions')}
            </Link>
          </div>
        }
      />
    );
  }

  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="space-y-2.5">
          <h2
            id={`day-${day.date}`}
            className="flex flex-wrap items-center gap-2 font-serif text-lg font-bold text-fg"
          >
            {formatLongDate(day.date)}
            {day.date === today || day.date === tomorrow ? (
              <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-sans text-xs font-semibold text-primary-soft-fg">
                {day.date === today ? t('planning.today') : t('planning.tomorrow')}
              </span>
            ) : null}
          </h2>
          <ul className="space-y-2">
            {day.meals.map((meal) => (
              <li key={meal.id}>
                <MealCard meal={meal} onDelete={onDelete} onOpenRecipe={onOpenRecipe} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
