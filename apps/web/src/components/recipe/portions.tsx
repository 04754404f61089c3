import { type HouseholdSize, isHouseholdCount, portionsText } from '@/lib/portions';
import { useHouseholdSize } from '@/lib/preferences';
import { useTranslation } from '@/lib/translation';

/**
 * « 3 portions (2 adultes, 2 enfants) » for the household's own count, « 5 portions » otherwise;
 * hovering a count that has children says why it is smaller than the head count.
 */
export function Portions({ servings }: { servings: number }) {
  const { t } = useTranslation();
  const household: HouseholdSize | undefined = useHouseholdSize();
  const hasChildren = isHouseholdCount(servings, household) && (household?.children ?? 0) > 0;
  return (
    <span title={hasChildren ? t('portions.childHalf') : undefined}>
      {portionsText(t, servings, household)}
    </span>
  );
}
