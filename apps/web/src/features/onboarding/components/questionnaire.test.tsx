import '@/test/cleanup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { somePreferences } from '@/test/preferences-fixture';
import { renderWithProviders } from '@/test/render-app';
import { Questionnaire } from './questionnaire';

function renderQuestionnaire() {
  const router = createMemoryRouter(
    [
      { path: '/questionnaire', element: <Questionnaire /> },
      { path: '/subscription', element: <p>page abonnement</p> },
    ],
    { initialEntries: ['/questionnaire'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('questionnaire', () => {
  it('moves through the 4 steps: Précédent disabled on step 1, Terminer on step 4', async () => {
    mockFetch(() => ({ status: 500 }));
    const { user } = renderQuestionnaire();
    const progress = screen.getByRole('progressbar', { name: 'Progression du questionnaire' });
    expect(progress.getAttribute('aria-valuetext')).toBe('Étape 1 sur 4');
    expect(within(progress).getAllByTestId('progress-segment')).toHaveLength(4);
    expect(stepTitle()).toBe('Composition du foyer');
    expect(button('Précédent').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Terminer' })).toBeNull();

    await user.click(button('Suivant'));
    expect(stepTitle()).toBe('Restrictions alimentaires');
    expect(progress.getAttribute('aria-valuetext')).toBe('Étape 2 sur 4');
    expect(button('Précédent').disabled).toBe(false);
    // The new step's title takes the focus, so screen readers follow.
    expect(document.activeElement?.textContent).toBe('Restrictions alimentaires');

    await user.click(button('Suivant'));
    expect(stepTitle()).toBe('Vos goûts');
    await user.click(button('Suivant'));
    expect(stepTitle()).toBe('Fréquence des courses');
    expect(progress.getAttribute('aria-valuetext')).toBe('Étape 4 sur 4');
    expect(button('Terminer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();
    // Weekly is the default (spec 9).
    expect(
      (screen.getByRole('radio', { name: /Chaque semaine/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('keeps the answers when going back and forth', async () => {
    mockFetch(() => ({ status: 500 }));
    const { user } = renderQuestionnaire();
    await user.click(button('Ajouter un adulte'));
    await user.click(button('Ajouter un enfant'));
    await user.click(button('Suivant'));
    await user.click(checkbox('Végétarien'));
    await user.click(button('Suivant'));
    await user.type(screen.getByLabelText('Aliments préférés'), 'tomates, basilic');

    await user.click(button('Précédent'));
    expect(checkbox('Végétarien').checked).toBe(true);
    await user.click(button('Précédent'));
    const adults = screen.getByRole('group', { name: 'Adultes' });
    expect(within(adults).getByRole('status').textContent).toBe('2');
    expect(
      within(screen.getByRole('group', { name: 'Enfants' })).getByRole('status').textContent,
    ).toBe('1');
    await user.click(button('Suivant'));
    await user.click(button('Suivant'));
    expect((screen.getByLabelText('Aliments préférés') as HTMLTextAreaElement).value).toBe(
      'tomates, basilic',
    );
  });

  it('bounds adults to 1–10 and children to 0–9', async () => {
    mockFetch(() => ({ status: 500 }));
    const { user } = renderQuestionnaire();
    expect(button('Retirer un adulte').disabled).toBe(true);
    expect(button('Retirer un enfant').disabled).toBe(true);
    for (let i = 0; i < 12; i++) await user.click(button('Ajouter un adulte'));
    expect(button('Ajouter un adulte').disabled).toBe(true);
    const adults = screen.getByRole('group', { name: 'Adultes' });
    expect(within(adults).getByRole('status').textContent).toBe('10');
  });

  it("applies the 'Aucune' rule: it clears the others, and another choice removes it", async () => {
    mockFetch(() => ({ status: 500 }));
    const { user } = renderQuestionnaire();
    await user.click(button('Suivant'));
    await user.click(checkbox('Végétarien'));
    await user.click(checkbox('Sans gluten'));
    expect(checkbox('Végétarien').checked && checkbox('Sans gluten').checked).toBe(true);

    await user.click(checkbox('Aucune'));
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.getAttribute('value'))).toEqual(['none']);

    await user.click(checkbox('Végétalien'));
    expect(checkbox('Aucune').checked).toBe(false);
    expect(checkbox('Végétalien').checked).toBe(true);
  });

  it('saves the answers with the foods split, then goes to /subscription', async () => {
    const fetchMock = mockFetch((url, init) =>
      url === '/api/preferences' && init?.method === 'PUT'
        ? // The server answers the answers it saved.
          { status: 200, body: somePreferences(JSON.parse(String(init.body))) }
        : { status: 401 },
    );
    const { user, router } = renderQuestionnaire();
    await user.click(button('Ajouter un adulte'));
    await user.click(button('Suivant'));
    await user.click(checkbox('Végétarien'));
    await user.click(checkbox('Sans lactose'));
    await user.click(button('Suivant'));
    await user.type(screen.getByLabelText('Aliments préférés'), ' tomates, , basilic ,');
    await user.type(screen.getByLabelText('Aliments à éviter'), 'coriandre');
    expect(
      screen.getByText('Séparez par des virgules', {
        selector: `#${CSS.escape(
          screen.getByLabelText('Aliments préférés').getAttribute('aria-describedby') ?? '',
        )}`,
      }),
    ).toBeTruthy();
    await user.click(button('Suivant'));
    await user.click(screen.getByRole('radio', { name: /Chaque mois/ }));
    await user.click(button('Terminer'));

    await screen.findByText('page abonnement');
    expect(router.state.location.pathname).toBe('/subscription');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      householdSize: { adults: 2, children: 0 },
      restrictions: ['vegetarian', 'dairyFree'],
      preferredFoods: ['tomates', 'basilic'],
      avoidedFoods: ['coriandre'],
      shoppingFrequency: 'monthly',
    });
  });

  it.each([
    [404, 'PROFILE_NOT_FOUND', 'Profil utilisateur non trouvé'],
    [500, 'PREFERENCES_SAVE_FAILED', 'Une erreur est survenue lors de l’enregistrement'],
    [422, 'VALIDATION_FAILED', 'Une erreur est survenue lors de l’enregistrement'],
  ])('shows the catalogue text when the save fails with %s %s', async (status, code, text) => {
    mockFetch(() => ({ status, body: { code, message: code } }));
    const { user, router } = renderQuestionnaire();
    for (let i = 0; i < 3; i++) await user.click(button('Suivant'));
    await user.click(button('Terminer'));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(router.state.location.pathname).toBe('/questionnaire');
    expect(button('Terminer').disabled).toBe(false);
  });
});
