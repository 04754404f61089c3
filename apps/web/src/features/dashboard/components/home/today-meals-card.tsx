import type { PlannedMeal } from '@mijote/contracts';
import { UtensilsCrossed } from 'lucide-react';
import { CookedButton } from '@/components/cooked-button';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { Portions } from '@/components/recipe/portions';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useCookMeal } from '@/lib/cook-meal';
import { PLANNING_PATH } from '@/lib/planning-handoff';
import { useTranslation } from '@/lib/translation';
import { useDashboardUpcoming } from '../../api/get-dashboard-upcoming';
import { HomeCard } from './home-card';

function MealLine({ meal }: { meal: PlannedMeal }) {
  const { t } = useTranslation();
  const { cook, pendingMealId } = useCookMeal();
  return (
    // On a narrow phone the button goes under the title rather than squeezing it.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <MealTypeIcon type={meal.type} size="sm" />
      <span className="min-w-40 flex-1">
        <span className="line-clamp-2 font-medium break-words text-fg">{meal.recipeTitle}</span>
        <span className="block text-xs text-muted-fg">
          {meal.time} · <Portions servings={meal.servings} /> · {t(`mealTypes.${meal.type}`)}
        </span>
      </span>
      <CookedButton
        meal={meal}
        onCook={cook}
        isBusy={pendingMealId === meal.id}
        className="ml-auto"
      />
    </li>
  );
}

/** « Au menu »: today's and tomorrow's planned meals, linking to the planning. */
export function TodayMealsCard() {
  const { t } = useTranslation();
  const upcoming = useDashboardUpcoming();
  const days = upcoming.data
    ? ([
        ['today', upcoming.data.today],
        ['tomorrow', upcoming.data.tomorrow],
      ] as const)
    : [];
  return (
    <HomeCard
      id="menu-title"
      title={t('dashboard.home.menuTitle')}
      icon={UtensilsCrossed}
      link={{ to: PLANNING_PATH, label: t('dashboard.home.toPlanning') }}
    >
      {upcoming.isPending ? <Spinner className="text-muted-fg" /> : null}
      {upcoming.isError ? <Alert>{t('dashboard.home.upcomingLoadFailed')}</Alert> : null}
      {days.map(([key, date]) => {
        const meals = upcoming.data?.meals.filter((meal) => meal.date === date) ?? [];
        return (
          <div key={key} className="space-y-2">
            <h3 className="text-xs font-bold tracking-wide text-muted-fg uppercase">
              {t(`dashboard.home.${key}`)}
            </h3>
            {meals.length === 0 ? (
              <p className="text-sm text-muted-fg">
                {key === 'today'
                  ? t('dashboard.home.noMealToday')
                  : t('dashboard.home.noMealTomorrow')}
              </p>
            ) : (
              <ul className="space-y-2.5" aria-label={t(`dashboard.home.${key}`)}>
                {meals.map((meal) => (
                  <MealLine key={meal.id} meal={meal} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </HomeCard>
  );
}
