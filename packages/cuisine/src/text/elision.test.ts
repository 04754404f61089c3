import { describe, expect, it } from 'vitest';
import { deBefore, joinWithDe, takesElision } from './elision';

describe('elision of « de »', () => {
  it.each([
    ['huile', 'd’huile'],
    ['herbes de Provence', 'd’herbes de Provence'],
    ['huîtres', 'd’huîtres'],
    ['œufs', 'd’œufs'],
    ['Œufs', 'd’Œufs'],
    ['ail', 'd’ail'],
    ['épinards', 'd’épinards'],
    ['haricots verts', 'de haricots verts'],
    ['homard', 'de homard'],
    ['hareng fumé', 'de hareng fumé'],
    ['houmous', 'de houmous'],
    ['harissa', 'de harissa'],
    ['hachis', 'de hachis'],
    ['yaourt grec', 'de yaourt grec'],
    ['farine', 'de farine'],
    ['  sel', 'de sel'],
  ])('%j → %j', (noun, text) => {
    expect(deBefore(noun)).toBe(text);
  });

  it('joins a unit word and a name', () => {
    expect(joinWithDe('gousses', 'ail')).toBe('gousses d’ail');
    expect(joinWithDe('boîte', 'haricots')).toBe('boîte de haricots');
    expect(takesElision('')).toBe(false);
  });
});
