import type { Recipe } from '@mijote/contracts';
import { Baby, CookingPot, Refrigerator } from 'lucide-react';
import { useTranslation } from '@/lib/translation';

/**
 * A main dish's family facts (decision 034): « Convient aux enfants », « Se garde 3 jours au frais »
 * or « À manger tout de suite », « Tout dans une cocotte ». Nothing for a recipe that has none
 * (a model's recipe, an older snapshot, a dessert).
 */
export function FamilyFacts({ family }: { family: Recipe['family'] }) {
  const { t } = useTranslation();
  if (!family) return null;
  return (
    <ul aria-label={t('recipe.family.label')} className="flex flex-wrap gap-2 text-sm">
      <li className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-2.5 py-0.5 text-fg">
        <Baby className="size-3.5" aria-hidden="true" />
        {family.suitsChildren ? t('recipe.family.children') : t('recipe.family.adults')}
      </li>
      <li className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-2.5 py-0.5 text-fg">
        <Refrigerator className="size-3.5" aria-hidden="true" />
        {family.keepsDays === 0
          ? t('recipe.family.eatAtOnce')
          : t('recipe.family.keeps', { count: family.keepsDays })}
      </li>
      {family.onePot ? (
        <li className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-2.5 py-0.5 text-fg">
          <CookingPot className="size-3.5" aria-hidden="true" />
          {t('recipe.family.onePot')}
        </li>
      ) : null}
    </ul>
  );
}
