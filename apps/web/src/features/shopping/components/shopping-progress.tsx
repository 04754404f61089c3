import { useTranslation } from '@/lib/translation';
import type { ShoppingCounts } from '../shopping-view';

/** Spec 2 and 9: the bar with the rounded percent of checked items, and the two counts. */
export function ShoppingProgress({ counts, percent }: { counts: ShoppingCounts; percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-fg">
          {t('shopping.checkedCount', { count: counts.checked })}
        </p>
        <p className="font-serif text-2xl font-bold text-primary tabular-nums" aria-hidden="true">
          {t('shopping.percent', { percent })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('shopping.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('shopping.percent', { percent })}
        className="mt-3 h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-muted-fg">
        {t('shopping.totalCount', { count: counts.total })}
      </p>
    </div>
  );
}
