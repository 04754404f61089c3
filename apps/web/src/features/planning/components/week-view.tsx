import type { PlannedMeal } from '@mijote/contracts';
import { addDays } from '@mijote/contracts';
import { clsx } from 'clsx';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp, Plus } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import {
  formatLongDate,
  formatShortWeekday,
  formatWeekRange,
  startOfWeek,
  weekOf,
} from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { usePlannedMeals } from '../api/get-planned-meals';
import { useScheduleBacklogMeal } from '../api/schedule-backlog-meal';
import { mealsOnDates } from '../group-meals-by-date';
import { droppedMeal, isMealDrag } from '../meal-drag';
import { MealCard } from './meal-card';

/**
 * Monday to Sunday, paged week by week (a week view, today highlighted). One
 * request per week (from/to), the previous week kept on screen while the next one loads.
 * Seven columns on wide screens, one day per row on a phone. On a phone the current week opens
 * on today: its past days (five of them on a Saturday) wait behind « Jours passés ».
 */
export function WeekView({
  today,
  onDelete,
  onOpenRecipe,
  onAddOn,
}: {
  today: string;
  onDelete: (meal: PlannedMeal) => void;
  onOpenRecipe: (meal: PlannedMeal) => void;
  onAddOn: (date: string) => void;
}) {
  const { t } = useTranslation();
  const currentMonday = startOfWeek(today);
  const [monday, setMonday] = useState(currentMonday);
  const [isShowingPast, setIsShowingPast] = useState(false);
  const dates = weekOf(monday);
  const pastDays = monday === currentMonday ? dates.filter((date) => date < today).length : 0;
  const isHidingPast = pastDays > 0 && !isShowingPast;
  const meals = usePlannedMeals({ from: monday, to: dates[6] });
  const { showToast } = useToast();
  const schedule = useScheduleBacklogMeal();
  // The day a dish of « À planifier » is being dragged over.
  const [dropDate, setDropDate] = useState<string | null>(null);
  const dropOn = (date: string) => (event: DragEvent) => {
    setDropDate(null);
    const meal = droppedMeal(event);
    if (!meal) return;
    event.preventDefault();
    schedule.mutate(
      { mealId: meal.id, day: { date, time: meal.time } },
      {
        onSuccess: (planned) =>
          showToast({
            title: t('planning.backlog.dialog.done', {
              date: formatLongDate(planned.date),
              time: planned.time,
            }),
            description: planned.recipeTitle,
          }),
        onError: (error) =>
          showToast({ title: errorText(t, errorCodeOf(error)), description: meal.recipeTitle }),
      },
    );
  };
  const days = mealsOnDates(meals.data?.meals ?? [], dates);

  return (
    <section aria-labelledby="week-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2
          id="week-title"
          aria-live="polite"
          className="mr-auto min-w-0 font-serif text-lg font-bold text-fg sm:text-xl"
        >
          {t('planning.week.range', { range: formatWeekRange(monday) })}
        </h2>
        {meals.isFetching ? <Spinner className="text-muted-fg" /> : null}
        {monday !== currentMonday ? (
          <Button variant="ghost" size="sm" onClick={() => setMonday(currentMonday)}>
            {t('planning.week.current')}
          </Button>
        ) : null}
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => setMonday(addDays(monday, -7))}
            aria-label={t('planning.week.previous')}
            title={t('planning.week.previous')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-muted"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => setMonday(addDays(monday, 7))}
            aria-label={t('planning.week.next')}
            title={t('planning.week.next')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-muted"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      {meals.isError ? (
        <Alert>
          <p>{errorText(t, errorCodeOf(meals.error))}</p>
          <button type="button" onClick={() => void meals.refetch()} className="mt-1 underline">
            {t('common.retry')}
          </button>
        </Alert>
      ) : null}

      {pastDays > 0 ? (
        <button
          type="button"
          onClick={() => setIsShowingPast(!isShowingPast)}
          aria-expanded={isShowingPast}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-soft-fg underline-offset-4 hover:underline lg:hidden"
        >
          {isShowingPast ? (
            <ChevronUp className="size-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
          {t(isShowingPast ? 'planning.week.hidePast' : 'planning.week.showPast', {
            count: pastDays,
          })}
        </button>
      ) : null}

      <ol className="grid gap-2 lg:grid-cols-7 lg:gap-2">
        {days.map((day) => {
          const isToday = day.date === today;
          const longDate = formatLongDate(day.date);
          return (
            <li
              key={day.date}
              aria-current={isToday ? 'date' : undefined}
              onDragOver={(event) => {
                if (!isMealDrag(event)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropDate(day.date);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setDropDate((current) => (current === day.date ? null : current));
                }
              }}
              onDrop={dropOn(day.date)}
              className={clsx(
                'flex gap-3 rounded-2xl border p-2.5 lg:min-h-48 lg:flex-col lg:gap-2',
                dropDate === day.date
                  ? 'border-primary bg-primary-soft ring-2 ring-primary'
                  : isToday
                    ? 'border-primary bg-primary-soft/60'
                    : 'border-line bg-surface',
                isHidingPast && day.date < today && 'max-lg:hidden',
              )}
            >
              <div className="flex w-14 shrink-0 flex-col items-center gap-1 lg:w-auto lg:flex-row lg:justify-between">
                <h3 className="flex flex-col items-center leading-tight lg:flex-row lg:items-baseline lg:gap-1.5">
                  <span className="sr-only">{longDate}</span>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'text-xs font-semibold uppercase',
                      isToday ? 'text-primary-soft-fg' : 'text-muted-fg',
                    )}
                  >
                    {formatShortWeekday(day.date)}
                  </span>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'flex size-8 items-center justify-center rounded-full text-base font-bold tabular-nums',
                      isToday ? 'bg-primary text-primary-fg' : 'text-fg',
                    )}
                  >
                    {Number(day.date.slice(8))}
                  </span>
                </h3>
                {isToday ? (
                  <span className="text-[0.65rem] font-semibold text-primary-soft-fg lg:sr-only">
                    {t('planning.today')}
                  </span>
                ) : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                {day.meals.length === 0 ? (
                  <p className="flex flex-1 items-center text-sm text-muted-fg lg:justify-center lg:text-xs">
                    {t('planning.week.noMeal')}
                  </p>
                ) : (
                  day.meals.map((meal) => (
                    <MealCard
                      key={meal.id}
                      meal={meal}
                      onDelete={onDelete}
                      onOpenRecipe={onOpenRecipe}
                      compact
                      titleAs="h4"
                    />
                  ))
                )}
              </div>
              <button
                type="button"
                onClick={() => onAddOn(day.date)}
                aria-label={t('planning.week.addOn', { date: longDate })}
                title={t('planning.week.addOn', { date: longDate })}
                className="inline-flex size-11 shrink-0 items-center justify-center self-center rounded-full text-muted-fg hover:bg-surface-muted hover:text-fg lg:h-9 lg:w-full lg:rounded-xl lg:border lg:border-dashed lg:border-line"
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
