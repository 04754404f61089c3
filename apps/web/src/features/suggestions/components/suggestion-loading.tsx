import type { MealType } from '@mijote/cuisine/vocabulary';
import { ChefHat } from 'lucide-react';
import { useTranslation } from '@/lib/translation';

/** « Génération en cours... » while the chef composes the recipe (spec section 2). */
export function SuggestionLoading({ type }: { type: MealType }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-14 text-center"
    >
      <span className="relative flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
        <ChefHat className="size-8" aria-hidden="true" />
        <span
          aria-hidden="true"
          className="absolute -inset-1.5 animate-spin rounded-full border-4 border-primary/20 border-t-primary [animation-duration:1.4s]"
        />
      </span>
      <p className="mt-6 font-serif text-xl font-bold text-fg">{t('suggestions.loading.title')}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-fg">{t('suggestions.loading.text')}</p>
      <p className="mt-3 text-xs font-semibold tracking-wide text-muted-fg uppercase">
        {t(`mealTypes.${type}`)}
      </p>
    </div>
  );
}
