import type { MealType } from '@mijote/cuisine/vocabulary';
import { CakeSlice, Cookie, CookingPot, CupSoda, type LucideIcon, Salad, Wine } from 'lucide-react';

// One picture per meal type (spec: « type icon »), shared by the planning, the home and the
// recipe cards. Labels are `mealTypes.<type>` in fr.json.

export const MEAL_TYPE_ICONS: Record<MealType, LucideIcon> = {
  boisson: CupSoda,
  apéro: Wine,
  'amuse-bouche': Cookie,
  entrée: Salad,
  plat: CookingPot,
  dessert: CakeSlice,
};

/** The meal type's icon in a soft round badge; decorative (the label is written beside it). */
export function MealTypeIcon({ type, size = 'md' }: { type: MealType; size?: 'sm' | 'md' }) {
  const Icon = MEAL_TYPE_ICONS[type];
  return (
    <span
      className={
        size === 'sm'
          ? 'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg'
          : 'flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg'
      }
    >
      <Icon className={size === 'sm' ? 'size-4' : 'size-5'} aria-hidden="true" />
    </span>
  );
}
