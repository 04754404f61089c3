import { ADULTS_RANGE, CHILDREN_RANGE } from '@mijote/contracts';
import { useTranslation } from '@/lib/translation';
import { CounterField } from '../ui/counter-field';

type Household = { adults: number; children: number };

type HouseholdCountersProps = {
  household: Household;
  onChange: (household: Partial<Household>) => void;
  /** Layout of the two counters; stacked by default. */
  className?: string;
};

/**
 * Who eats at home (spec 5: adults 1 to 10, children 0 to 9): the questionnaire's first step
 * and the settings' household, one component.
 */
export function HouseholdCounters({
  household,
  onChange,
  className = 'space-y-3',
}: HouseholdCountersProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <CounterField
        label={t('preferences.household.adults')}
        hint={t('preferences.household.adultsHint')}
        value={household.adults}
        min={ADULTS_RANGE.min}
        max={ADULTS_RANGE.max}
        decreaseLabel={t('preferences.household.removeAdult')}
        increaseLabel={t('preferences.household.addAdult')}
        onChange={(value) => onChange({ adults: value })}
      />
      <CounterField
        label={t('preferences.household.children')}
        hint={t('preferences.household.childrenHint')}
        value={household.children}
        min={CHILDREN_RANGE.min}
        max={CHILDREN_RANGE.max}
        decreaseLabel={t('preferences.household.removeChild')}
        increaseLabel={t('preferences.household.addChild')}
        onChange={(value) => onChange({ children: value })}
      />
    </div>
  );
}
