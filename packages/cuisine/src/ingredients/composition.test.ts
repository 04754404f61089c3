import { describe, expect, it } from 'vitest';
import { buildCompositionIndex } from './composition';
import {
  findIngredient,
  getIngredient,
  INGREDIENTS,
  ingredientComposition,
  ingredientFlagSource,
  ingredientOwnFlags,
} from './lookup';
import { DIETARY_FLAGS, type DietaryFlag, type Ingredient } from './types';

// The foods a flag may be set on by the data files. Everything else gets it from what it is or
// contains, so « contient du blé » and the 'gluten' flag can never tell different stories.
const FLAG_SOURCES: Readonly<Record<DietaryFlag, readonly string[] | 'animals'>> = {
  meat: ['viande'],
  pork: ['porc'],
  poultry: ['volaille'],
  fish: ['poisson'],
  shellfish: ['crustace', 'mollusque'],
  egg: ['oeuf'],
  dairy: ['lait'],
  gluten: ['ble', 'seigle', 'orge', 'avoine'],
  treeNut: ['fruit-a-coque'],
  peanut: ['cacahuete'],
  alcohol: ['alcool'],
  gelatin: ['gelatine'],
  animalDerived: ['miel', 'gelatine', 'presure-animale'],
  animalRennet: ['presure-animale'],
  needsKosherCertificate: ['vin', 'jus-de-raisin', 'cognac', 'vin-sans-alcool'],
  // Set on the forbidden animal itself: rabbit, horse, eel, sturgeon roe…
  notKosher: 'animals',
};

const isAnimal = (id: string) => {
  const flags = ingredientComposition(id)?.flags;
  return ['meat', 'fish', 'shellfish'].some((f) => flags?.has(f as DietaryFlag));
};

const ids = (names: readonly string[]) => names.map((n) => findIngredient(n)?.id ?? `?${n}`);

describe('where flags come from', () => {
  it('sets each flag only on the food it comes from', () => {
    const wrong = INGREDIENTS.flatMap((i) =>
      ingredientOwnFlags(i.id)
        .filter((flag) => {
          const sources = FLAG_SOURCES[flag];
          return sources === 'animals' ? !isAnimal(i.id) : !sources.includes(i.id);
        })
        .map((flag) => `${i.id}: ${flag}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has every source in the base, carrying its flag', () => {
    for (const flag of DIETARY_FLAGS) {
      const sources = FLAG_SOURCES[flag];
      if (sources === 'animals') continue;
      for (const id of sources) expect(ingredientOwnFlags(id), `${flag} on ${id}`).toContain(flag);
    }
  });

  it('finds a source for every flag an ingredient carries', () => {
    const orphans = INGREDIENTS.flatMap((i) =>
      i.flags.filter((f) => !ingredientFlagSource(i.id, f)).map((f) => `${i.id}: ${f}`),
    );
    expect(orphans).toEqual([]);
  });

  it.each([
    ['pâtes', 'gluten', 'ble', 'certain'],
    ['spaghetti', 'gluten', 'ble', 'certain'],
    ['bière', 'gluten', 'orge', 'certain'],
    ['Ovomaltine', 'gluten', 'orge', 'certain'],
    ['miso', 'gluten', 'orge', 'possible'],
    ['farine de seigle', 'gluten', 'seigle', 'certain'],
    ['lardons', 'pork', 'porc', 'certain'],
    ['gruyère', 'animalRennet', 'presure-animale', 'certain'],
    ['raclette', 'animalRennet', 'presure-animale', 'possible'],
    ['pesto', 'treeNut', 'fruit-a-coque', 'certain'],
    ['bouillon', 'meat', 'viande', 'possible'],
    ['vin chaud', 'needsKosherCertificate', 'vin', 'certain'],
    ['grana padano', 'egg', 'oeuf', 'certain'],
  ] as const)('%s has %s from %s (%s)', (name, flag, sourceId, certainty) => {
    expect(ingredientFlagSource(findIngredient(name)!.id, flag)).toEqual({
      id: sourceId,
      certainty,
    });
  });
});

describe('composition data', () => {
  it('names only ingredients the base holds', () => {
    const missing = INGREDIENTS.flatMap((i) =>
      (['contains', 'mayContain', 'lacks'] as const).flatMap((field) =>
        (i[field] ?? []).filter((id) => !getIngredient(id)).map((id) => `${i.id}.${field}: ${id}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('lacks only what a parent passes on, and is free only of flags it would carry', () => {
    const wrong: string[] = [];
    for (const i of INGREDIENTS) {
      const inherited = new Set(
        (i.parents ?? []).flatMap((p) => {
          const parent = getIngredient(p)!;
          return parent.isMix ? [] : [...(parent.contains ?? []), ...(parent.mayContain ?? [])];
        }),
      );
      for (const l of i.lacks ?? []) if (!inherited.has(l)) wrong.push(`${i.id} lacks ${l}`);
      if (!i.freeOf) continue;
      const withoutFreeOf = buildCompositionIndex(
        INGREDIENTS.map(
          (x): Ingredient => ({
            ...x,
            flags: [...ingredientOwnFlags(x.id)],
            freeOf: x.id === i.id ? [] : x.freeOf,
          }),
        ),
      );
      for (const f of i.freeOf) {
        if (!withoutFreeOf.of(i.id)?.flags.has(f)) wrong.push(`${i.id} free of ${f}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('marks as a mix only foods that have kinds', () => {
    const kindless = INGREDIENTS.filter(
      (i) => i.isMix && !INGREDIENTS.some((k) => k.parents?.includes(i.id)),
    ).map((i) => i.id);
    expect(kindless).toEqual([]);
  });

  it('refuses a food that contains itself', () => {
    const [a, b] = INGREDIENTS;
    expect(() =>
      buildCompositionIndex([
        { ...a!, contains: [b!.id] },
        { ...b!, contains: [a!.id] },
      ]),
    ).toThrow('se contient lui-même');
  });
});

describe('what a food is and holds', () => {
  const holds = (name: string) => {
    const composition = ingredientComposition(findIngredient(name)!.id)!;
    return (id: string) => composition.byId.get(id)?.certainty;
  };

  it.each([
    ['spaghetti', ['pâtes', 'blé']],
    ['ketchup', ['tomate']],
    ['sauce bolognaise', ['tomate', 'sauce tomate', 'bœuf', 'céleri']],
    ['chapelure', ['pain', 'blé']],
    ['mayonnaise', ['œuf', 'jaune d’œuf', 'moutarde']],
    ['houmous', ['sésame', 'pois chiche']],
    ['tofu', ['soja']],
    ['fondue moitié-moitié', ['gruyère', 'lait', 'présure animale']],
    ['leckerli', ['amande', 'noisette', 'kirsch', 'alcool', 'miel']],
    ['paprika', ['poivron']],
    ['guimauve', ['gélatine']],
  ])('%s holds %j for sure', (name, contents) => {
    const of = holds(name);
    for (const id of ids(contents)) expect(of(id), id).toBe('certain');
  });

  it.each([
    ['miso', ['orge']],
    ['bouillon', ['poulet', 'volaille', 'bœuf']],
    ['lasagne', ['œuf']],
    ['gélatine', ['porc']],
    ['fruits de mer', ['crevette', 'moule', 'crustacés', 'mollusques']],
  ])('%s may hold %j', (name, contents) => {
    const of = holds(name);
    for (const id of ids(contents)) expect(of(id), id).toBe('possible');
  });

  it.each([
    ['chocolat noir', ['lait']],
    ['lait de coco', ['lait']],
    ['pommes de terre', ['pomme']],
    ['crevette', ['mollusque', 'moule']],
    ['moule', ['crustacé']],
    ['mozzarella', ['présure animale']],
    ['bouillon de légumes', ['viande', 'volaille']],
    ['sarrasin', ['blé']],
    ['germes de soja', ['soja']],
    ['noix de cajou', ['noix']],
    ['beurre de cacahuète', ['beurre', 'lait']],
    ['crème de marrons', ['crème', 'lait']],
  ])('%s does not hold %j', (name, contents) => {
    const of = holds(name);
    for (const id of ids(contents)) expect(of(id), id).toBeUndefined();
  });
});
