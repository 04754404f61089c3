import { type Certainty, weakerCertainty as weaker } from '../ingredients/composition';
import { ingredientComposition } from '../ingredients/lookup';
import type { DietaryFlag, Ingredient } from '../ingredients/types';
import { quoted } from './explanations';
import type { ComplianceViolation } from './types';

// Kashrut forbids meat (poultry included) and dairy in the same dish: both sides are reported.
// A food that only may hold meat or dairy (a stock of unknown origin) makes the mix possible.

type Food = { label: string; ingredient: Ingredient };

function certaintyOf(food: Food, flag: DietaryFlag): Certainty | undefined {
  return ingredientComposition(food.ingredient.id)?.flags.get(flag);
}

export function kosherMixViolations(foods: readonly Food[]): ComplianceViolation[] {
  const isMeat = (f: Food) => certaintyOf(f, 'meat') !== undefined;
  const isDairy = (f: Food) => certaintyOf(f, 'dairy') !== undefined;
  const meat = foods.find((f) => isMeat(f) && !isDairy(f)) ?? foods.find(isMeat);
  const dairy = foods.find((f) => isDairy(f) && !isMeat(f)) ?? foods.find(isDairy);
  if (!meat || !dairy) return [];
  const mixCertainty = weaker(certaintyOf(meat, 'meat')!, certaintyOf(dairy, 'dairy')!);
  const mix = 'la cacherout interdit ce mélange.';
  return foods.flatMap((food): ComplianceViolation[] => {
    const label = quoted(food.label);
    const meatCertainty = certaintyOf(food, 'meat');
    const dairyCertainty = certaintyOf(food, 'dairy');
    const violation = (explanation: string, certainty: Certainty, reason: string) => [
      {
        ingredient: food.label,
        ingredientId: food.ingredient.id,
        rule: 'kosher' as const,
        explanation,
        certainty,
        reason,
      },
    ];
    if (meatCertainty && dairyCertainty) {
      const certainty = weaker(meatCertainty, dairyCertainty);
      const verb = certainty === 'certain' ? 'associe' : 'peut associer';
      return violation(
        `${verb} viande et produit laitier`,
        certainty,
        `${label} ${verb} viande et produit laitier, ce que la cacherout interdit.`,
      );
    }
    if (dairyCertainty) {
      return violation(
        'produit laitier servi avec de la viande',
        weaker(dairyCertainty, mixCertainty),
        `${label} est un produit laitier servi avec de la viande (${meat.label}) : ${mix}`,
      );
    }
    if (meatCertainty) {
      return violation(
        'viande servie avec un produit laitier',
        weaker(meatCertainty, mixCertainty),
        `${label} est une viande servie avec un produit laitier (${dairy.label}) : ${mix}`,
      );
    }
    return [];
  });
}
