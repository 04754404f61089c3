import { SHOPPING_FREQUENCIES, type ShoppingFrequency } from '@mijote/cuisine/vocabulary';
import { clsx } from 'clsx';
import { CalendarDays, CalendarRange, type LucideIcon, Sun } from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { ChoiceCard } from '../ui/choice-card';

const ICONS: Record<ShoppingFrequency, LucideIcon> = {
  daily: Sun,
  weekly: CalendarDays,
  monthly: CalendarRange,
};

type FrequencyChoicesProps = {
  value: ShoppingFrequency;
  onChange: (value: ShoppingFrequency) => void;
  legend: string;
  /** The questionnaire titles the step itself: its legend is for screen readers only. */
  hideLegend?: boolean;
  legendClassName?: string;
  /** Layout of the cards; one column by default. */
  gridClassName?: string;
};

/** One shopping rhythm (weekly unless the user picks another): questionnaire and settings. */
export function FrequencyChoices({
  value,
  onChange,
  legend,
  hideLegend = false,
  legendClassName,
  gridClassName = 'grid gap-3',
}: FrequencyChoicesProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : legendClassName}>{legend}</legend>
      <div className={clsx(gridClassName, hideLegend ? undefined : 'mt-3')}>
        {SHOPPING_FREQUENCIES.map((frequency) => (
          <ChoiceCard
            key={frequency}
            type="radio"
            name="shoppingFrequency"
            value={frequency}
            label={t(`preferences.frequency.labels.${frequency}`)}
            hint={t(`preferences.frequency.hints.${frequency}`)}
            icon={ICONS[frequency]}
            isChecked={value === frequency}
            onChange={() => onChange(frequency)}
          />
        ))}
      </div>
    </fieldset>
  );
}
