import { afterEach, describe, expect, it } from 'vitest';
import { runEarlyAction, syncThemeLabels } from './early-actions';

// The landing's buttons that answer before React: each one acts on the DOM and the storage the
// hydrated components then read.

function themeButton(): HTMLButtonElement {
  document.body.innerHTML = `<button type="button" data-early-action="toggle-theme"
    aria-label="Activer le thème sombre" data-label-light="Activer le thème sombre"
    data-label-dark="Activer le thème clair"></button>
    <button type="button" id="other">Autre</button>`;
  return document.querySelector('button') as HTMLButtonElement;
}

afterEach(() => {
  document.documentElement.className = '';
  delete document.documentElement.dataset.promoDismissed;
  localStorage.clear();
});

describe('early actions of the prerendered landing', () => {
  it('toggles the theme, saves it and relabels the button', () => {
    const button = themeButton();
    expect(runEarlyAction(button)).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme-storage')).toBe('dark');
    expect(button.getAttribute('aria-label')).toBe('Activer le thème clair');
    expect(button.title).toBe('Activer le thème clair');
    runEarlyAction(button);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Activer le thème sombre');
  });

  it('labels the button for a theme applied before the first paint', () => {
    const button = themeButton();
    document.documentElement.classList.add('dark');
    syncThemeLabels();
    expect(button.getAttribute('aria-label')).toBe('Activer le thème clair');
  });

  it('dismisses the FREE30 banner for now and later visits', () => {
    document.body.innerHTML = '<button type="button" data-early-action="dismiss-promo"></button>';
    expect(runEarlyAction(document.querySelector('button') as Element)).toBe(true);
    expect(document.documentElement.dataset.promoDismissed).toBe('true');
    expect(localStorage.getItem('promo-banner-dismissed')).toBe('true');
  });

  it('leaves a button without an early action to React', () => {
    themeButton();
    expect(runEarlyAction(document.getElementById('other') as Element)).toBe(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
