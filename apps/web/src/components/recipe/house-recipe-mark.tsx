import { House } from 'lucide-react';
import { useTranslation } from '@/lib/translation';

/** « Recette de la maison »: one of the household's own recipes (decision 040), wherever it shows. */
export function HouseRecipeMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-fg">
      <House className="size-3.5" aria-hidden="true" />
      {t('ownRecipes.houseMark')}
    </span>
  );
}
