import type { PlannedMeal } from '@mijote/contracts';
import { clsx } from 'clsx';
import { CalendarRange, List, Plus, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InTurn } from '@/components/in-turn';
import { OnceAsked } from '@/components/once-asked';
import { RecipeDialogOnDemand } from '@/components/recipe/recipe-dialog-on-demand';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { todayIsoDate } from '@/lib/dates';
import { readPlanningHandoff } from '@/lib/planning-handoff';
import { useTranslation } from '@/lib/translation';
import { usePlannedMeals } from '../api/get-planned-meals';
import { defaultMealForm, mealFormFrom } from '../meal-form';
import { AddMealDialog, type MealFormStart } from './add-meal-dialog';
import { BacklogSection } from './backlog-section';
import { PlanWeekDialog } from './plan-week-dialog';
import { RemoveMealDialog } from './remove-meal-dialog';
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
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<PlanningView>('list');
  const [formStart, setFormStart] = useState<MealFormStart | null>(null);
  // Deleted, sent back to « À planifier », or (a recurring meal's) skipped or stopped.
  const [mealToRemove, setMealToRemove] = useState<PlannedMeal | null>(null);
  const [isPlanningWeek, setIsPlanningWeek] = useState(false);
  // A meal planned from a recipe shows that recipe as it was planned.
  const [openedMeal, setOpenedMeal] = useState<PlannedMeal | null>(null);
  const today = todayIsoDate();
  // The list's own query (UpcomingMeals reads the same): the sections under the meals wait for
  // it, or they would paint first and be pushed down a screen when the meals come.
  const isFirstLoad = usePlannedMeals({ from: today }).isPending;

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
          onDelete={setMealToRemove}
          onOpenRecipe={setOpenedMeal}
          onAdd={() => openForm()}
        />
      ) : (
        <WeekView
          today={today}
          onDelete={setMealToRemove}
          onOpenRecipe={setOpenedMeal}
          onAddOn={openForm}
        />
      )}

      {/* Below the meals, each in a turn of its own when the app opens here (InTurn). */}
      {isFirstLoad ? null : (
        <>
          <InTurn>
            <SeriesSection />
          </InTurn>
          <InTurn>
            <BacklogSection />
          </InTurn>
          <InTurn>{aside}</InTurn>
        </>
      )}

      {/* Closed: drawn when first asked for. */}
      <RecipeDialogOnDemand
        recipe={openedMeal?.recipe ?? null}
        onOpenChange={(open) => !open && setOpenedMeal(null)}
      />
      <OnceAsked asked={isPlanningWeek}>
        <PlanWeekDialog open={isPlanningWeek} onOpenChange={setIsPlanningWeek} />
      </OnceAsked>
      <OnceAsked asked={formStart !== null}>
        <AddMealDialog start={formStart} onOpenChange={(open) => !open && setFormStart(null)} />
      </OnceAsked>
      <OnceAsked asked={mealToRemove !== null}>
        <RemoveMealDialog meal={mealToRemove} onClose={() => setMealToRemove(null)} />
      </OnceAsked>
    </section>
  );
}
