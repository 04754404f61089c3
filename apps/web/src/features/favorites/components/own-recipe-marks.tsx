import type { OwnRecipe } from '@mijote/contracts';
import { TriangleAlert } from 'lucide-react';
import { HouseRecipeMark } from '@/components/recipe/house-recipe-mark';
import { useTranslation } from '@/lib/translation';

/**
 * « Recette de la maison », and for a recipe kept despite the household's rules, what it breaks
 * (checked against the rules as they are today).
 */
export function OwnRecipeMarks({ ownRecipe }: { ownRecipe: OwnRecipe }) {
  const { t } = useTranslation();
  const broken = ownRecipe.review.flags.map((flag) => flag.text);
  return (
    <div className="flex flex-col items-start gap-2">
      <HouseRecipeMark />
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
