import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, ERROR_MESSAGES } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import fr from './fr.json';

const contractsDir = join(__dirname, '../../../../packages/contracts/src');

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      fr,
    );
}

describe('fr.json', () => {
  it('has errors.<CODE> for every code of the contracts, with the identical text', () => {
    for (const code of ERROR_CODES) {
      expect(lookup(`errors.${code}`), code).toBe(ERROR_MESSAGES[code]);
    }
  });

  it('has the client-only error texts of the spec', () => {
    expect(lookup('errors.OFFLINE')).toBe(
      'Pas de connexion Internet. Veuillez vérifier votre connexion et réessayer.',
    );
    expect(lookup('errors.NETWORK')).toBe('Impossible de se connecter au serveur');
  });

  it('has every validation key used by the contracts schemas', () => {
    const sources = readdirSync(contractsDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(contractsDir, file), 'utf8'))
      .join('\n');
    const keys = [...new Set(sources.match(/validation\.[A-Za-z]+/g) ?? [])];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(typeof lookup(key), key).toBe('string');
    }
  });

  it('keeps the spec texts verbatim', () => {
    expect(lookup('validation.passwordTooShort')).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(lookup('notFound.title')).toBe('Page introuvable');
    expect(lookup('notFound.description')).toBe(
      'La page que vous recherchez n’existe pas ou a été déplacée.',
    );
  });
});
