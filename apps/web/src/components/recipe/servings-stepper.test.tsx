import '@/test/cleanup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { somePreferences } from '@/test/preferences-fixture';
import { renderWithProviders } from '@/test/render-app';
import { ServingsStepper } from './servings-stepper';

function Stepper({ start }: { start: number }) {
  const [servings, setServings] = useState(start);
  return <ServingsStepper value={servings} onChange={setServings} />;
}

describe('the servings stepper says what its count is', () => {
  it('explains the household’s count, and shows just the number once moved', async () => {
    mockFetch((url) =>
      url === '/api/preferences'
        ? {
            status: 200,
            body: somePreferences({ householdSize: { adults: 2, children: 2 } }),
          }
        : { status: 404 },
    );
    const user = userEvent.setup();
    renderWithProviders(<Stepper start={3} />);
    const stepper = screen.getByRole('group', { name: 'Nombre de portions' });
    const output = within(stepper).getByRole('status');
    await waitFor(() => expect(output.textContent).toBe('3 portions (2 adultes, 2 enfants)'));

    await user.click(within(stepper).getByRole('button', { name: 'Une portion de plus' }));
    await user.click(within(stepper).getByRole('button', { name: 'Une portion de plus' }));
    expect(output.textContent).toBe('5 portions');

    await user.click(within(stepper).getByRole('button', { name: 'Une portion de moins' }));
    await user.click(within(stepper).getByRole('button', { name: 'Une portion de moins' }));
    expect(output.textContent).toBe('3 portions (2 adultes, 2 enfants)');
  });
});
