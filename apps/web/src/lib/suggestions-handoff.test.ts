import { describe, expect, it } from 'vitest';
import { fridgeModeState, readSuggestionsHandoff } from './suggestions-handoff';

describe('the fridge-mode handoff to the Suggestions screen', () => {
  it('reads back what Mon Frigo sends', () => {
    expect(readSuggestionsHandoff(fridgeModeState('dessert'))).toEqual({
      fridgeMode: true,
      type: 'dessert',
    });
    expect(readSuggestionsHandoff(fridgeModeState())).toEqual({ fridgeMode: true });
  });

  it.each([
    ['no state', null],
    ['another screen’s state', { recipe: { title: 'Gratin' } }],
    ['fridge mode off', { fridgeMode: false, type: 'plat' }],
    ['a string', 'fridgeMode'],
  ])('ignores %s', (_label, state) => {
    expect(readSuggestionsHandoff(state)).toBeNull();
  });

  it('keeps fridge mode but drops a type the app does not know', () => {
    expect(readSuggestionsHandoff({ fridgeMode: true, type: 'brunch' })).toEqual({
      fridgeMode: true,
    });
  });
});
