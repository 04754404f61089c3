import { cleanFoodList, FOOD_MAX_LENGTH } from '@mijote/contracts';
import { InTurn } from '@/components/in-turn';
import { FrequencyChoices } from '@/components/preferences/frequency-choices';
import { HouseholdCounters } from '@/components/preferences/household-counters';
import { RestrictionChoices } from '@/components/preferences/restriction-choices';
import { ChipsInput } from '@/components/ui/chips-input';
import type { FieldErrors } from '@/lib/form';
import { useTranslation } from '@/lib/translation';
import type { SettingsDraft } from '../settings-draft';

type PreferenceFieldsProps = {
  draft: SettingsDraft;
  errors: FieldErrors<string>;
  onChange: (patch: Partial<SettingsDraft>) => void;
};

const legendClasses = 'text-base font-semibold text-fg';

/**
 * The questionnaire's answers, all editable here (its subtitle promises « Vous pourrez tout
 * modifier plus tard »), with the same pickers; the foods become chips (spec « Paramètres »).
 * On the page the app opens on, each group after the first draws in a turn of its own
 * (components/in-turn.tsx): drawn at once, the four took a phone's main thread 80 ms (4× CPU).
 */
export function PreferenceFields({ draft, errors, onChange }: PreferenceFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : null);
  return (
    <div className="divide-y divide-line [&>*]:py-6 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
      <div>
        <fieldset>
          <legend className={legendClasses}>{t('settings.preferences.household')}</legend>
          <HouseholdCounters household={draft} onChange={onChange} className="mt-3 space-y-3" />
        </fieldset>
      </div>

      <InTurn>
        <div>
          <RestrictionChoices
            legend={t('settings.preferences.restrictions')}
            legendClassName={legendClasses}
            selected={draft.restrictions}
            onChange={(restrictions) => onChange({ restrictions })}
          />
          {errorOf('restrictions') ? (
            <p className="mt-2 text-sm font-medium text-danger">{errorOf('restrictions')}</p>
          ) : null}
        </div>
      </InTurn>

      <InTurn>
        <div>
          <fieldset>
            <legend className={legendClasses}>{t('settings.preferences.foods')}</legend>
            {/* Trimmed, empty ones and duplicates (case and accents folded) ignored: the server's
              own rule, so what is shown is what is saved. */}
            <ChipsInput
              className="mt-3"
              label={t('preferences.foods.preferred')}
              placeholder={t('settings.preferences.preferredPlaceholder')}
              hint={t('settings.preferences.foodsHint')}
              tone="basil"
              maxLength={FOOD_MAX_LENGTH}
              values={draft.preferredFoods}
              error={errorOf('preferredFoods')}
              onChange={(foods) => onChange({ preferredFoods: cleanFoodList(foods) })}
            />
            <ChipsInput
              className="mt-5"
              label={t('preferences.foods.avoided')}
              placeholder={t('settings.preferences.avoidedPlaceholder')}
              hint={t('settings.preferences.avoidedHint')}
              tone="danger"
              maxLength={FOOD_MAX_LENGTH}
              values={draft.avoidedFoods}
              error={errorOf('avoidedFoods')}
              onChange={(foods) => onChange({ avoidedFoods: cleanFoodList(foods) })}
            />
          </fieldset>
        </div>
      </InTurn>

      <InTurn>
        <div>
          <FrequencyChoices
            legend={t('settings.preferences.frequency')}
            legendClassName={legendClasses}
            value={draft.shoppingFrequency}
            onChange={(shoppingFrequency) => onChange({ shoppingFrequency })}
          />
        </div>
      </InTurn>
    </div>
  );
}
