import { SERVINGS_RANGE } from '@mijote/contracts';
import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { Portions } from './portions';

/**
 * The full recipe's portions with − and + (spec « Suggestions »): « 3 portions (2 adultes, 2 enfants) » at
 * the household's count, « 5 portions » once moved. The caller rescales the quantities.
 * At the limits a button says it is unavailable (aria-disabled) but keeps the focus, so a
 * keyboard user pressing − down to 1 does not lose their place.
 */
export function ServingsStepper({
  value,
  onChange,
  min = SERVINGS_RANGE.min,
  max = SERVINGS_RANGE.max,
}: {
  value: number;
  onChange: (servings: number) => void;
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  const step = (delta: number) => {
    const next = value + delta;
    if (next >= min && next <= max) onChange(next);
  };
  const buttonClass =
    'inline-flex size-9 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full border border-line bg-surface p-1">
      <legend className="sr-only">{t('recipe.stepper.label')}</legend>
      <button
        type="button"
        onClick={() => step(-1)}
        aria-disabled={value <= min || undefined}
        aria-label={t('recipe.stepper.decrease')}
        title={t('recipe.stepper.decrease')}
        className={buttonClass}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        className={clsx('min-w-16 text-center text-sm font-semibold text-fg tabular-nums')}
      >
        <Portions servings={value} />
      </output>
      <button
        type="button"
        onClick={() => step(1)}
        aria-disabled={value >= max || undefined}
        aria-label={t('recipe.stepper.increase')}
        title={t('recipe.stepper.increase')}
        className={buttonClass}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </fieldset>
  );
}
