import { describe, expect, it } from 'vitest';
import { satisfiedRestrictions } from '../compliance';
import { getIngredient, ingredientComposition, matchIngredient } from '../ingredients/lookup';
import type { Ingredient } from '../ingredients/types';
import { isGarnish, type Month, marketAvailability, seasonOfMonth } from '../seasons';
import { foldAccents, foodNameWords } from '../text/normalize';
import { NUMBER_WORD_PATTERN, numberWordValue } from '../text/number-words';
import { SEASONS } from '../vocabulary';
import { RECIPES } from './index';
import type { Recipe } from './recipe-schema';
import {
  mentionedIngredients,
  shareAHeadWord,
  statedDurations,
  waitingClauses,
  waitingMinutes,
} from './recipe-text';

// Each class of catalogue flaw is checked over every recipe, not only the
// examples the issue named.

const ing = (id: string) => getIngredient(id)!;

/** The listed food is, is a kind of, or holds the other (either way round). */
const isRelated = (a: string, b: string) =>
  a === b ||
  ingredientComposition(a)?.byId.has(b) === true ||
  ingredientComposition(b)?.byId.get(a)?.isKind === true;

/** A preparation the recipe makes from what it lists: mayonnaise, vinaigrette, sirop, caramel… */
function isMadeFromList(food: Ingredient, listed: readonly string[]): boolean {
  const contents = [food, ...(food.parents ?? []).map(ing)].flatMap((i) => i.contains ?? []);
  return contents.length > 0 && contents.every((c) => listed.some((l) => isRelated(l, c)));
}

// Always at hand, never listed: tap water and ice; kitchen supplies are not food.
const AT_HAND = new Set(['eau', 'glacon']);
const isSupply = (i: Ingredient) => i.aisle === 'entretien' || i.aisle === 'hygiène';

function unlistedMentions(recipe: Recipe): string[] {
  const listed = recipe.ingredients.map((line) => line.ingredientId);
  let waterSoFar = false;
  return recipe.instructions.flatMap((step, index) => {
    const found = mentionedIngredients(step).filter((food) => {
      if (AT_HAND.has(food.id) || isSupply(food)) return false;
      // « le bouillon » of a pot cooked in water is its own liquid.
      if (food.id === 'bouillon' && waterSoFar) return false;
      return (
        !listed.some(
          (id) => isRelated(id, food.id) || isRelated(food.id, id) || shareAHeadWord(food, ing(id)),
        ) && !isMadeFromList(food, listed)
      );
    });
    waterSoFar ||= /\beau\b/iu.test(step);
    return found.map((food) => `${recipe.id} #${index + 1}: ${food.id}`);
  });
}

const COUNTED_UNITS = new Set([
  'unité',
  'gousse',
  'tranche',
  'feuille',
  'brin',
  'botte',
  'sachet',
  'boîte',
]);
const SIZE_WORDS = new Set([
  'gros',
  'grosse',
  'grosses',
  'petit',
  'petits',
  'petite',
  'petites',
  'beaux',
  'belles',
]);

/** « Cuire six œufs » with five listed: a step counting more of a food than the list holds. */
function overCounted(recipe: Recipe): string[] {
  return recipe.instructions.flatMap((step) =>
    [
      ...step.matchAll(
        new RegExp(String.raw`\b(\d+|${NUMBER_WORD_PATTERN})\s+([^,.;:()]+)`, 'giu'),
      ),
    ].flatMap(([, amount = '', rest = '']) => {
      const count = numberWordValue(amount) ?? Number(amount);
      const words = rest.split(/\s+/).filter((w) => !SIZE_WORDS.has(w.toLowerCase()));
      return recipe.ingredients.flatMap((line) => {
        if (!COUNTED_UNITS.has(line.unit)) return [];
        const food = ing(line.ingredientId);
        const unitWord = line.unit === 'unité' ? [] : [foldAccents(line.unit)];
        // The food right after the number, or after its own unit word (« 2 gousses d’ail »).
        const head = words.slice(0, 4).join(' ');
        const first = foldAccents(words[0] ?? '').replace(/s$/, '');
        const named = mentionedIngredients(head).some((m) => isRelated(m.id, food.id));
        const adjacent =
          unitWord.includes(first) ||
          mentionedIngredients(words[0] ?? '').some((m) => m.id === food.id);
        return named && adjacent && count > line.quantity
          ? [
              `${recipe.id}: « ${amount} ${words.slice(0, 3).join(' ')} » but ${line.quantity} ${line.unit} of ${food.id}`,
            ]
          : [];
      });
    }),
  );
}

describe('catalogue quality', () => {
  it('gives every recipe its own title across all types', () => {
    const byTitle = new Map<string, string[]>();
    for (const r of RECIPES) {
      const key = foodNameWords(r.title).join(' ');
      byTitle.set(key, [...(byTitle.get(key) ?? []), r.id]);
    }
    expect([...byTitle.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });

  it('lists every food an instruction uses', () => {
    expect(RECIPES.flatMap(unlistedMentions)).toEqual([]);
  });

  it('lists at least as many of each counted food as the steps use', () => {
    expect(RECIPES.flatMap(overCounted)).toEqual([]);
  });

  it('keeps quantities out of notes', () => {
    const hidden = RECIPES.flatMap((r) =>
      r.ingredients
        .filter((line) => /\b(plus|\+)\s*(\d|un|une|deux)\b/iu.test(line.note ?? ''))
        .map((line) => `${r.id}: ${line.ingredientId} (${line.note})`),
    );
    expect(hidden).toEqual([]);
  });

  it('links each line to the food its note names (ground ginger to ground ginger)', () => {
    const wrong = RECIPES.flatMap((r) =>
      r.ingredients.flatMap((line) => {
        if (!line.note) return [];
        const linked = ing(line.ingredientId);
        // The note names a kind of the linked food: « gingembre (moulu) » is gingembre en poudre.
        const kinds = mentionedIngredients(`${linked.name} ${line.note}`)
          .concat(mentionedIngredients(line.note))
          .filter(
            (m) => m.id !== linked.id && ingredientComposition(m.id)?.byId.get(linked.id)?.isKind,
          );
        // The note turns it into another food of the family: « crème fraîche (liquide) » is
        // crème liquide, while « lardons (fumés) » stay lardons (« lardon fumé » is one of
        // their names).
        const ownWords = new Set(
          [linked.name, ...linked.synonyms].flatMap((name) => foodNameWords(name)),
        );
        const isOwnWord = foodNameWords(line.note).every((word) => ownWords.has(word));
        const contradicted = isOwnWord
          ? []
          : (linked.parents ?? []).flatMap((p) => {
              const match = matchIngredient(`${ing(p).name} ${line.note}`);
              return match?.exact && match.ingredient.id !== linked.id ? [match.ingredient] : [];
            });
        const named = new Set([...kinds, ...contradicted].map((m) => m.id));
        return [...named].map((id) => `${r.id}: ${linked.id} (${line.note}) is ${id}`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('uses whipping cream where cream is whipped', () => {
    const WHIPPED =
      /\b(monter|fouetter|battre) (la|de la) crème\b|chantilly|crème fouettée|crème montée/iu;
    const wrong = RECIPES.filter((r) => r.instructions.some((s) => WHIPPED.test(s)))
      .filter((r) => !r.ingredients.some((l) => l.ingredientId === 'creme-entiere-a-fouetter'))
      .map((r) => r.id);
    expect(wrong).toEqual([]);
  });

  it('declares exactly the diets a recipe meets', () => {
    const wrong = RECIPES.flatMap((r) => {
      const met = satisfiedRestrictions(r).filter((d) => d !== 'none');
      const same = met.length === r.diets.length && met.every((d) => r.diets.includes(d));
      return same ? [] : [`${r.id}: declares ${r.diets.join(',')}, meets ${met.join(',')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('states how long every marinating, resting, rising or chilling step lasts', () => {
    const unstated = RECIPES.flatMap((r) =>
      r.instructions
        .flatMap(waitingClauses)
        .filter((clause) => statedDurations(clause).length === 0)
        .map((clause) => `${r.id}: « ${clause} »`),
    );
    expect(unstated).toEqual([]);
  });

  it('counts that waiting in the recipe’s resting time', () => {
    const wrong = RECIPES.flatMap((r) => {
      const waiting = waitingMinutes(r.instructions);
      return (r.restingMinutes ?? 0) === waiting
        ? []
        : [`${r.id}: ${r.restingMinutes ?? 0} ≠ ${waiting}`];
    });
    expect(wrong).toEqual([]);
  });

  it('tags a recipe only with seasons in which its produce is at market', () => {
    const MONTHS = Array.from({ length: 12 }, (_, i) => (i + 1) as Month);
    const wrong = RECIPES.filter((r) => r.seasons.length < SEASONS.length).flatMap((r) => {
      const months = MONTHS.filter((m) => r.seasons.includes(seasonOfMonth(m)));
      return r.ingredients
        .filter((line) => !isGarnish(line))
        .filter((line) => months.every((m) => marketAvailability(line.ingredientId, m) === 'out'))
        .map((line) => `${r.id} (${r.seasons.join(', ')}): ${line.ingredientId}`);
    });
    expect(wrong).toEqual([]);
  });

  it('roasts whole poultry 40 to 50 minutes per kilo', () => {
    const WHOLE = new Set(['poulet', 'coquelet', 'pintade', 'canard', 'dinde']);
    const wrong = RECIPES.flatMap((r) =>
      r.ingredients.flatMap((line) => {
        const kg = /(\d+(?:[.,]\d+)?)\s*kg/u.exec(line.note ?? '')?.[1];
        if (!WHOLE.has(line.ingredientId) || !kg) return [];
        const weight = Number(kg.replace(',', '.')) * line.quantity;
        const roast = r.instructions
          .filter((s) => /\benfourner\b/iu.test(s))
          .flatMap(statedDurations);
        const minutes = Math.max(0, ...roast);
        const fits =
          minutes >= 40 * weight && minutes <= 50 * weight && r.cookingMinutes >= minutes;
        return fits
          ? []
          : [`${r.id}: ${weight} kg roasted ${minutes} min, cooking ${r.cookingMinutes} min`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
