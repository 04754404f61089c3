import '@/test/cleanup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

describe('ThemeToggle', () => {
  it('switches the dark class on <html> and remembers the choice under theme-storage', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ThemeToggle />
      </AppProviders>,
    );

    await user.click(screen.getByRole('button', { name: 'Activer le thème sombre' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme-storage')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Activer le thème clair' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme-storage')).toBe('light');
  });
});
