import type { MealSeries } from '@mijote/contracts';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { Portions } from '@/components/recipe/portions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { formatDayMonth, todayIsoDate } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useMealSeries, useStopMealSeries } from '../api/meal-series';
import { seriesEvery } from '../series-text';

/**
 * « Repas réguliers » (docs/product.md, Planning): the household's meals that come back every
 * week or two, each with its rhythm and end, and « Arrêter » (from today on). Shown once the
 * household has one; an occurrence is skipped from the planning itself.
 */
export function SeriesSection() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const series = useMealSeries();
  const stop = useStopMealSeries();
  const [toStop, setToStop] = useState<MealSeries | null>(null);

  const closeStop = () => {
    setToStop(null);
    stop.reset();
  };

  if (series.isError) {
    return (
      <Alert>
        <p>{errorText(t, errorCodeOf(series.error))}</p>
        <button type="button" onClick={() => void series.refetch()} className="mt-1 underline">
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  const running = series.data?.series ?? [];
  if (running.length === 0) return null;

  return (
    <section aria-labelledby="series-title" className="space-y-3">
      <div>
        <h2 id="series-title" className="font-serif text-lg font-bold text-fg">
          {t('planning.series.title')}
        </h2>
        <p className="text-sm text-muted-fg">{t('planning.series.text')}</p>
      </div>
      <ul className="space-y-2">
        {running.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface p-3 shadow-xs"
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
              <Repeat className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-fg">{entry.recipeTitle}</p>
              <p className="text-xs text-muted-fg sm:text-sm">
                {t('planning.series.summary', { every: seriesEvery(t, entry), time: entry.time })}
                <span aria-hidden="true"> · </span>
                <Portions servings={entry.servings} />
                <span aria-hidden="true"> · </span>
                {entry.endsOn
                  ? t('planning.series.untilDate', { date: formatDayMonth(entry.endsOn) })
                  : t('planning.series.noEnd')}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setToStop(entry)}
              aria-label={t('planning.series.stopFor', { title: entry.recipeTitle })}
            >
              {t('planning.series.stop')}
            </Button>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={toStop !== null}
        onOpenChange={(open) => !open && closeStop()}
        title={t('planning.series.stopTitle')}
        description={toStop ? t('planning.series.stopText', { title: toStop.recipeTitle }) : ''}
        confirmLabel={t('planning.series.stop')}
        onConfirm={() => {
          if (!toStop || stop.isPending) return;
          stop.mutate(
            { seriesId: toStop.id, from: todayIsoDate() },
            {
              onSuccess: () => {
                showToast({ title: t('planning.series.stopped'), description: toStop.recipeTitle });
                closeStop();
              },
            },
          );
        }}
        isLoading={stop.isPending}
        error={stop.isError ? errorText(t, errorCodeOf(stop.error)) : null}
      />
    </section>
  );
}
