import { splitFoodList } from '@mijote/contracts';
import { clsx } from 'clsx';
import { Ban, Heart, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/translation';

type FoodsStepProps = {
  preferredText: string;
  avoidedText: string;
  onChange: (foods: { preferredFoodsText?: string; avoidedFoodsText?: string }) => void;
};

/** Step 3: free text, comma separated; the chips preview what will be saved (spec 5 split). */
export function FoodsStep({ preferredText, avoidedText, onChange }: FoodsStepProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <FoodListField
        label={t('preferences.foods.preferred')}
        placeholder={t('preferences.foods.preferredPlaceholder')}
        icon={Heart}
        tone="basil"
        value={preferredText}
        onChange={(value) => onChange({ preferredFoodsText: value })}
      />
      <FoodListField
        label={t('preferences.foods.avoided')}
        placeholder={t('preferences.foods.avoidedPlaceholder')}
        icon={Ban}
        tone="danger"
        value={avoidedText}
        onChange={(value) => onChange({ avoidedFoodsText: value })}
      />
    </div>
  );
}

type FoodListFieldProps = {
  label: string;
  placeholder: string;
  icon: LucideIcon;
  tone: 'basil' | 'danger';
  value: string;
  onChange: (value: string) => void;
};

function FoodListField({
  label,
  placeholder,
  icon: Icon,
  tone,
  value,
  onChange,
}: FoodListFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const items = splitFoodList(value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-fg">
        <Icon
          className={clsx('size-4', tone === 'basil' ? 'text-basil' : 'text-danger')}
          aria-hidden="true"
        />
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClasses, 'resize-y border-line py-2.5')}
      />
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-muted-fg">
          {t('onboarding.foods.hint')}
        </p>
        {items.length > 0 ? (
          <p className="shrink-0 text-xs font-medium text-muted-fg">
            {t('onboarding.foods.count', { count: items.length })}
          </p>
        ) : null}
      </div>
      {items.length > 0 ? (
        // A visual echo of the text, which screen readers already read in the field.
        <ul className="flex flex-wrap gap-1.5" aria-hidden="true">
          {items.map((item, index) => (
            <li
              // The same food may be typed twice (spec: duplicates are not checked).
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity here
              key={`${index}-${item}`}
              className={clsx(
                'rounded-full px-2.5 py-1 text-xs font-medium',
                tone === 'basil' ? 'bg-basil-soft text-basil' : 'bg-danger-soft text-danger',
              )}
            >
              {item}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
