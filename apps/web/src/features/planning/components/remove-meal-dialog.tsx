import type { PlannedMeal } from '@mijote/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { formatLongDate } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useDeletePlannedMeal } from '../api/delete-planned-meal';
import { useMealSeries, useStopMealSeries } from '../api/meal-series';
import { useUnscheduleMeal } from '../api/unschedule-meal';
import { seriesEvery } from '../series-text';

/**
 * Taking a meal off its day. A meal of its own is deleted, or sent back to « À planifier » (not
 * once cooked); an occurrence of a recurring meal is skipped (« Seulement celui-ci », the series
 * goes on) or ends the series from its day (« Celui-ci et les suivants »). « Annuler » has the
 * focus, so Enter removes nothing.
 */
export function RemoveMealDialog({
  meal,
  onClose,
}: {
  /** null: closed. */
  meal: PlannedMeal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const series = useMealSeries();
  const remove = useDeletePlannedMeal();
  const stop = useStopMealSeries();
  const unschedule = useUnscheduleMeal();
  const mutations = [remove, stop, unschedule];
  const close = () => {
    for (const mutation of mutations) mutation.reset();
    onClose();
  };
  const failed = mutations.find((mutation) => mutation.isError)?.error ?? null;
  const isBusy = mutations.some((mutation) => mutation.isPending);
  const done = (title: string) => () => {
    if (meal) showToast({ title, description: meal.recipeTitle });
    close();
  };

  const running = series.data?.series.find((s) => s.id === meal?.seriesId);
  const isOccurrence = Boolean(meal?.seriesId);
  const description = !meal
    ? ''
    : isOccurrence
      ? t('planning.series.deleteText', {
          title: meal.recipeTitle,
          every: seriesEvery(t, {
            startsOn: running?.startsOn ?? meal.date,
            everyWeeks: running?.everyWeeks ?? 1,
          }),
          date: formatLongDate(meal.date),
        })
      : t('planning.deleteText', {
          title: meal.recipeTitle,
          date: formatLongDate(meal.date),
          time: meal.time,
        });

  return (
    <Dialog
      open={meal !== null}
      onOpenChange={(open) => !open && close()}
      title={isOccurrence ? t('planning.series.deleteTitle') : t('planning.deleteTitle')}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          {meal && isOccurrence ? (
            <Button
              variant="secondary"
              disabled={isBusy}
              isLoading={stop.isPending}
              onClick={() =>
                meal.seriesId &&
                stop.mutate(
                  { seriesId: meal.seriesId, from: meal.date },
                  { onSuccess: done(t('planning.series.stopped')) },
                )
              }
            >
              {t('planning.series.thisAndNext')}
            </Button>
          ) : meal && !meal.cookedAt ? (
            <Button
              variant="secondary"
              disabled={isBusy}
              isLoading={unschedule.isPending}
              onClick={() =>
                unschedule.mutate(meal.id, { onSuccess: done(t('planning.backlog.sentBack')) })
              }
            >
              {t('planning.backlog.sendBack')}
            </Button>
          ) : null}
          <Button
            variant="danger"
            disabled={isBusy}
            isLoading={remove.isPending}
            onClick={() =>
              meal &&
              remove.mutate(meal.id, {
                onSuccess: done(
                  isOccurrence ? t('planning.series.skipped') : t('planning.deleted'),
                ),
              })
            }
          >
            {isOccurrence ? t('planning.series.onlyThis') : t('planning.deleteConfirm')}
          </Button>
        </>
      }
    >
      {failed ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorText(t, errorCodeOf(failed))}
        </p>
      ) : null}
    </Dialog>
  );
}
