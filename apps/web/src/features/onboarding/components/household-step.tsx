import { ADULTS_RANGE, CHILDREN_RANGE } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { CounterField } from './counter-field';

type Household = { adults: number; children: number };

type HouseholdStepProps = {
  household: Household;
  onChange: (household: Partial<Household>) => void;
};

/** Step 1 (spec 5: adults 1 to 10, children 0 to 9). */
export function HouseholdStep({ household, onChange }: HouseholdStepProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <CounterField
        label={t('onboarding.household.adults')}
        hint={t('onboarding.household.adultsHint')}
        value={household.adults}
        min={ADULTS_RANGE.min}
        max={ADULTS_RANGE.max}
        decreaseLabel={t('onboarding.household.removeAdult')}
        increaseLabel={t('onboarding.household.addAdult')}
        onChange={(value) => onChange({ adults: value })}
      />
      <CounterField
        label={t('onboarding.household.children')}
        hint={t('onboarding.household.childrenHint')}
        value={household.children}
        min={CHILDREN_RANGE.min}
        max={CHILDREN_RANGE.max}
        decreaseLabel={t('onboarding.household.removeChild')}
        increaseLabel={t('onboarding.household.addChild')}
        onChange={(value) => onChange({ children: value })}
      />
    </div>
  );
}
