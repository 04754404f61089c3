import { type Certainty, weakerCertainty as weaker } from '../ingredients/composition';
import { ingredientComposition } from '../ingredients/lookup';
import type { Ingredient } from '../ingredients/types';
import { quoted } from './explanations';
import type { ComplianceViolation } from './types';

// Kashrut forbids meat (poultry included) and dairy in the same dish: both sides are reported.
// A food that only may hold meat or dairy (a stock of unknown origin) makes the mix possible.

type Food = { label: string; ingredient: Ingredient };

type JudgedFood = Food & { meat?: Certainty; dairy?: Certainty };

export function kosherMixViolations(foods: readonly Food[]): ComplianceViolation[] {
  // Most dishes hold no meat or no dairy: find out before building anything.
  let hasMeat = false;
  let hasDairy = false;
  for (const food of foods) {
    const flags = ingredientComposition(food.ingredient.id)?.flags;
    hasMeat ||= flags?.has('meat') === true;
    hasDairy ||= flags?.has('dairy') === true;
  }
  if (!hasMeat || !hasDairy) return [];
  const judged: JudgedFood[] = foods.map((food) => {
    const flags = ingredientComposition(food.ingredient.id)?.flags;
    return { ...food, meat: flags?.get('meat'), dairy: flags?.get('dairy') };
  });
  const meat = (judged.find((f) => f.meat && !f.dairy) ?? judged.find((f) => f.meat))!;
  const dairy = (judged.find((f) => f.dairy && !f.meat) ?? judged.find((f) => f.dairy))!;
  const mixCertainty = weaker(meat.meat!, dairy.dairy!);
  const mix = 'la cacherout interdit ce mélange.';
  return judged.flatMap((food): ComplianceViolation[] => {
    const label = quoted(food.label);
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
    if (food.meat && food.dairy) {
      const certainty = weaker(food.meat, food.dairy);
      const verb = certainty === 'certain' ? 'associe' : 'peut associer';
      return violation(
        `${verb} viande et produit laitier`,
        certainty,
        `${label} ${verb} viande et produit laitier, ce que la cacherout interdit.`,
      );
    }
    if (food.dairy) {
      return violation(
        'produit laitier servi avec de la viande',
        weaker(food.dairy, mixCertainty),
        `${label} est un produit laitier servi avec de la viande (${meat.label}) : ${mix}`,
      );
    }
    if (food.meat) {
      return violation(
        'viande servie avec un produit laitier',
        weaker(food.meat, mixCertainty),
        `${label} est une viande servie avec un produit laitier (${dairy.label}) : ${mix}`,
      );
    }
    return [];
  });
}
