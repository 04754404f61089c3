import type { PlannedMeal } from '@mijote/contracts';
import { clsx } from 'clsx';
import { BookOpen, Repeat, Trash2 } from 'lucide-react';
import { CookedButton } from '@/components/cooked-button';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { Portions } from '@/components/recipe/portions';
import { useCookMeal } from '@/lib/cook-meal';
import { useTranslation } from '@/lib/translation';

/**
 * One planned meal (spec: type icon, title, time, its portions, delete). `compact` is the week
 * view: a row on a phone, and in a narrow column on a wide screen the icon and the delete button
 * share the top line so the title gets the whole width. `onDelete` asks for confirmation.
 * A meal planned from a recipe keeps its snapshot: `onOpenRecipe` shows it (« Voir la recette »).
 */
export function MealCard({
  meal,
  onDelete,
  onOpenRecipe,
  compact = false,
  titleAs: Title = 'h3',
}: {
  meal: PlannedMeal;
  onDelete: (meal: PlannedMeal) => void;
  onOpenRecipe?: (meal: PlannedMeal) => void;
  compact?: boolean;
  /** The heading level under the day's heading (h3 in the list, h4 in the week view). */
  titleAs?: 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  const { cook, pendingMealId } = useCookMeal();
  const label = t('planning.deleteMeal', { title: meal.recipeTitle });
  const viewLabel = t('planning.viewRecipe', { title: meal.recipeTitle });
  const buttonClass = clsx(
    'inline-flex shrink-0 items-center justify-center rounded-full text-muted-fg transition-colors',
    compact ? 'size-9 lg:size-7' : 'size-11',
  );
  return (
    <article
      aria-label={meal.recipeTitle}
      className={clsx(
        'grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 rounded-2xl border border-line bg-surface shadow-xs',
        compact ? 'p-2.5 lg:gap-x-1 lg:gap-y-1 lg:rounded-xl lg:p-2' : 'p-3 sm:p-4',
      )}
    >
      <div className={clsx('row-span-2', compact && 'lg:row-span-1')}>
        <MealTypeIcon type={meal.type} size={compact ? 'sm' : 'md'} />
      </div>
      <Title
        className={clsx(
          'self-end font-semibold break-words text-fg',
          compact
            ? 'text-sm leading-snug lg:col-span-3 lg:row-start-2 lg:hyphens-auto'
            : 'text-base',
        )}
      >
        {meal.recipeTitle}
      </Title>
      <div
        className={clsx(
          'col-start-3 row-span-2 row-start-1 flex items-center',
          // A phone's week row is narrow: the two buttons stack so the title keeps its width.
          compact && 'flex-col-reverse lg:row-span-1 lg:flex-row',
        )}
      >
        {meal.recipe && onOpenRecipe ? (
          <button
            type="button"
            onClick={() => onOpenRecipe(meal)}
            aria-label={viewLabel}
            title={viewLabel}
            className={clsx(buttonClass, 'hover:bg-primary-soft hover:text-primary-soft-fg')}
          >
            <BookOpen className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => onDelete(meal)}
          aria-label={label}
          title={label}
          className={clsx(buttonClass, 'hover:bg-danger-soft hover:text-danger')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p
        className={clsx(
          'col-start-2 self-start text-xs text-muted-fg sm:text-sm',
          compact && 'lg:col-span-3 lg:col-start-1 lg:text-xs',
        )}
      >
        <time dateTime={meal.time} className="font-semibold text-fg tabular-nums">
          {meal.time}
        </time>
        <span aria-hidden="true"> · </span>
        <Portions servings={meal.servings} />
        {meal.seriesId ? (
          <>
            <span aria-hidden="true"> · </span>
            <span title={t('planning.series.badge')} className="inline-flex align-[-2px]">
              <Repeat className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('planning.series.badge')}</span>
            </span>
          </>
        ) : null}
        <span className={compact ? 'sr-only' : undefined}>
          <span aria-hidden="true"> · </span>
          {t(`mealTypes.${meal.type}`)}
        </span>
      </p>
      <div className={clsx('col-start-2 mt-1.5', compact && 'lg:col-span-3 lg:col-start-1')}>
        <CookedButton meal={meal} onCook={cook} isBusy={pendingMealId === meal.id} />
      </div>
    </article>
  );
}
