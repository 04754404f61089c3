import '@/test/cleanup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '@/lib/session';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render-app';
import { TwoFactorSettings } from './two-factor-settings';

// « Validation en deux étapes » in Paramètres (decision 035), against a stand-in for better-auth's
// two-factor endpoints that knows one password and one code.

const URI = 'otpauth://totp/Mijote:anne%40example.ch?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Mijote';
const BACKUP_CODES = ['aB3dE-fG5hI', 'jK7lM-nO9pQ', 'rS2tU-vW4xY'];

function openSection({ isEnabled = false } = {}) {
  const state = { isEnabled };
  const calls: string[] = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    switch (path) {
      case '/api/me':
        return {
          status: 200,
          body: aMe({ user: { ...aMe().user, twoFactorEnabled: state.isEnabled } }),
        };
      case '/api/auth/two-factor/enable':
        if (body.password !== 'secret123') return wrongPassword();
        return { status: 200, body: { totpURI: URI, backupCodes: BACKUP_CODES } };
      case '/api/auth/two-factor/verify-totp':
        if (body.code !== '123456') return { status: 401, body: { code: 'TWO_FACTOR_CODE_WRONG' } };
        state.isEnabled = true;
        return { status: 200, body: { token: 'hidden' } };
      case '/api/auth/two-factor/disable':
        if (body.password !== 'secret123') return wrongPassword();
        state.isEnabled = false;
        return { status: 200, body: { status: true } };
      default:
        return { status: 404 };
    }
  });
  renderWithProviders(<Section />);
  return { state, calls, user: userEvent.setup() };
}

/** As the server answers a wrong password on these routes (better-auth's INVALID_PASSWORD). */
const wrongPassword = () => ({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });

function Section() {
  const { data: me } = useMe();
  return me ? <TwoFactorSettings isEnabled={me.user.twoFactorEnabled} /> : null;
}

const theSwitch = () =>
  screen.findByRole('switch', { name: 'Demander un code à chaque connexion' });
const dialog = () => screen.getByRole('dialog');
const submit = (name: string) => within(dialog()).getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('turning two-factor sign-in on', () => {
  it('asks the password, shows the QR code and the key by 4, and is on only after a right code', async () => {
    const { user, state } = openSection();
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('false');
    await user.click(await theSwitch());

    await user.type(within(dialog()).getByLabelText('Mot de passe actuel'), 'wrong');
    await user.click(submit('Continuer'));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'Ce mot de passe n’est pas le bon.',
    );

    await user.clear(within(dialog()).getByLabelText('Mot de passe actuel'));
    await user.type(within(dialog()).getByLabelText('Mot de passe actuel'), 'secret123');
    await user.click(submit('Continuer'));
    expect(await within(dialog()).findByRole('img', { name: /QR code à scanner/ })).toBeTruthy();
    expect(within(dialog()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();

    await user.type(within(dialog()).getByLabelText('Code à 6 chiffres'), '000000');
    await user.click(submit('Activer'));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'Ce code n’est pas le bon',
    );
    expect(state.isEnabled).toBe(false);

    await user.clear(within(dialog()).getByLabelText('Code à 6 chiffres'));
    await user.type(within(dialog()).getByLabelText('Code à 6 chiffres'), '123 456');
    await user.click(submit('Activer'));
    const codes = await within(dialog()).findByRole('list', { name: 'Codes de secours' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    expect(within(dialog()).getByText(/ne seront plus jamais affichés/)).toBeTruthy();
    expect(state.isEnabled).toBe(true);

    await user.click(submit('J’ai gardé mes codes'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(BACKUP_CODES[0]!)).toBeNull();
    await waitFor(async () =>
      expect((await theSwitch()).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('copies the backup codes, one a line', async () => {
    const { user } = openSection();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await theSwitch());
    await user.type(within(dialog()).getByLabelText('Mot de passe actuel'), 'secret123');
    await user.click(submit('Continuer'));
    await user.type(await within(dialog()).findByLabelText('Code à 6 chiffres'), '123456');
    await user.click(submit('Activer'));
    await user.click(await within(dialog()).findByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(`${BACKUP_CODES.join('\n')}\n`);
    expect(within(dialog()).getByRole('button', { name: 'Copié' })).toBeTruthy();
  });

  it('asks the password first and sends nothing without it', async () => {
    const { user, calls } = openSection();
    await user.click(await theSwitch());
    await user.click(submit('Continuer'));
    expect(within(dialog()).getByRole('alert').textContent).toContain('mot de passe actuel');
    expect(calls).not.toContain('POST /api/auth/two-factor/enable');
  });
});

describe('turning two-factor sign-in off', () => {
  it('takes the password: a wrong one is refused and leaves it on', async () => {
    const { user, state } = openSection({ isEnabled: true });
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('true');
    await user.click(await theSwitch());
    expect(
      screen.getByRole('dialog', { name: 'Désactiver la validation en deux étapes ?' }),
    ).toBeTruthy();

    await user.type(within(dialog()).getByLabelText('Mot de passe actuel'), 'wrong');
    await user.click(submit('Désactiver'));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'Ce mot de passe n’est pas le bon.',
    );
    expect(state.isEnabled).toBe(true);

    await user.clear(within(dialog()).getByLabelText('Mot de passe actuel'));
    await user.type(within(dialog()).getByLabelText('Mot de passe actuel'), 'secret123');
    await user.click(submit('Désactiver'));
    expect((await screen.findByRole('status')).textContent).toContain(
      'La validation en deux étapes est désactivée',
    );
    await waitFor(async () =>
      expect((await theSwitch()).getAttribute('aria-checked')).toBe('false'),
    );
    expect(state.isEnabled).toBe(false);
  });
});
