import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page';
import { readRecipeText } from './read-recipe-text';

// What a household pastes or a site serves is anything at all: the readers never throw, keep
// only what the input holds, and a numbered recipe keeps every ingredient and step it wrote.

const line = fc.oneof(
  fc.constantFrom(
    'Ingrédients',
    'Préparation',
    'Préparation : 20 min',
    'Cuisson : 1 h 30',
    'Pour 4 personnes',
    'Étapes :',
    '- 200 g de farine',
    '1. Mélanger.',
    'Étape 2',
    '',
    '   ',
  ),
  fc.string({ maxLength: 40 }),
);

describe('the readers, on any input', () => {
  it('readRecipeText never throws and writes no line the text lacks', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const text = lines.join('\n');
        const draft = readRecipeText(text);
        const folded = text.replace(/\s+/g, ' ');
        for (const read of [...draft.ingredients, ...draft.instructions]) {
          expect(read.trim()).not.toBe('');
          expect(folded).toContain(read.slice(0, 10).replace(/\s+/g, ' ').trim());
        }
      }),
    );
  });

  it('readRecipeText keeps every bulleted ingredient and numbered step under their headings', () => {
    const word = fc.stringMatching(/^[a-zéèàç]{3,12}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.array(word, { minLength: 1, maxLength: 8 }),
        (foods, actions) => {
          const text = [
            'Ma recette',
            'Ingrédients',
            ...foods.map((food, i) => `- ${i + 1} ${food}`),
            'Préparation',
            ...actions.map((action, i) => `${i + 1}. ${action} doucement.`),
          ].join('\n');
          const draft = readRecipeText(text);
          expect(draft.title).toBe('Ma recette');
          expect(draft.ingredients).toEqual(foods.map((food, i) => `${i + 1} ${food}`));
          expect(draft.instructions).toEqual(actions.map((action) => `${action} doucement.`));
        },
      ),
    );
  });

  it('readRecipePage never throws on any markup', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (html) => {
        const page = `<script type="application/ld+json">${html}</script><div itemscope itemtype="https://schema.org/Recipe">${html}</div>`;
        expect(() => readRecipePage(page)).not.toThrow();
        expect(() => readRecipePage(html)).not.toThrow();
      }),
    );
  });
});
