import '@/test/cleanup';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withProviders } from '@/test/render-app';
import { SiteFooter } from './components/site-footer';
import { COPYRIGHT_YEAR_ATTRIBUTE, refreshCopyrightYear } from './copyright-year';

const footer = () => withProviders(<SiteFooter />);

/** The footer as the build prerendered it on `date`, in a container of the page. */
function prerenderedOn(date: string): HTMLElement {
  vi.setSystemTime(new Date(date));
  const container = document.createElement('div');
  container.innerHTML = renderToString(footer());
  document.body.append(container);
  return container;
}

/** Hydrates the footer as the visitor's browser would; returns what the runtime had to recover from. */
async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, footer(), { onRecoverableError: (error) => recovered.push(error) });
  });
  return recovered;
}

const copyright = (container: HTMLElement) =>
  container.querySelector(`[${COPYRIGHT_YEAR_ATTRIBUTE}]`)?.textContent;

// Only the clock is faked: the runtime's scheduler keeps its real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the landing footer’s year', () => {
  it('a page built last year shows this year, and hydrates without a mismatch', async () => {
    const container = prerenderedOn('2026-12-31T20:00:00');
    expect(copyright(container)).toBe('© 2026 Mijote. Tous droits réservés.');

    vi.setSystemTime(new Date('2027-01-02T09:00:00'));
    refreshCopyrightYear(container);
    expect(copyright(container)).toBe('© 2027 Mijote. Tous droits réservés.');
    expect(await hydrate(container)).toEqual([]);
    expect(copyright(container)).toBe('© 2027 Mijote. Tous droits réservés.');
  });

  it('without it, the stale year stays until the page hydrates, which waits for the visitor', async () => {
    const container = prerenderedOn('2026-12-31T20:00:00');
    vi.setSystemTime(new Date('2027-01-02T09:00:00'));
    expect(copyright(container)).toBe('© 2026 Mijote. Tous droits réservés.');
    await hydrate(container);
    expect(copyright(container)).toBe('© 2027 Mijote. Tous droits réservés.');
  });

  it('a page built this year is left as it is', () => {
    const container = prerenderedOn('2026-03-01T12:00:00');
    const before = container.innerHTML;
    refreshCopyrightYear(container, 2026);
    expect(container.innerHTML).toBe(before);
  });
});
