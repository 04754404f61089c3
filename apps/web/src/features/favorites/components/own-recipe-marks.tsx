import type { OwnRecipe } from '@mijote/contracts';
import { House, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * « Recette de la maison », and for a recipe kept despite the household's rules, what it breaks
 * (checked against the rules as they are today).
 */
export function OwnRecipeMarks({ ownRecipe }: { ownRecipe: OwnRecipe }) {
  const { t } = useTranslation();
  const broken = ownRecipe.review.flags.map((flag) => flag.text);
  return (
    <div className="flex flex-col items-start gap-2">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-fg">
        <House className="size-3.5" aria-hidden="true" />
        {t('ownRecipes.houseMark')}
      </span>
      {broken.length > 0 ? (
        <p className="flex items-start gap-1.5 rounded-xl bg-danger-soft px-2.5 py-1.5 text-xs font-medium text-danger">
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('ownRecipes.keptMark')}</strong>
            {' — '}
            {t('ownRecipes.keptDetail', { flags: broken.join('\u00a0; ') })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
