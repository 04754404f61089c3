import { describe, expect, it } from 'vitest';
import { foodLookOf } from './food-look';
import { INGREDIENTS } from './lookup';

describe('foodLookOf (decision 033: the picture comes from the food)', () => {
  it('tells eggs from milk, though both are filed under Produits Laitiers', () => {
    expect(foodLookOf('Œufs')).toBe('egg');
    expect(foodLookOf('6 oeufs frais')).toBe('egg');
    expect(foodLookOf('Lait entier')).toBe('milk');
    expect(foodLookOf('Yaourt nature')).toBe('milk');
    expect(foodLookOf('Comté')).toBe('cheese');
    expect(foodLookOf('Mozzarella')).toBe('cheese');
  });

  it('tells fish from meat, and poultry from beef, in Viandes et Poissons', () => {
    expect(foodLookOf('Saumon')).toBe('fish');
    expect(foodLookOf('Crevettes')).toBe('shellfish');
    expect(foodLookOf('Filets de poulet')).toBe('poultry');
    expect(foodLookOf('Bœuf haché')).toBe('meat');
    expect(foodLookOf('Jambon')).toBe('charcuterie');
  });

  it('tells fruit from vegetables, and reads the other aisles', () => {
    expect(foodLookOf('Pommes')).toBe('fruit');
    expect(foodLookOf('Courgettes')).toBe('vegetable');
    expect(foodLookOf('Persil')).toBe('herb');
    expect(foodLookOf('Baguette')).toBe('bread');
    expect(foodLookOf('Pâtes')).toBe('grocery');
    expect(foodLookOf('Tofu')).toBe('plant');
  });

  it('knows no look for a name it does not know', () => {
    expect(foodLookOf('Piles AA')).toBeNull();
    expect(foodLookOf('')).toBeNull();
  });

  it('gives every ingredient of the knowledge base a look', () => {
    const missing = INGREDIENTS.filter((food) => foodLookOf(food.name) === null);
    expect(missing.map((food) => food.id)).toEqual([]);
  });
});
