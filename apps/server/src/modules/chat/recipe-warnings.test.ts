import { describe, expect, it } from 'vitest';
import { recipeBlocksOf, recipeWarnings } from './recipe-warnings';

const vegetarianNoNuts = {
  restrictions: ['vegetarian'] as const,
  avoidedFoods: ['noix'],
  preferredFoods: [],
  size: { adults: 2, children: 0 },
};
const household = { ...vegetarianNoNuts, restrictions: [...vegetarianNoNuts.restrictions] };

const QUICHE = `# Quiche lorraine
La vraie, avec des lardons.

## Ingrédients
- 1 pâte brisée
- 200 g de **lardons** fumés
- 3 œufs
- 20 cl de crème fraîche

## Instructions
1. Préchauffer le four à 180 °C.
2. Cuire 35 minutes.`;

describe('recipeBlocksOf', () => {
  it('reads the spec’s structure: the title, then the Ingrédients list', () => {
    expect(recipeBlocksOf(QUICHE)).toEqual([
      {
        title: 'Quiche lorraine',
        ingredients: [
          '1 pâte brisée',
          '200 g de lardons fumés',
          '3 œufs',
          '20 cl de crème fraîche',
        ],
      },
    ]);
  });

  it('reads several recipes, bold section names and • bullets as a model writes them', () => {
    const text = `Voici deux idées.

## Salade de chèvre chaud
**Ingrédients :**
• 1 salade
• 4 toasts de chèvre
**Préparation :**
1. Griller les toasts.

## Tarte aux noix
### Ingrédients
* 1 pâte sablée
* 150 g de cerneaux de noix`;
    expect(recipeBlocksOf(text)).toEqual([
      { title: 'Salade de chèvre chaud', ingredients: ['1 salade', '4 toasts de chèvre'] },
      { title: 'Tarte aux noix', ingredients: ['1 pâte sablée', '150 g de cerneaux de noix'] },
    ]);
  });

  it('finds no recipe in a reply without an ingredient list', () => {
    expect(
      recipeBlocksOf('Comptez **9 minutes** pour des œufs durs.\n\n- à l’eau bouillante'),
    ).toEqual([]);
  });
});

describe('recipeWarnings', () => {
  it('warns beside a recipe that breaks the household’s rules, with the reasons', () => {
    const [warning, ...others] = recipeWarnings(QUICHE, household);
    expect(others).toEqual([]);
    expect(warning?.recipeTitle).toBe('Quiche lorraine');
    expect(warning?.reasons.join(' ')).toMatch(/lardons/i);
    expect(warning?.reasons.join(' ')).toMatch(/porc|viande/i);
  });

  it('warns for an avoided food found in a line, as decision 027 reads it', () => {
    const tarte = `# Tarte aux noix\n## Ingrédients\n- 1 pâte sablée\n- 150 g de cerneaux de noix\n- 100 g de sucre`;
    const [warning] = recipeWarnings(tarte, household);
    expect(warning?.recipeTitle).toBe('Tarte aux noix');
    expect(warning?.reasons.join(' ')).toMatch(/noix/i);
  });

  it('says nothing about a recipe that complies, nor to a household without rules', () => {
    const gratin = `# Gratin de courgettes\n## Ingrédients\n- 3 courgettes\n- 20 cl de crème\n- 2 œufs`;
    expect(recipeWarnings(gratin, household)).toEqual([]);
    expect(recipeWarnings(QUICHE, { ...household, restrictions: [], avoidedFoods: [] })).toEqual(
      [],
    );
  });
});
