import type { PlannedMeal } from '@mijote/contracts';
import { clsx } from 'clsx';
import { Check, CookingPot } from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { Spinner } from './ui/spinner';

/**
 * « J'ai cuisiné » on a planned meal, or « Cuisiné » once it is. The planning's cards
 * and the home's meals show the same control.
 */
export function CookedButton({
  meal,
  onCook,
  isBusy = false,
  className,
}: {
  meal: PlannedMeal;
  onCook: (meal: PlannedMeal) => void;
  isBusy?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (meal.cookedAt) {
    return (
      <span
        className={clsx(
          'inline-flex items-center gap-1 rounded-full bg-basil-soft px-2.5 py-1 text-xs font-semibold text-basil',
          className,
        )}
      >
        <Check className="size-3.5" aria-hidden="true" />
        {t('planning.cooked.badge')}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onCook(meal)}
      disabled={isBusy}
      aria-label={t('planning.cooked.buttonFor', { title: meal.recipeTitle })}
      className={clsx(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line px-3 text-xs font-semibold text-fg transition-colors hover:bg-primary-soft hover:text-primary-soft-fg disabled:opacity-60',
        className,
      )}
    >
      {isBusy ? <Spinner /> : <CookingPot className="size-3.5" aria-hidden="true" />}
      {t('planning.cooked.button')}
    </button>
  );
}
