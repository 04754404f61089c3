import type { BacklogMeal } from '@mijote/contracts';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { OnceAsked } from '@/components/once-asked';
import { Portions } from '@/components/recipe/portions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useDeleteBacklogMeal } from '../api/delete-backlog-meal';
import { useBacklogMeals } from '../api/get-backlog-meals';
import { startMealDrag } from '../meal-drag';
import { ScheduleMealDialog } from './schedule-meal-dialog';

/**
 * « À planifier » (docs/product.md, Planning): the household's dishes without a day, oldest
 * first, each given one with « Choisir un jour » (it then leaves this list for the week) or
 * removed.
 */
export function BacklogSection() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const backlog = useBacklogMeals();
  const [mealToSchedule, setMealToSchedule] = useState<BacklogMeal | null>(null);
  const [mealToDelete, setMealToDelete] = useState<BacklogMeal | null>(null);
  const deleteMeal = useDeleteBacklogMeal();

  const closeDelete = () => {
    setMealToDelete(null);
    deleteMeal.reset();
  };
  const confirmDelete = () => {
    if (!mealToDelete || deleteMeal.isPending) return;
    deleteMeal.mutate(mealToDelete.id, {
      onSuccess: () => {
        showToast({ title: t('planning.backlog.deleted'), description: mealToDelete.recipeTitle });
        closeDelete();
      },
    });
  };

  return (
    <section
      aria-labelledby="backlog-title"
      className="space-y-3 rounded-2xl border border-dashed border-line bg-surface-muted/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="backlog-title" className="font-serif text-lg font-bold text-fg">
          {t('planning.backlog.title')}
        </h2>
        <p className="text-sm text-muted-fg">{t('planning.backlog.text')}</p>
      </div>
      {backlog.isPending ? (
        <div className="flex justify-center py-4 text-muted-fg" role="status">
          <Spinner className="size-5" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : backlog.isError ? (
        <Alert>
          <p>{errorText(t, errorCodeOf(backlog.error))}</p>
          <button type="button" onClick={() => void backlog.refetch()} className="mt-1 underline">
            {t('common.retry')}
          </button>
        </Alert>
      ) : backlog.data.meals.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('planning.backlog.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {backlog.data.meals.map((meal) => (
            <li key={meal.id}>
              <BacklogEntry meal={meal} onSchedule={setMealToSchedule} onDelete={setMealToDelete} />
            </li>
          ))}
        </ul>
      )}

      <OnceAsked asked={mealToSchedule !== null}>
        <ScheduleMealDialog
          meal={mealToSchedule}
          onOpenChange={(open) => !open && setMealToSchedule(null)}
        />
      </OnceAsked>
      <ConfirmDialog
        open={mealToDelete !== null}
        onOpenChange={(open) => !open && closeDelete()}
        title={t('planning.backlog.deleteTitle')}
        description={
          mealToDelete ? t('planning.backlog.deleteText', { title: mealToDelete.recipeTitle }) : ''
        }
        confirmLabel={t('planning.deleteConfirm')}
        onConfirm={confirmDelete}
        isLoading={deleteMeal.isPending}
        error={deleteMeal.isError ? errorText(t, errorCodeOf(deleteMeal.error)) : null}
      />
    </section>
  );
}

function BacklogEntry({
  meal,
  onSchedule,
  onDelete,
}: {
  meal: BacklogMeal;
  onSchedule: (meal: BacklogMeal) => void;
  onDelete: (meal: BacklogMeal) => void;
}) {
  const { t } = useTranslation();
  const deleteLabel = t('planning.deleteMeal', { title: meal.recipeTitle });
  return (
    <article
      aria-label={meal.recipeTitle}
      // With a mouse, the dish can be dropped on a day of the week view (meal-drag.ts).
      draggable
      onDragStart={(event) => startMealDrag(event, meal)}
      title={t('planning.backlog.dragHint')}
      // A phone puts the buttons on their own line, so the title keeps the card's width.
      className="grid cursor-grab grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface p-3 shadow-xs active:cursor-grabbing sm:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <MealTypeIcon type={meal.type} size="sm" />
      <div>
        <h3 className="font-semibold break-words text-fg">{meal.recipeTitle}</h3>
        <p className="text-xs text-muted-fg sm:text-sm">
          <Portions servings={meal.servings} />
          <span aria-hidden="true"> · </span>
          {t(`mealTypes.${meal.type}`)}
        </p>
      </div>
      <div className="col-span-2 flex items-center justify-end gap-1 sm:col-span-1">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onSchedule(meal)}
          aria-label={t('planning.backlog.scheduleFor', { title: meal.recipeTitle })}
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t('planning.backlog.schedule')}
        </Button>
        <button
          type="button"
          onClick={() => onDelete(meal)}
          aria-label={deleteLabel}
          title={deleteLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-fg transition-colors hover:bg-danger-soft hover:text-danger"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
