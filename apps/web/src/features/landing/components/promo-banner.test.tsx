import '@/test/cleanup';
import { STORAGE_KEYS } from '@mijote/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { PromoBanner } from './promo-banner';

const renderBanner = () => renderWithProviders(<PromoBanner />);

afterEach(() => localStorage.clear());

describe('PromoBanner', () => {
  it('offers FREE30 until dismissed, and stays dismissed on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderBanner();
    expect(screen.getByText('30 jours offerts avec le code FREE30')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Masquer l’offre' }));
    expect(screen.queryByText('30 jours offerts avec le code FREE30')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.promoBannerDismissed)).toBe('true');

    first.unmount();
    renderBanner();
    expect(screen.queryByText('30 jours offerts avec le code FREE30')).toBeNull();
  });
});
