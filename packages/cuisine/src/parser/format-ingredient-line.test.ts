import { describe, expect, it } from 'vitest';
import { RECIPES } from '../catalogue';
import { getIngredient } from '../ingredients';
import { pluralizeFoodName } from '../text/normalize';
import { type FormattableIngredient, formatIngredientLine } from './format-ingredient-line';
import { parseIngredientLine } from './parse-ingredient-line';
import { RECIPE_UNIT_WORDS } from './recipe-unit-words';

describe('formatIngredientLine — French as a cook writes it', () => {
  it.each<[FormattableIngredient, string]>([
    [{ ingredientId: 'basilic', quantity: 0.5, unit: 'botte' }, '0,5 botte de basilic'],
    [{ ingredientId: 'vin-blanc', quantity: 15, unit: 'cl' }, '15 cl de vin blanc'],
    [{ ingredientId: 'yaourt-grec', quantity: 300, unit: 'g' }, '300 g de yaourt grec'],
    [{ ingredientId: 'chevre', quantity: 2, unit: 'bûchette' }, '2 bûchettes de chèvre'],
    [
      { ingredientId: 'coquille-saint-jacques', quantity: 12, unit: 'unité' },
      '12 coquilles Saint-Jacques',
    ],
    [{ ingredientId: 'oeuf', quantity: 1, unit: 'unité' }, '1 œuf'],
    [{ ingredientId: 'oeuf', quantity: 2, unit: 'unité' }, '2 œufs'],
    [{ ingredientId: 'oignon', quantity: 100, unit: 'g' }, '100 g d’oignons'],
    [{ ingredientId: 'oignon', quantity: 1, unit: 'unité' }, '1 oignon'],
    [{ ingredientId: 'oignon', quantity: 1.5, unit: 'unité' }, '1,5 oignon'],
    [{ ingredientId: 'sel', quantity: 1, unit: 'pincée' }, '1 pincée de sel'],
    [{ ingredientId: 'sel', quantity: 2, unit: 'pincée' }, '2 pincées de sel'],
    [{ ingredientId: 'huile-d-olive', quantity: 2, unit: 'càs' }, '2 càs d’huile d’olive'],
    [
      { ingredientId: 'herbes-de-provence', quantity: 1, unit: 'càc' },
      '1 càc d’herbes de Provence',
    ],
    [{ ingredientId: 'haricot-vert', quantity: 200, unit: 'g' }, '200 g de haricots verts'],
    [{ ingredientId: 'homard', quantity: 1, unit: 'kg' }, '1 kg de homard'],
    [{ ingredientId: 'yaourt', quantity: 2, unit: 'pot' }, '2 pots de yaourt'],
    [{ ingredientId: 'thon-en-boite', quantity: 1, unit: 'boîte' }, '1 boîte de thon'],
    [{ ingredientId: 'thon-en-boite', quantity: 150, unit: 'g' }, '150 g de thon en boîte'],
    [{ ingredientId: 'pois-chiche', quantity: 1, unit: 'boîte' }, '1 boîte de pois chiches'],
    [{ ingredientId: 'ail', quantity: 3, unit: 'gousse' }, '3 gousses d’ail'],
    [{ ingredientId: 'jambon', quantity: 4, unit: 'tranche' }, '4 tranches de jambon'],
    [{ ingredientId: 'saumon', quantity: 400, unit: 'g' }, '400 g de saumon'],
    [{ ingredientId: 'crevette', quantity: 400, unit: 'g' }, '400 g de crevettes'],
    [{ ingredientId: 'beurre', quantity: 1, unit: 'noix' }, '1 noix de beurre'],
    [{ ingredientId: 'noisette', quantity: 1, unit: 'poignée' }, '1 poignée de noisettes'],
    [{ ingredientId: 'rhum', quantity: 2, unit: 'verre' }, '2 verres de rhum'],
    [{ ingredientId: 'cornichon', quantity: 2, unit: 'bocal' }, '2 bocaux de cornichons'],
    [{ ingredientId: 'pomme-de-terre', quantity: 1.5, unit: 'kg' }, '1,5 kg de pommes de terre'],
    [{ ingredientId: 'lait', quantity: 0.25, unit: 'l' }, '0,25 l de lait'],
    [{ ingredientId: 'pate-brisee', quantity: 2, unit: 'unité' }, '2 pâtes brisées'],
    [{ ingredientId: 'oignon', quantity: 2, quantityMax: 3, unit: 'unité' }, '2 à 3 oignons'],
    [
      { ingredientId: 'ail', quantity: 1, unit: 'gousse', note: 'écrasée' },
      '1 gousse d’ail (écrasée)',
    ],
    [
      { ingredientId: 'farine', quantity: 200, unit: 'g', precision: 'approximate' },
      'environ 200 g de farine',
    ],
    [
      { ingredientId: 'sel', quantity: 1, unit: 'pincée', precision: 'approximate' },
      '1 pincée de sel',
    ],
    [{ ingredientId: 'sel', quantity: 1, unit: 'unité', precision: 'vague' }, 'un peu de sel'],
    [{ ingredientId: 'huile', quantity: 1, unit: 'unité', precision: 'vague' }, 'un peu d’huile'],
    [
      { ingredientId: 'tomate', quantity: 1, unit: 'unité', precision: 'vague' },
      'quelques tomates',
    ],
    [
      { ingredientId: 'persil', quantity: 1, unit: 'brin', precision: 'vague' },
      'quelques brins de persil',
    ],
    [{ name: 'farine de châtaigne', quantity: 200, unit: 'g' }, '200 g de farine de châtaigne'],
    [{ name: 'Sel et poivre', quantity: 1, unit: 'unité', matched: false }, 'Sel et poivre'],
  ])('%j → %s', (line, text) => {
    expect(formatIngredientLine(line)).toBe(text);
  });
});

// Every catalogue line, at 0.5, 1, 2 and 12: the grammar holds for the whole catalogue, not only
// for the examples above, and the parser reads each written line back.
describe('formatIngredientLine — every catalogue line at 0.5, 1, 2 and 12', () => {
  const QUANTITIES = [0.5, 1, 2, 12];
  const cases = RECIPES.flatMap((recipe) =>
    recipe.ingredients.flatMap((ingredient) =>
      QUANTITIES.map((quantity) => ({
        recipe: recipe.id,
        line: { ...ingredient, quantity },
        text: formatIngredientLine({ ...ingredient, quantity }),
      })),
    ),
  );
  const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/iu;

  it('covers every catalogue line', () => {
    const lineCount = RECIPES.reduce((total, recipe) => total + recipe.ingredients.length, 0);
    expect(cases).toHaveLength(lineCount * QUANTITIES.length);
    expect(lineCount).toBeGreaterThan(500);
  });

  it('writes no doubled article, no stray space and a decimal comma', () => {
    const faults = cases.filter(
      ({ text }) =>
        /(?:^|\s)(?:de|d’)\s*(?:de|d’|du|des)\s/iu.test(text) ||
        /\s$|^\s|\s{2}/u.test(text) ||
        /\d\.\d/u.test(text) ||
        text.includes("'"),
    );
    expect(faults.map((c) => c.text)).toEqual([]);
    expect(
      cases.filter((c) => c.line.quantity === 0.5).every((c) => c.text.startsWith('0,5 ')),
    ).toBe(true);
  });

  it('elides before a vowel and never before a consonant', () => {
    const faults = cases.filter(({ text }) => {
      const words = text.split(' ');
      return words.some(
        (word, index) =>
          (word === 'de' && VOWEL.test(words[index + 1] ?? '')) ||
          (word.startsWith('d’') && !VOWEL.test(word.slice(2)) && !/^h/iu.test(word.slice(2))),
      );
    });
    expect(faults.map((c) => c.text)).toEqual([]);
  });

  it('puts counted foods and unit words in the plural from 2 on, in the singular below', () => {
    const faults = cases.filter(({ line, text }) => {
      const ingredient = getIngredient(line.ingredientId)!;
      const quantity = text.split(' ')[0];
      const many = line.quantity >= 2;
      if (line.unit === 'unité') {
        const plural =
          ingredient.plural !== ingredient.name
            ? ingredient.plural
            : pluralizeFoodName(ingredient.name);
        return !text.startsWith(`${quantity} ${many ? plural : ingredient.name}`);
      }
      const words = RECIPE_UNIT_WORDS[line.unit];
      return !text.startsWith(`${quantity} ${many ? words.plural : words.singular} `);
    });
    expect(faults.map((c) => c.text)).toEqual([]);
    expect(cases.some((c) => c.text === '1 œuf')).toBe(true);
    expect(cases.some((c) => c.text === '1 œufs')).toBe(false);
  });

  it('reads every written line back to the same ingredient, unit and quantity', () => {
    const faults = cases.flatMap(({ recipe, line, text }) => {
      const parsed = parseIngredientLine(text);
      const same =
        parsed.matched &&
        parsed.ingredientId === line.ingredientId &&
        parsed.unit === line.unit &&
        parsed.quantity === line.quantity;
      return same ? [] : [`${recipe}: '${text}' → ${JSON.stringify(parsed)}`];
    });
    expect(faults).toEqual([]);
  });
});
