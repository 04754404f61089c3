import type { PlannedMeal } from '@mijote/contracts';
import { clsx } from 'clsx';
import { CalendarRange, List, Plus, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RecipeDialog } from '@/components/recipe/recipe-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { useToast } from '@/components/ui/toast';
import { formatLongDate, todayIsoDate } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { readPlanningHandoff } from '@/lib/planning-handoff';
import { useDeletePlannedMeal } from '../api/delete-planned-meal';
import { defaultMealForm, mealFormFrom } from '../meal-form';
import { AddMealDialog, type MealFormStart } from './add-meal-dialog';
import { BacklogSection } from './backlog-section';
import { DeleteOccurrenceDialog } from './delete-occurrence-dialog';
import { PlanWeekDialog } from './plan-week-dialog';
import { SeriesSection } from './series-section';
import { UpcomingMeals } from './upcoming-meals';
import { WeekView } from './week-view';

type PlanningView = 'list' | 'week';

/**
 * /dashboard/planning: 'Planning des repas' (spec section 2). `aside` is what the app adds under
 * the meals from other features (the calendar feed).
 */
export function PlanningPage({ aside }: { aside?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<PlanningView>('list');
  const [formStart, setFormStart] = useState<MealFormStart | null>(null);
  const [mealToDelete, setMealToDelete] = useState<PlannedMeal | null>(null);
  // An occurrence of a recurring meal: skip it, or stop the series from its day.
  const [occurrenceToDelete, setOccurrenceToDelete] = useState<PlannedMeal | null>(null);
  const askDelete = (meal: PlannedMeal) =>
    meal.seriesId ? setOccurrenceToDelete(meal) : setMealToDelete(meal);
  const [isPlanningWeek, setIsPlanningWeek] = useState(false);
  // A meal planned from a recipe shows that recipe as it was planned.
  const [openedMeal, setOpenedMeal] = useState<PlannedMeal | null>(null);
  const deleteMeal = useDeletePlannedMeal();
  const today = todayIsoDate();

  // Opened from a recipe (or the home's quick action): prefill and open the form, then clear
  // the navigation state so that a reload or a Back does not open it again (spec section 2).
  useEffect(() => {
    const handoff = readPlanningHandoff(location.state);
    if (!handoff) return;
    setFormStart({
      values: mealFormFrom(handoff, todayIsoDate()),
      recipe: { recipeId: handoff.recipeId, recipe: handoff.recipe },
    });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  const openForm = (date = todayIsoDate()) =>
    setFormStart({ values: { ...defaultMealForm(todayIsoDate()), date }, recipe: {} });

  const closeDelete = () => {
    setMealToDelete(null);
    deleteMeal.reset();
  };

  const confirmDelete = () => {
    if (!mealToDelete || deleteMeal.isPending) return;
    deleteMeal.mutate(mealToDelete.id, {
      onSuccess: () => {
        showToast({ title: t('planning.deleted'), description: mealToDelete.recipeTitle });
        closeDelete();
      },
    });
  };

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.planning')}
        description={t('planning.subtitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsPlanningWeek(true)}>
              <Sparkles className="size-4" aria-hidden="true" />
              {t('planning.plan.open')}
            </Button>
            <Button onClick={() => openForm()}>
              <Plus className="size-4" aria-hidden="true" />
              {t('planning.addMeal')}
            </Button>
          </>
        }
      />

      <fieldset className="inline-flex rounded-full border border-line bg-surface p-1">
        <legend className="sr-only">{t('planning.viewLabel')}</legend>
        {(
          [
            ['list', List],
            ['week', CalendarRange],
          ] as const
        ).map(([key, Icon]) => (
          <button
            key={key}
            type="button"
            aria-pressed={view === key}
            onClick={() => setView(key)}
            className={clsx(
              'inline-flex min-h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors',
              view === key ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-muted',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`planning.views.${key}`)}
          </button>
        ))}
      </fieldset>

      {view === 'list' ? (
        <UpcomingMeals
          today={today}
          onDelete={askDelete}
          onOpenRecipe={setOpenedMeal}
          onAdd={() => openForm()}
        />
      ) : (
        <WeekView
          today={today}
          onDelete={askDelete}
          onOpenRecipe={setOpenedMeal}
          onAddOn={openForm}
        />
      )}

      <SeriesSection />

      <BacklogSection />

      {aside}

      <RecipeDialog
        recipe={openedMeal?.recipe ?? null}
        onOpenChange={(open) => !open && setOpenedMeal(null)}
      />

      <PlanWeekDialog open={isPlanningWeek} onOpenChange={setIsPlanningWeek} />

      <AddMealDialog start={formStart} onOpenChange={(open) => !open && setFormStart(null)} />

      <DeleteOccurrenceDialog
        meal={occurrenceToDelete}
        onClose={() => setOccurrenceToDelete(null)}
      />

      <ConfirmDialog
        open={mealToDelete !== null}
        onOpenChange={(open) => !open && closeDelete()}
        title={t('planning.deleteTitle')}
        description={
          mealToDelete
            ? t('planning.deleteText', {
                title: mealToDelete.recipeTitle,
                date: formatLongDate(mealToDelete.date),
                time: mealToDelete.time,
              })
            : ''
        }
        confirmLabel={t('planning.deleteConfirm')}
        onConfirm={confirmDelete}
        isLoading={deleteMeal.isPending}
        error={deleteMeal.isError ? errorText(t, errorCodeOf(deleteMeal.error)) : null}
      />
    </section>
  );
}
