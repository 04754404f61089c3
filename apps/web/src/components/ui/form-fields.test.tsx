import '@/test/cleanup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { DateField, NumberField, SelectField, TimeField } from './form-fields';
import { SearchField } from './search-field';

describe('form fields', () => {
  it('label their input, give it the right type and tie the French error to it', () => {
    render(
      <>
        <NumberField label="Personnes" defaultValue="2" error="Le nombre est invalide" />
        <DateField label="Date" defaultValue="2026-11-21" />
        <TimeField label="Heure" defaultValue="19:00" hint="Format HH:MM" />
      </>,
    );
    const servings = screen.getByLabelText('Personnes') as HTMLInputElement;
    expect(servings.type).toBe('number');
    expect(servings.getAttribute('aria-invalid')).toBe('true');
    const errorId = servings.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Le nombre est invalide');

    expect((screen.getByLabelText('Date') as HTMLInputElement).type).toBe('date');
    const time = screen.getByLabelText('Heure') as HTMLInputElement;
    expect(time.type).toBe('time');
    expect(time.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(time.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Format HH:MM',
    );
  });

  it('SelectField lists its options under its label', async () => {
    const user = userEvent.setup();
    render(
      <SelectField
        label="Type"
        defaultValue="plat"
        options={[
          { value: 'entrée', label: 'Entrée' },
          { value: 'plat', label: 'Plat principal' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect(select.value).toBe('plat');
    await user.selectOptions(select, 'Entrée');
    expect(select.value).toBe('entrée');
  });
});

function SearchHarness() {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchField label="Rechercher un article" value={query} onValueChange={setQuery} />
      <output>{query}</output>
    </>
  );
}

describe('SearchField', () => {
  it('reports what is typed and clears it with « Effacer la recherche », focus kept', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <SearchHarness />
      </AppProviders>,
    );
    const input = screen.getByRole('searchbox', { name: 'Rechercher un article' });
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).toBeNull();
    await user.type(input, 'lait');
    expect(screen.getByRole('status').textContent).toBe('lait');

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(input);
  });
});
