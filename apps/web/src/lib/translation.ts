import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

// The components' `t` (decision 039). react-i18next's own `useTranslation` does, for each
// component drawn, a copy of the i18next instance (its property descriptors), a fixed `t`, a
// store subscription and three memos; and each `t('key')` then copies i18next's options twice
// before looking the key up. On a phone's first page that was 40–60 ms of a 250 ms render at 4×
// CPU (web/main-thread bench). The app speaks French only and never changes language, so one `t`
// per i18next instance serves every component; a string asked without options is looked up
// once, until a group of strings is added (lib/strings.ts) — a key missing before is then asked
// again; a string with nothing to fill in is read straight from the store.

const translations = new WeakMap<I18n, { t: TFunction }>();

/** `{ t }` of the i18next instance the component is drawn with (the app's, or the landing's). */
export function useTranslation(): { t: TFunction } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let translation = translations.get(i18n);
  if (!translation) {
    translation = { t: rememberingT(i18n) };
    translations.set(i18n, translation);
  }
  return translation;
}

function rememberingT(i18n: I18n): TFunction {
  const plain = new Map<string, string>();
  const templates = new Map<string, Template | null>();
  i18n.store.on('added', () => {
    plain.clear();
    templates.clear();
  });
  const t = (key: string | string[], ...rest: unknown[]): unknown => {
    if (rest.length === 1 && typeof key === 'string' && isValues(rest[0])) {
      const filled = fillIn(templates, i18n, key, rest[0]);
      if (filled !== undefined) return filled;
    }
    if (rest.length === 0 && typeof key === 'string') {
      let text = plain.get(key);
      if (text === undefined) {
        text = plainText(i18n, key) ?? String(i18n.t(key));
        plain.set(key, text);
      }
      return text;
    }
    return (i18n.t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  };
  return t as unknown as TFunction;
}

/**
 * A string with nothing for i18next to do — no `{{value}}`, no `$t(…)` nesting, not a plural's
 * base — read straight from the store: i18next's first `t` of a key costs about 50 µs on a
 * phone (its key parsing and interpolation pass), for the same text.
 */
function plainText(i18n: I18n, key: string): string | undefined {
  const text = storedText(i18n, key);
  return text !== undefined && !text.includes('{{') && !text.includes('$t(') ? text : undefined;
}

/** The string stored under `key`, as fr.json writes it; undefined for a group or a missing key. */
function storedText(i18n: I18n, key: string): string | undefined {
  const text: unknown = i18n.getResource(i18n.language, 'translation', key);
  return typeof text === 'string' ? text : undefined;
}

/** A string's text cut at its `{{name}}` places: `parts` has one more item than `names`. */
type Template = { parts: string[]; names: string[] };

/** The options i18next reads as more than values to fill in. */
const NOT_VALUES = new Set(['count', 'context', 'ordinal', 'defaultValue', 'returnObjects', 'lng']);

function isValues(options: unknown): options is Record<string, unknown> {
  return typeof options === 'object' && options !== null && !Array.isArray(options);
}

/**
 * `{{name}}` places filled with `values`, as i18next fills them with `escapeValue: false`, when
 * nothing else is asked: each value a text or a number for a place of the string, no plural, no
 * context, no formatting (`{{value, format}}`) nor nesting. Otherwise undefined: i18next does it.
 */
function fillIn(
  templates: Map<string, Template | null>,
  i18n: I18n,
  key: string,
  values: Record<string, unknown>,
): string | undefined {
  let template = templates.get(key);
  if (template === undefined) {
    template = templateOf(i18n, key);
    templates.set(key, template);
  }
  if (!template) return undefined;
  for (const name of Object.keys(values)) {
    if (NOT_VALUES.has(name) || !template.names.includes(name)) return undefined;
  }
  let text = template.parts[0] ?? '';
  for (const [at, name] of template.names.entries()) {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    text += String(value) + (template.parts[at + 1] ?? '');
  }
  return text;
}

function templateOf(i18n: I18n, key: string): Template | null {
  const text = storedText(i18n, key);
  if (text === undefined || text.includes('$t(')) return null;
  const pieces = text.split(/\{\{(.*?)\}\}/);
  const parts = pieces.filter((_, at) => at % 2 === 0);
  const names = pieces.filter((_, at) => at % 2 === 1);
  if (names.length === 0 || names.some((name) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))) {
    return null;
  }
  return { parts, names };
}
