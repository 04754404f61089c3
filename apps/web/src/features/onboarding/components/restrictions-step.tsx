import { toggleRestriction } from '@mijote/contracts';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '@mijote/cuisine/vocabulary';
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
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

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

type RestrictionsStepProps = {
  selected: DietaryRestriction[];
  onChange: (selected: DietaryRestriction[]) => void;
};

/** Step 2: multi-choice; 'Aucune' excludes the others (spec 4, through toggleRestriction). */
export function RestrictionsStep({ selected, onChange }: RestrictionsStepProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('onboarding.restrictions.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {DIETARY_RESTRICTIONS.map((restriction) => (
          <ChoiceCard
            key={restriction}
            type="checkbox"
            name="dietaryRestrictions"
            value={restriction}
            label={t(`onboarding.restrictions.labels.${restriction}`)}
            hint={t(`onboarding.restrictions.hints.${restriction}`)}
            icon={ICONS[restriction]}
            isChecked={selected.includes(restriction)}
            onChange={() => onChange(toggleRestriction(selected, restriction))}
          />
        ))}
      </div>
    </fieldset>
  );
}
