import { describe, expect, it } from 'vitest';
import { readRecipeText } from './read-recipe-text';

describe('readRecipeText', () => {
  it('reads a recipe with headings, facts and numbered steps', () => {
    const draft = readRecipeText(`Quiche lorraine

Pour 4 personnes
Préparation : 20 min
Cuisson : 1 h 10

Ingrédients
- 1 pâte brisée
- 200 g de lardons
• 3 œufs
* 20 cl de crème fraîche

Préparation
1. Préchauffer le four à 180 °C.
2) Faire revenir les lardons.
Étape 3 : Battre les œufs avec la crème, verser sur la pâte et cuire.`);
    expect(draft).toEqual({
      title: 'Quiche lorraine',
      description: '',
      servings: 4,
      preparationTime: 20,
      cookingTime: 70,
      ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs', '20 cl de crème fraîche'],
      instructions: [
        'Préchauffer le four à 180 °C.',
        'Faire revenir les lardons.',
        'Battre les œufs avec la crème, verser sur la pâte et cuire.',
      ],
    });
  });

  it('reads facts on one line, « Étapes » and sub-headings', () => {
    const draft = readRecipeText(`Gâteau au yaourt
Un classique des goûters.
Préparation : 10 min | Cuisson : 35 min | 6 parts
Ingrédients pour 6 personnes :
Pour le gâteau :
1 pot de yaourt
3 pots de farine
Étapes :
Étape 1
Mélanger le tout.
Étape 2
Cuire 35 minutes.`);
    expect(draft.title).toBe('Gâteau au yaourt');
    expect(draft.description).toBe('Un classique des goûters.');
    expect(draft.servings).toBe(6);
    expect(draft.preparationTime).toBe(10);
    expect(draft.cookingTime).toBe(35);
    expect(draft.ingredients).toEqual(['1 pot de yaourt', '3 pots de farine']);
    expect(draft.instructions).toEqual(['Mélanger le tout.', 'Cuire 35 minutes.']);
  });

  it('tells ingredients from steps without headings', () => {
    const draft = readRecipeText(`Salade de tomates
4 tomates
1 oignon rouge
2 càs d’huile d’olive
Couper les tomates et l’oignon.
Arroser d’huile et servir frais.`);
    expect(draft.ingredients).toEqual(['4 tomates', '1 oignon rouge', '2 càs d’huile d’olive']);
    expect(draft.instructions).toEqual([
      'Couper les tomates et l’oignon.',
      'Arroser d’huile et servir frais.',
    ]);
  });

  it('keeps « 1,5 kg de farine » an ingredient, not a numbered step', () => {
    const draft = readRecipeText('Pain\n1,5 kg de farine\n1. Pétrir longuement la pâte.');
    expect(draft.ingredients).toEqual(['1,5 kg de farine']);
    expect(draft.instructions).toEqual(['Pétrir longuement la pâte.']);
  });

  it('answers an empty draft for a text with no recipe in it', () => {
    expect(readRecipeText('Bonjour, à demain !\n\n')).toEqual({
      title: 'Bonjour, à demain !',
      description: '',
      ingredients: [],
      instructions: [],
    });
  });
});
