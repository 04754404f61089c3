import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';
import { readQuestion } from './read-question';

describe('readQuestion', () => {
  it.each([
    ['Une recette SANS gluten, stp !', 'une recette sans gluten'],
    ['Que faire avec des Œufs ?', 'que faire avec des oeufs'],
    ['combien de grammes dans une c. à s. de farine', 'combien de grammes dans une cas de farine'],
    ['1 cuillère à café de sel', '1 cac de sel'],
    ['2 cuil. a soupe d’huile', '2 cas d huile'],
    ['1 càc rase', '1 cac rase'],
    ['20cl c’est combien de ml', '20 cl c est combien de ml'],
    ['1,5 kg de pommes', '1.5 kg de pommes'],
    ['½ tasse de riz', '1/2 tasse de riz'],
    ['180°C', '180 degres'],
    ['s’il te plaît une soupe', 'une soupe'],
    ['ça s’appelle comment ?', 'ca s appelle comment'],
  ])('%j → %j', (raw, text) => {
    expect(readQuestion(raw).text).toBe(text);
  });

  it.each([
    ['recette sans glutten', 'recette sans gluten'],
    ['dessert vegeterien', 'dessert vegetarien'],
    ['une recete avec du poullet', 'une recette avec du poulet'],
    ['des lazagnes', 'des lasagnes'],
    ['planifi mes dinners de la semaine', 'planifie mes diners de la semaine'],
    ['remplacer le beure', 'remplacer le beurre'],
  ])('corrects the typos of %j', (raw, text) => {
    expect(readQuestion(raw).text).toBe(text);
  });

  it.each([
    'qu est ce qu on mange ce soir',
    'je peux mettre quoi a la place',
    'qui a gagne le match hier',
    'tu peux me donner une idee',
  ])('leaves everyday words alone: %j', (text) => {
    expect(readQuestion(text).text).toBe(text);
  });
});

describe('editDistance', () => {
  it.each([
    ['gluten', 'gluten', 0],
    ['glutten', 'gluten', 1],
    ['gluetn', 'gluten', 1],
    ['vegeterien', 'vegetarien', 1],
    ['poulet', 'poule', 1],
    ['pomme', 'poire', 2],
  ])('%s ↔ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('stops once past the limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });
});
