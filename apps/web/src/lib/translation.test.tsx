import { renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import strings from '@/locales/fr.json';
import { I18N_OPTIONS } from './i18n-options';
import { useTranslation } from './translation';

function instanceWith(strings: Record<string, unknown>) {
  const i18n = createInstance();
  void i18n.init({ lng: 'fr', initAsync: false, resources: { fr: { translation: strings } } });
  return i18n;
}

function tOf(i18n: ReturnType<typeof createInstance>) {
  const { result } = renderHook(() => useTranslation(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    ),
  });
  return result.current.t;
}

describe('useTranslation', () => {
  it('reads the strings of the instance it is drawn with, with their values', () => {
    const app = instanceWith({ hello: 'Bonjour {{name}}\u202f!', title: 'Mijote' });
    const landing = instanceWith({ title: 'Bienvenue' });
    expect(tOf(app)('title')).toBe('Mijote');
    expect(tOf(landing)('title')).toBe('Bienvenue');
    expect(tOf(app)('hello', { name: 'Léa' })).toBe('Bonjour Léa\u202f!');
  });

  it('gives every component of one instance the same function', () => {
    const app = instanceWith({ title: 'Mijote' });
    expect(tOf(app)).toBe(tOf(app));
  });

  it('reads every string of fr.json as i18next does', () => {
    const app = createInstance();
    void app.init({ ...I18N_OPTIONS, resources: { fr: { translation: strings } } });
    const t = tOf(app);
    const keys = (group: Record<string, unknown>, prefix: string): string[] =>
      Object.entries(group).flatMap(([name, value]) =>
        typeof value === 'string'
          ? [`${prefix}${name}`]
          : keys(value as Record<string, unknown>, `${prefix}${name}.`),
      );
    const all = keys(strings, '');
    expect(all.length).toBeGreaterThan(1000);
    for (const key of all) expect(t(key), key).toBe(app.t(key));
    // Asked twice: the remembered text.
    for (const key of all) expect(t(key), key).toBe(app.t(key));
    // With its values: a text and a number for each place, then a value missing, then a plural.
    let filled = 0;
    for (const key of all) {
      const names = [...String(app.t(key)).matchAll(/\{\{([^}]+)\}\}/g)].map(
        (match) => match[1] as string,
      );
      if (names.length === 0) continue;
      filled += 1;
      const texts = Object.fromEntries(names.map((name) => [name, `« ${name} »`]));
      const numbers = Object.fromEntries(names.map((name, at) => [name, at + 2]));
      expect(t(key, texts), key).toBe(app.t(key, texts));
      expect(t(key, numbers), key).toBe(app.t(key, numbers));
      expect(t(key, {}), key).toBe(app.t(key, {}));
      expect(t(key, { ...numbers, count: 1 }), key).toBe(app.t(key, { ...numbers, count: 1 }));
    }
    expect(filled).toBeGreaterThan(100);
  });

  it('finds a string added after it was first asked for (a page’s group arriving with its code)', () => {
    const app = instanceWith({ title: 'Mijote' });
    const t = tOf(app);
    expect(t('fridge.title')).toBe('fridge.title');
    app.addResourceBundle('fr', 'translation', { fridge: { title: 'Mon Frigo' } }, true, false);
    expect(t('fridge.title')).toBe('Mon Frigo');
  });
});
