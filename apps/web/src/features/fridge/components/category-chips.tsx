import { FRIDGE_CATEGORIES } from '@mijote/cuisine/vocabulary';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/translation';
import type { CategoryFilter } from '../fridge-rules';

/**
 * « Tous » and the six categories (spec « Mon Frigo »): one pressed at a time. On phones the row
 * scrolls sideways rather than taking four lines.
 */
export function CategoryChips({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}) {
  const { t } = useTranslation();
  const chips: { value: CategoryFilter; label: string }[] = [
    { value: null, label: t('fridge.all') },
    ...FRIDGE_CATEGORIES.map((category) => ({
      value: category,
      label: t(`categories.${category}`),
    })),
  ];
  return (
    // A fieldset is as wide as its content unless told otherwise (min-w-0), which would stop
    // the row from scrolling.
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('fridge.categoriesLabel')}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {chips.map((chip) => {
          const isPressed = chip.value === value;
          return (
            <button
              key={chip.label}
              type="button"
              aria-pressed={isPressed}
              onClick={() => onChange(chip.value)}
              className={clsx(
                'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
                isPressed
                  ? 'border-primary bg-primary text-primary-fg'
                  : 'border-line bg-surface text-fg hover:bg-surface-muted',
              )}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
