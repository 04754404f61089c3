import '@/test/cleanup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('404 page', () => {
  it.each(['/nimporte-quoi', '/dashboard/inconnu'])(
    'shows for %s with links to / and /dashboard',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
      expect(
        screen.getByText('La page que vous recherchez n’existe pas ou a été déplacée.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: /Retour à l’accueil/ }).getAttribute('href')).toBe(
        '/',
      );
      expect(
        screen.getByRole('link', { name: /Aller au tableau de bord/ }).getAttribute('href'),
      ).toBe('/dashboard');
    },
  );
});
