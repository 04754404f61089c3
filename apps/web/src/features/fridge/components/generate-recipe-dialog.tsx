import { MEAL_TYPES, type MealType } from '@mijote/cuisine/vocabulary';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fridgeModeState, SUGGESTIONS_PATH } from '@/lib/suggestions-handoff';
import { useTranslation } from '@/lib/translation';

/**
 * « Générer une recette » (spec « Mon Frigo »): the user picks what to cook, and the Suggestions
 * screen builds it from the fridge only (its fridge mode). Spec section 5: fridge mode needs at
 * least one item, so an empty fridge says so instead of sending the user off to an error.
 */
export function GenerateRecipeDialog({
  open,
  onOpenChange,
  hasItems,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasItems: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<MealType>('plat');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('fridge.generate')}
      description={t('fridge.generateDialog.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!hasItems}
            onClick={() => navigate(SUGGESTIONS_PATH, { state: fridgeModeState(type) })}
          >
            {t('fridge.generateDialog.submit')}
          </Button>
        </>
      }
    >
      {hasItems ? (
        <fieldset>
          <legend className="text-sm font-medium text-fg">{t('fridge.generateDialog.type')}</legend>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {MEAL_TYPES.map((mealType) => (
              <label
                key={mealType}
                className={clsx(
                  'flex cursor-pointer items-center gap-2.5 rounded-2xl border p-2.5 text-sm font-medium text-fg transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
                  mealType === type
                    ? 'border-primary bg-primary-soft'
                    : 'border-line bg-surface hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name="recipe-type"
                  value={mealType}
                  checked={mealType === type}
                  onChange={() => setType(mealType)}
                  data-autofocus={mealType === type ? true : undefined}
                  className="sr-only"
                />
                <MealTypeIcon type={mealType} size="sm" />
                {t(`mealTypes.${mealType}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <Alert>{t('fridge.generateDialog.empty')}</Alert>
      )}
    </Dialog>
  );
}
