import { describe, expect, it } from 'vitest';
import { fridgeStorageOf, wholeFridgeAmount } from './fridge-storage';

describe('wholeFridgeAmount', () => {
  it.each([
    ['0,75', 'l', { quantity: 750, unit: 'ml' }],
    ['1,5', 'kg', { quantity: 1500, unit: 'g' }],
    ['300', 'g', { quantity: 300, unit: 'g' }],
    ['2,5', 'unité', { quantity: 3, unit: 'unité' }],
    ['1,5', 'càs', { quantity: 5, unit: 'càc' }],
    ['un peu', 'pincée', { quantity: 1, unit: 'pincée' }],
    ['0', 'g', { quantity: 1, unit: 'g' }],
  ] as const)('%s %s', (quantity, unit, expected) => {
    expect(wholeFridgeAmount(quantity, unit)).toEqual(expected);
  });
});

describe('fridgeStorageOf', () => {
  it('takes the category and shelf life of the ingredient the item names', () => {
    const milk = fridgeStorageOf({ name: 'lait', quantity: '1', unit: 'l' });
    expect(milk).toMatchObject({ quantity: 1, unit: 'l', category: 'Produits Laitiers' });
    expect(milk.shelfLifeDays).toBeGreaterThan(0);
  });

  it('files an unknown name under Autre, with no date', () => {
    expect(fridgeStorageOf({ name: 'Garniture au choix', quantity: '1', unit: 'unité' })).toEqual({
      quantity: 1,
      unit: 'unité',
      category: 'Autre',
      shelfLifeDays: null,
      isForFridge: true,
    });
  });

  it('says which foods go in the fridge: not dry goods, tins nor drinks (decision 012)', () => {
    const isForFridge = (name: string) =>
      fridgeStorageOf({ name, quantity: '1', unit: 'unité' }).isForFridge;
    for (const name of ['Lait', 'Poulet', 'Courgettes', 'Tofu', 'Gruyère']) {
      expect(isForFridge(name), name).toBe(true);
    }
    for (const name of ['Penne', 'Pois chiches', 'Farine', 'Vin rouge', 'Paprika']) {
      expect(isForFridge(name), name).toBe(false);
    }
  });
});
