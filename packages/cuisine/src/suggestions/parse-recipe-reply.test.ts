import { describe, expect, it } from 'vitest';
import { parseRecipeReply } from './parse-recipe-reply';

const VALID = `# Gratin de courgettes au basilic

Un gratin fondant et parfumé, parfait pour les soirs d’été.

Temps de préparation : 20 minutes
Temps de cuisson : 35 minutes
Difficulté : facile
Pour 4 personnes

## Ingrédients
- 4 courgettes
- 200 g de mozzarella
• 2 càs d’huile d’olive
- Sel et poivre

## Instructions
1. Préchauffer le four à 200 °C.
2. Couper les courgettes en rondelles.
3) Gratiner 35 minutes.`;

describe('parseRecipeReply (spec section 5)', () => {
  it('reads the title, description, ingredients, numbered steps and the stated facts', () => {
    expect(parseRecipeReply(VALID)).toEqual({
      ok: true,
      recipe: {
        title: 'Gratin de courgettes au basilic',
        description: 'Un gratin fondant et parfumé, parfait pour les soirs d’été.',
        ingredients: [
          '4 courgettes',
          '200 g de mozzarella',
          '2 càs d’huile d’olive',
          'Sel et poivre',
        ],
        instructions: [
          'Préchauffer le four à 200 °C.',
          'Couper les courgettes en rondelles.',
          'Gratiner 35 minutes.',
        ],
        preparationMinutes: 55,
        servings: 4,
        difficulty: 'facile',
      },
    });
  });

  it('reads emphasis, code fences and headings written another way', () => {
    const reply = [
      '```markdown',
      '# **Velouté de potimarron** #',
      '**Temps de préparation :** 1 h 10',
      '**Difficulté :** moyenne',
      'Portions : 6',
      'Une soupe douce et veloutée.',
      '### INGREDIENTS :',
      '- **1 kg** de potimarron',
      '## Instructions',
      '1. Cuire le potimarron.',
      '```',
    ].join('\n');
    expect(parseRecipeReply(reply)).toEqual({
      ok: true,
      recipe: {
        title: 'Velouté de potimarron',
        description: 'Une soupe douce et veloutée.',
        ingredients: ['1 kg de potimarron'],
        instructions: ['Cuire le potimarron.'],
        preparationMinutes: 70,
        servings: 6,
        difficulty: 'moyen',
      },
    });
  });

  it('leaves out the facts a reply does not state', () => {
    const result = parseRecipeReply(
      '# Limonade\nFraîche.\n## Ingrédients\n- 1 citron\n## Instructions\n1. Presser.',
    );
    expect(result).toEqual({
      ok: true,
      recipe: {
        title: 'Limonade',
        description: 'Fraîche.',
        ingredients: ['1 citron'],
        instructions: ['Presser.'],
      },
    });
  });

  it.each([
    ['an empty reply', '', 'empty'],
    ['a blank reply', '  \n \n', 'empty'],
    ['no reply at all', null, 'empty'],
    [
      'no title line',
      'Gratin\nDélicieux.\n## Ingrédients\n- 1 œuf\n## Instructions\n1. Cuire.',
      'title',
    ],
    [
      'a title that is only a ##',
      '## Gratin\nDélicieux.\n## Ingrédients\n- 1 œuf\n## Instructions\n1. Cuire.',
      'title',
    ],
    [
      'no description',
      '# Gratin\n## Ingrédients\n- 1 œuf\n## Instructions\n1. Cuire.',
      'description',
    ],
    [
      'only facts as description',
      '# Gratin\nDifficulté : facile\n## Ingrédients\n- 1 œuf\n## Instructions\n1. Cuire.',
      'description',
    ],
    ['no ingredients section', '# Gratin\nDélicieux.\n## Instructions\n1. Cuire.', 'ingredients'],
    [
      'ingredients without a marker',
      '# Gratin\nDélicieux.\n## Ingrédients\n1 œuf\n## Instructions\n1. Cuire.',
      'ingredients',
    ],
    ['no instructions section', '# Gratin\nDélicieux.\n## Ingrédients\n- 1 œuf', 'instructions'],
    [
      'steps that are not numbered',
      '# Gratin\nDélicieux.\n## Ingrédients\n- 1 œuf\n## Instructions\n- Cuire.',
      'instructions',
    ],
  ])('fails on %s with the reason of spec section 5', (_, reply, problem) => {
    expect(parseRecipeReply(reply)).toEqual({ ok: false, problem });
  });
});
