import { SHOPPING_FREQUENCIES, type ShoppingFrequency } from '@mijote/cuisine/vocabulary';
import { CalendarDays, CalendarRange, type LucideIcon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

const ICONS: Record<ShoppingFrequency, LucideIcon> = {
  daily: Sun,
  weekly: CalendarDays,
  monthly: CalendarRange,
};

type FrequencyStepProps = {
  value: ShoppingFrequency;
  onChange: (value: ShoppingFrequency) => void;
};

/** Step 4: one shopping rhythm (weekly unless the user picks another). */
export function FrequencyStep({ value, onChange }: FrequencyStepProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('onboarding.frequency.title')}</legend>
      <div className="grid gap-3">
        {SHOPPING_FREQUENCIES.map((frequency) => (
          <ChoiceCard
            key={frequency}
            type="radio"
            name="shoppingFrequency"
            value={frequency}
            label={t(`onboarding.frequency.labels.${frequency}`)}
            hint={t(`onboarding.frequency.hints.${frequency}`)}
            icon={ICONS[frequency]}
            isChecked={value === frequency}
            onChange={() => onChange(frequency)}
          />
        ))}
      </div>
    </fieldset>
  );
}
