import { toggleRestriction } from '@mijote/contracts';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '@mijote/cuisine/vocabulary';
import { clsx } from 'clsx';
import {
  Carrot,
  Leaf,
  type LucideIcon,
  MilkOff,
  NutOff,
  ShieldCheck,
  Utensils,
  WheatOff,
} from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { ChoiceCard } from '../ui/choice-card';

const ICONS: Record<DietaryRestriction, LucideIcon> = {
  none: Utensils,
  vegetarian: Carrot,
  vegan: Leaf,
  glutenFree: WheatOff,
  dairyFree: MilkOff,
  nutFree: NutOff,
  halal: ShieldCheck,
  kosher: ShieldCheck,
};

type RestrictionChoicesProps = {
  selected: readonly DietaryRestriction[];
  onChange: (selected: DietaryRestriction[]) => void;
  legend: string;
  /** The questionnaire titles the step itself: its legend is for screen readers only. */
  hideLegend?: boolean;
  legendClassName?: string;
};

/**
 * The dietary restrictions, multi-choice; « Aucune » excludes the others (spec 4, through
 * toggleRestriction). Used by the questionnaire and the settings.
 */
export function RestrictionChoices({
  selected,
  onChange,
  legend,
  hideLegend = false,
  legendClassName,
}: RestrictionChoicesProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : legendClassName}>{legend}</legend>
      <div className={clsx('grid gap-3 sm:grid-cols-2', hideLegend ? undefined : 'mt-3')}>
        {DIETARY_RESTRICTIONS.map((restriction) => (
          <ChoiceCard
            key={restriction}
            type="checkbox"
            name="restrictions"
            value={restriction}
            label={t(`preferences.restrictions.labels.${restriction}`)}
            hint={t(`preferences.restrictions.hints.${restriction}`)}
            icon={ICONS[restriction]}
            isChecked={selected.includes(restriction)}
            onChange={() => onChange(toggleRestriction(selected, restriction))}
          />
        ))}
      </div>
    </fieldset>
  );
}
