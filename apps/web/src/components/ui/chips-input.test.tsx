import '@/test/cleanup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { addChip, ChipsInput } from './chips-input';

describe('addChip', () => {
  it.each([
    { values: [], raw: '  tomates ', expected: ['tomates'] },
    { values: ['tomates'], raw: 'basilic', expected: ['tomates', 'basilic'] },
    { values: ['tomates'], raw: '   ', expected: ['tomates'] },
    { values: ['tomates'], raw: '', expected: ['tomates'] },
    { values: ['tomates'], raw: ' Tomates', expected: ['tomates'] },
    { values: ['Épinards'], raw: 'épinards', expected: ['Épinards'] },
  ])('$raw added to $values gives $expected', ({ values, raw, expected }) => {
    expect(addChip(values, raw)).toEqual(expected);
  });

  it('returns the same list when nothing is added, so callers can skip an update', () => {
    const values = ['tomates'];
    expect(addChip(values, 'TOMATES')).toBe(values);
  });
});

function ChipsHarness({ onSubmit }: { onSubmit: () => void }) {
  const [foods, setFoods] = useState<string[]>(['poulet']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChipsInput label="Aliments préférés" values={foods} onChange={setFoods} />
    </form>
  );
}

describe('ChipsInput', () => {
  const chips = () =>
    within(screen.getByRole('list', { name: 'Aliments préférés' }))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);

  it('adds with Enter (without submitting the form) and with the button, trimmed and once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <AppProviders>
        <ChipsHarness onSubmit={onSubmit} />
      </AppProviders>,
    );
    const input = screen.getByRole('textbox', { name: 'Aliments préférés' });

    await user.type(input, '  tomates  {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(chips()).toEqual(['poulet', 'tomates']);
    expect((input as HTMLInputElement).value).toBe('');

    await user.type(input, 'basilic');
    await user.click(screen.getByRole('button', { name: 'Ajouter à « Aliments préférés »' }));
    await user.type(input, 'Poulet{Enter}   {Enter}');
    expect(chips()).toEqual(['poulet', 'tomates', 'basilic']);

    await user.click(screen.getByRole('button', { name: 'Retirer « tomates »' }));
    expect(chips()).toEqual(['poulet', 'basilic']);
  });
});
