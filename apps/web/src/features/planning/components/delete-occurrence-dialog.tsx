import type { PlannedMeal } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { formatLongDate } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useDeletePlannedMeal } from '../api/delete-planned-meal';
import { useMealSeries, useStopMealSeries } from '../api/meal-series';
import { seriesEvery } from '../series-text';

/**
 * Deleting an occurrence of a recurring meal: « Seulement celui-ci » skips that day (the series
 * goes on), « Celui-ci et les suivants » stops the series from that day. « Annuler » has the
 * focus, so Enter deletes nothing.
 */
export function DeleteOccurrenceDialog({
  meal,
  onClose,
}: {
  /** An occurrence (its seriesId set); null: closed. */
  meal: PlannedMeal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const series = useMealSeries();
  const skip = useDeletePlannedMeal();
  const stop = useStopMealSeries();
  const running = series.data?.series.find((s) => s.id === meal?.seriesId);
  const close = () => {
    skip.reset();
    stop.reset();
    onClose();
  };
  const failed = skip.isError ? skip.error : stop.isError ? stop.error : null;
  const isBusy = skip.isPending || stop.isPending;

  return (
    <Dialog
      open={meal !== null}
      onOpenChange={(open) => !open && close()}
      title={t('planning.series.deleteTitle')}
      description={
        meal
          ? t('planning.series.deleteText', {
              title: meal.recipeTitle,
              every: seriesEvery(t, {
                startsOn: running?.startsOn ?? meal.date,
                everyWeeks: running?.everyWeeks ?? 1,
              }),
              date: formatLongDate(meal.date),
            })
          : ''
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            variant="secondary"
            disabled={isBusy}
            isLoading={stop.isPending}
            onClick={() => {
              if (!meal?.seriesId || isBusy) return;
              stop.mutate(
                { seriesId: meal.seriesId, from: meal.date },
                {
                  onSuccess: () => {
                    showToast({
                      title: t('planning.series.stopped'),
                      description: meal.recipeTitle,
                    });
                    close();
                  },
                },
              );
            }}
          >
            {t('planning.series.thisAndNext')}
          </Button>
          <Button
            variant="danger"
            disabled={isBusy}
            isLoading={skip.isPending}
            onClick={() => {
              if (!meal || isBusy) return;
              skip.mutate(meal.id, {
                onSuccess: () => {
                  showToast({ title: t('planning.series.skipped'), description: meal.recipeTitle });
                  close();
                },
              });
            }}
          >
            {t('planning.series.onlyThis')}
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
