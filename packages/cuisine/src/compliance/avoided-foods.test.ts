import { describe, expect, it } from 'vitest';
import { findIngredient } from '../ingredients/lookup';
import { resolveAvoidedFood } from './avoided-food-names';
import { checkCompliance } from './check-compliance';
import { ALL_AVOIDED_FOOD_CASES } from './test/avoided-foods.cases';

const avoidedIn = (ingredientId: string, avoidedFood: string) =>
  checkCompliance(
    { ingredients: [{ ingredientId }] },
    { restrictions: [], avoidedFoods: [avoidedFood] },
  ).violations.filter((v) => v.rule === 'avoidedFood');

describe('avoided foods: is, is a kind of, or contains', () => {
  it('holds at least 150 cases, near misses included', () => {
    expect(ALL_AVOIDED_FOOD_CASES.length).toBeGreaterThanOrEqual(150);
    expect(ALL_AVOIDED_FOOD_CASES.filter(([, , expected]) => !expected).length).toBeGreaterThan(40);
    expect(ALL_AVOIDED_FOOD_CASES.filter(([, , e]) => e === 'possible').length).toBeGreaterThan(15);
  });

  it.each(ALL_AVOIDED_FOOD_CASES)('avoiding %j, %j -> %s', (avoided, name, expected) => {
    const ingredient = findIngredient(name);
    expect(ingredient, `${name} is not in the knowledge base`).toBeDefined();
    const violations = avoidedIn(ingredient!.id, avoided);
    if (expected === false) {
      expect(violations).toEqual([]);
      return;
    }
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ avoidedFood: avoided, certainty: expected });
    expect(violations[0]!.explanation.startsWith(expected === 'certain' ? 'co' : 'peut')).toBe(
      true,
    );
  });
});

describe('what households write', () => {
  it.each([
    ['tomates', ['tomate'], []],
    ['Tomate', ['tomate'], []],
    ['les tomates', ['tomate'], []],
    ['  TOMATES crues ', ['tomate'], []],
    ['pas de champignons', ['champignon'], []],
    ['allergie au céleri', ['celeri'], []],
    ['poisson et fruits de mer', ['poisson', 'fruits-de-mer'], []],
    ['noix, noisettes', ['noix', 'noisette'], []],
    ['gluten', [], ['gluten']],
    ['intolérance au gluten', [], ['gluten']],
    ['lactose', [], ['dairy']],
    ['produits laitiers', [], ['dairy']],
    ['fruits à coque', [], ['treeNut']],
    ['arachides', [], ['peanut']],
    ['cacahuètes', [], ['peanut']],
    ['moutarde', ['moutarde', 'graine-de-moutarde'], []],
    ['coriandre', ['coriandre', 'graine-de-coriandre'], []],
    ['plats épicés', ['piment'], []],
    ['sulfites', ['sulfite'], []],
    ['crustacés', ['crustace'], []],
    ['truffes', [], []],
  ])('%j names %j and %j', (text, ids, flags) => {
    expect(resolveAvoidedFood(text)).toEqual({ ingredientIds: ids, flags });
  });

  it('explains in French what the food holds and what the household avoids', () => {
    const [ketchup] = avoidedIn('ketchup', 'tomates');
    expect(ketchup).toMatchObject({
      explanation: 'contient de la tomate',
      reason: '« Ketchup » contient de la tomate : vous évitez « tomates ».',
    });
    const [miso] = avoidedIn('miso', 'gluten');
    expect(miso).toMatchObject({
      explanation: 'peut contenir de l’orge (gluten)',
      certainty: 'possible',
      reason: '« Miso » peut contenir de l’orge (gluten) : vous évitez « gluten ».',
    });
    const [pates] = avoidedIn('pates', 'blé');
    expect(pates?.explanation).toBe('contient du blé');
    const [cerise] = avoidedIn('tomate-cerise', 'tomates');
    expect(cerise?.reason).toBe(
      '« Tomate cerise » correspond à un aliment que vous évitez : tomates.',
    );
  });

  it('names a food it has no article for without guessing one', () => {
    const [line] = avoidedIn('vin-chaud', 'clou de girofle');
    expect(line?.explanation).toBe('contient un aliment que vous évitez');
  });

  it('judges free-text lines the same way', () => {
    const report = checkCompliance(
      { ingredients: ['2 c. à s. de ketchup', '20 cl de lait de coco', '1 noix de muscade'] },
      { restrictions: [], avoidedFoods: ['tomates', 'lait', 'noix'] },
    );
    expect(report.violations.map((v) => `${v.ingredientId}:${v.avoidedFood}`)).toEqual([
      'ketchup:tomates',
    ]);
  });

  it('reads ripeness as ripeness and reports a tinned food once', () => {
    const report = checkCompliance(
      {
        ingredients: [
          '3 tomates bien mûres',
          '2 bananes mûres',
          '200 g de mûres',
          '1 boîte de thon',
        ],
      },
      { restrictions: [], avoidedFoods: ['mûres', 'poisson'] },
    );
    expect(report.violations.map((v) => `${v.ingredientId}:${v.avoidedFood}`)).toEqual([
      'mure:mûres',
      'thon-en-boite:poisson',
    ]);
  });
});
