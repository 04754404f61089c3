import '@/test/cleanup';
import { render, screen } from '@testing-library/react';
import { CalendarDays } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

describe('PageHeader and EmptyState', () => {
  it('PageHeader renders the h1, its actions and sets the tab title', () => {
    render(
      <AppProviders>
        <section aria-labelledby="page-title">
          <PageHeader title="Planning des repas" actions={<button type="button">Ajouter</button>} />
        </section>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Planning des repas' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Planning des repas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
    expect(document.title).toBe('Planning des repas · Mijote');
  });

  it('EmptyState shows its sentence, text and action', () => {
    render(
      <EmptyState
        icon={CalendarDays}
        title="Aucun repas planifié"
        text="Ajoutez votre premier repas."
        action={<a href="/dashboard/feed">Suggestions</a>}
      />,
    );
    expect(screen.getByText('Aucun repas planifié')).toBeTruthy();
    expect(screen.getByText('Ajoutez votre premier repas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suggestions' })).toBeTruthy();
  });
});
