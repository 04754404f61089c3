import '@/test/cleanup';
import { describe, expect, it, vi } from 'vitest';
import { actionErrorText } from './errors';
import { ApiError } from './http';
import { i18n } from './i18n';

const t = i18n.t.bind(i18n);

describe('actionErrorText', () => {
  it.each([
    [new ApiError(500, 'SHOPPING_UPDATE_FAILED'), 'Impossible de mettre à jour l’article'],
    [new ApiError(404, 'NOT_FOUND'), 'Impossible de mettre à jour l’article'],
    [new ApiError(500, 'INTERNAL'), 'Impossible de mettre à jour l’article'],
    [new Error('boom'), 'Impossible de mettre à jour l’article'],
    [new ApiError(0, 'NETWORK'), 'Impossible de se connecter au serveur'],
    [
      new ApiError(429, 'RATE_LIMITED'),
      'Trop de tentatives. Veuillez patienter un instant avant de réessayer.',
    ],
  ])('%s → %s', (error, text) => {
    expect(actionErrorText(t, error, 'SHOPPING_UPDATE_FAILED')).toBe(text);
  });

  it('says the browser is offline before anything else', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(actionErrorText(t, new ApiError(0, 'NETWORK'), 'SHOPPING_UPDATE_FAILED')).toBe(
      'Pas de connexion Internet. Veuillez vérifier votre connexion et réessayer.',
    );
    vi.restoreAllMocks();
  });
});
