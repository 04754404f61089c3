import type { MealType } from '@mijote/cuisine/vocabulary';
import { ChevronRight, Refrigerator } from 'lucide-react';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/translation';

/** The six cards in the spec's order (section 2, Suggestion screen). */
export const PICKER_TYPES: readonly MealType[] = [
  'boisson',
  'entrée',
  'plat',
  'dessert',
  'amuse-bouche',
  'apéro',
];

/** « Que souhaitez-vous préparer ? »: a card per type, and the fridge-mode switch. */
export function TypePicker({
  fridgeMode,
  onFridgeModeChange,
  onPick,
}: {
  fridgeMode: boolean;
  onFridgeModeChange: (fridgeMode: boolean) => void;
  onPick: (type: MealType) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="picker-title" className="space-y-4">
      <h2 id="picker-title" className="font-serif text-2xl font-bold text-fg">
        {t('suggestions.picker.title')}
      </h2>
      <div className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3 sm:items-center sm:p-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-basil-soft text-basil sm:flex">
          <Refrigerator className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <Switch
            label={t('suggestions.picker.fridgeMode')}
            isOn={fridgeMode}
            onChange={onFridgeModeChange}
            className="font-semibold"
          />
          <p id="fridge-mode-hint" className="px-1 text-sm text-muted-fg">
            {t('suggestions.picker.fridgeModeHint')}
          </p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {PICKER_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onPick(type)}
              className="group flex h-full w-full items-center gap-4 rounded-2xl border border-line bg-surface p-4 text-left transition-colors hover:border-primary/50 hover:bg-surface-muted"
            >
              <MealTypeIcon type={type} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-fg">{t(`mealTypes.${type}`)}</span>
                <span className="block text-sm text-muted-fg">
                  {t(`suggestions.picker.types.${type}`)}
                </span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-muted-fg transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
