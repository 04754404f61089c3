import '@/test/cleanup';
import type { Recipe } from '@mijote/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { Button } from '../ui/button';
import { RecipeDialog } from './recipe-dialog';

const recipe: Recipe = {
  id: 'dessert-tarte-aux-pommes',
  title: 'Tarte aux pommes',
  description: 'La tarte de grand-mère.',
  imageUrl: null,
  preparationTime: 50,
  servings: 6,
  difficulty: 'moyen',
  ingredients: ['1 pâte brisée', '4 pommes', '1 pincée de sel', '1 pincée de sel'],
  instructions: ['Préchauffer le four.', 'Garnir la pâte.', 'Cuire 35 minutes.'],
  type: 'dessert',
};

describe('the full recipe', () => {
  it('shows every ingredient and the numbered instructions, with the caller’s actions', async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders>
        <RecipeDialog
          recipe={recipe}
          onOpenChange={() => {}}
          actions={<Button onClick={onRemove}>Retirer des favoris</Button>}
        />
      </AppProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Tarte aux pommes' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('La tarte de grand-mère.')).toBeTruthy();
    expect(within(dialog).getByText('Dessert')).toBeTruthy();
    expect(within(dialog).getByText('50 min')).toBeTruthy();
    expect(within(dialog).getByText('6 portions')).toBeTruthy();
    expect(within(dialog).getByText('Moyen')).toBeTruthy();

    const ingredients = within(dialog).getByRole('region', { name: /^Ingrédients/ });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recipe.ingredients);
    const steps = within(dialog).getByRole('region', { name: 'Instructions' });
    const list = within(steps).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Préchauffer le four.', '2Garnir la pâte.', '3Cuire 35 minutes.']);

    await user.click(within(dialog).getByRole('button', { name: 'Retirer des favoris' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('stays closed without a recipe', () => {
    render(
      <AppProviders>
        <RecipeDialog recipe={null} onOpenChange={() => {}} />
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a picture of the recipe’s own foods, an old snapshot’s too', () => {
    render(
      <AppProviders>
        <RecipeDialog
          recipe={{ ...recipe, imageUrl: '/recipes/dessert-2.svg' }}
          onOpenChange={() => {}}
        />
      </AppProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Tarte aux pommes' });
    expect(within(dialog).getByRole('img', { name: 'Illustration\u00a0: pomme' })).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('says whether a main dish suits children, keeps in the fridge and is made in one pot', () => {
    const plat: Recipe = {
      ...recipe,
      id: 'plat-potee',
      title: 'Potée',
      type: 'plat',
      family: { suitsChildren: true, keepsDays: 3, onePot: true },
    };
    const { rerender } = render(
      <AppProviders>
        <RecipeDialog recipe={plat} onOpenChange={() => {}} />
      </AppProviders>,
    );
    const facts = within(screen.getByRole('dialog')).getByRole('list', { name: 'En famille' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Convient aux enfants', 'Se garde 3\u00a0jours au frais', 'Tout dans une cocotte']);

    rerender(
      <AppProviders>
        <RecipeDialog
          recipe={{ ...plat, family: { suitsChildren: false, keepsDays: 0, onePot: false } }}
          onOpenChange={() => {}}
        />
      </AppProviders>,
    );
    expect(
      within(screen.getByRole('list', { name: 'En famille' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Plutôt pour les grands', 'À manger tout de suite']);
  });

  it('says nothing of the family for a recipe without those facts', () => {
    render(
      <AppProviders>
        <RecipeDialog recipe={recipe} onOpenChange={() => {}} />
      </AppProviders>,
    );
    expect(screen.queryByRole('list', { name: 'En famille' })).toBeNull();
  });
});
