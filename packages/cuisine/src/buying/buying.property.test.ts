import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../ingredients';
import { RECIPE_UNITS } from '../vocabulary';
import { buyingAmount, needInBuyingUnits } from './to-buying';

// Decision 012: a list never buys less than the recipes need, and merging the needs of several
// recipes never buys more than buying for each apart.

const bought = INGREDIENTS.filter((i) => i.buying && i.buying.unit !== 'none');
const ingredient = fc.constantFrom(...bought);
const unit = fc.constantFrom(...RECIPE_UNITS);
const quantity = fc.double({ min: 0.01, max: 5000, noNaN: true });
// Rounding works in floats: « at least » allows a relative dust of a millionth (8700.000000000002
// g needed is 8,7 kg bought).

/** What `amount` holds in the rule's own unit (grams for a food sold by weight). */
function inRuleUnits(amount: ReturnType<typeof buyingAmount>): number {
  return amount.unit === 'kg' ? amount.quantity * 1000 : amount.quantity;
}

describe('buying, properties', () => {
  it('buys at least what is needed, in whole pieces and packs', () => {
    fc.assert(
      fc.property(ingredient, quantity, unit, (food, q, u) => {
        const exact = needInBuyingUnits(food, q, u);
        fc.pre(exact !== undefined);
        const amount = buyingAmount(food.buying!, exact!);
        expect(inRuleUnits(amount)).toBeGreaterThanOrEqual(exact! * (1 - 1e-6));
        if (food.buying!.unit !== 'g') expect(Number.isInteger(amount.quantity)).toBe(true);
        // And the purchase, read back as the recipe's unit, covers the recipe.
        const back = needInBuyingUnits(food, 1, u)!;
        expect((inRuleUnits(amount) / back) * (1 + 1e-6)).toBeGreaterThanOrEqual(q);
      }),
      { numRuns: 2000 },
    );
  });

  // For counts and packs exactly; a weight is weighed out to the counter's step of the total
  // (100 g from 1 kg), which may add that step: 15 g + 990 g read 1,1 kg, not 1 020 g.
  it('buys for the sum of two needs no more than for each apart, and not less than the sum', () => {
    fc.assert(
      fc.property(ingredient, quantity, quantity, unit, unit, (food, qa, qb, ua, ub) => {
        const a = needInBuyingUnits(food, qa, ua);
        const b = needInBuyingUnits(food, qb, ub);
        fc.pre(a !== undefined && b !== undefined);
        const rule = food.buying!;
        const together = inRuleUnits(buyingAmount(rule, a! + b!));
        const apart = inRuleUnits(buyingAmount(rule, a!)) + inRuleUnits(buyingAmount(rule, b!));
        const step = rule.unit !== 'g' ? 0 : together <= 100 ? 10 : together <= 1000 ? 50 : 100;
        expect(together).toBeLessThanOrEqual(apart * (1 + 1e-6) + step);
        expect(together).toBeGreaterThanOrEqual((a! + b!) * (1 - 1e-6));
      }),
      { numRuns: 1000 },
    );
  });
});
