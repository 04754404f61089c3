import type { Recipe } from '@mijote/contracts';
import { clsx } from 'clsx';
import { Clock, Gauge, Users } from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { Portions } from './portions';

/** Time, portions and difficulty of a recipe: « 35 min · 3 portions (2 adultes, 2 enfants) · Facile ». */
export function RecipeMeta({
  recipe,
  className,
}: {
  recipe: Pick<Recipe, 'preparationTime' | 'servings' | 'difficulty'>;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={clsx('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm', className)}>
      <li className="inline-flex items-center gap-1.5 text-muted-fg">
        <Clock className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('recipe.preparationTime')}</span>
        {t('recipe.minutes', { count: recipe.preparationTime })}
      </li>
      <li className="inline-flex items-center gap-1.5 text-muted-fg">
        <Users className="size-4" aria-hidden="true" />
        <Portions servings={recipe.servings} />
      </li>
      <li>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-basil-soft px-2.5 py-0.5 font-medium text-basil">
          <Gauge className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('recipe.difficulty')}</span>
          {t(`recipe.difficulties.${recipe.difficulty}`)}
        </span>
      </li>
    </ul>
  );
}
