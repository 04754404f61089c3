import { describe, expect, it } from 'vitest';
import {
  foldAccents,
  foodNameKey,
  normalizeFoodName,
  pluralizeFoodName,
  slugify,
  stemFoodWord,
} from './normalize';

describe('normalizeFoodName', () => {
  it.each([
    ['  Huile d’Olive. ', 'huile d olive'],
    ["huile d'olive", 'huile d olive'],
    ['Chou-fleur', 'chou fleur'],
    ['ŒUFS', 'oeufs'],
    ['Crème  fraîche', 'creme fraiche'],
    ['Façon maïs', 'facon mais'],
    ['(gruyère râpé)', 'gruyere rape'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeFoodName(input)).toBe(expected);
  });

  it('keeps accents when asked, so pâté and pâtes differ', () => {
    expect(normalizeFoodName('Pâté', { keepAccents: true })).toBe('pâté');
    expect(foodNameKey('pâtes', { keepAccents: true })).toBe('pâte');
    expect(foldAccents('Pâté')).toBe('pate');
  });

  it('answers the same when asked again, each form kept apart, long texts too', () => {
    for (let round = 0; round < 2; round++) {
      expect(normalizeFoodName('Pâté Œuf')).toBe('pate oeuf');
      expect(normalizeFoodName('Pâté Œuf', { keepAccents: true })).toBe('pâté oeuf');
      expect(normalizeFoodName(`Crème ${'é'.repeat(500)}`)).toBe(`creme ${'e'.repeat(500)}`);
      expect(foodNameKey('Pâtés')).toBe('pate');
      expect(foodNameKey('Pâtés', { keepAccents: true })).toBe('pâté');
    }
  });
});

describe('stemFoodWord and foodNameKey', () => {
  it.each([
    ['oignons', 'oignon'],
    ['choux', 'chou'],
    ['poireaux', 'poireau'],
    ['riz', 'riz'],
    ['jus', 'jus'],
    ['os', 'os'],
  ])('%s -> %s', (word, stem) => {
    expect(stemFoodWord(word)).toBe(stem);
  });

  it('gives singular and plural spellings one key', () => {
    expect(foodNameKey('Pommes de terre')).toBe(foodNameKey('pomme de terre'));
    expect(foodNameKey('Œufs')).toBe(foodNameKey('oeuf'));
  });
});

describe('slugify', () => {
  it.each([
    ["huile d'olive", 'huile-d-olive'],
    ['œuf', 'oeuf'],
    ['crème fraîche', 'creme-fraiche'],
    ['champignon de Paris', 'champignon-de-paris'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('pluralizeFoodName', () => {
  it.each([
    ['pomme de terre', 'pommes de terre'],
    ['haricot vert', 'haricots verts'],
    ['chou-fleur', 'choux-fleurs'],
    ['chou de Bruxelles', 'choux de Bruxelles'],
    ['poireau', 'poireaux'],
    ['noix', 'noix'],
    ['jaune d’œuf', 'jaunes d’œuf'],
    ['oignon', 'oignons'],
    ['coquille Saint-Jacques', 'coquilles Saint-Jacques'],
  ])('%s -> %s', (name, plural) => {
    expect(pluralizeFoodName(name)).toBe(plural);
  });
});
