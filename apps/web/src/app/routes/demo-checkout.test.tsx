import '@/test/cleanup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { DemoCheckoutPage } from './demo-checkout';

type Reply = { status: number; body?: unknown };

const session = {
  id: 'demo_cs_1',
  email: 'anne@example.ch',
  amountChf: 9.99,
  status: 'open',
};

function openCheckout(payReply: () => Reply, sessionReply: Reply = { status: 200, body: session }) {
  const fetchMock = mockFetch((url) => {
    if (url === '/api/demo/checkout/demo_cs_1') return sessionReply;
    if (url === '/api/demo/checkout/demo_cs_1/pay') return payReply();
    return { status: 404 };
  });
  renderRoutes(
    [{ path: '/demo/checkout/:sessionId', Component: DemoCheckoutPage }],
    '/demo/checkout/demo_cs_1',
  );
  const payCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/pay'));
  return { user: userEvent.setup(), payCalls };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string, promo = '') {
  await user.type(field('Numéro de carte'), number);
  await user.type(field('Expiration'), '1230');
  await user.type(field('CVC'), '123');
  if (promo) await user.type(field(/^Code promo/), promo);
}

afterEach(() => vi.restoreAllMocks());

describe('demo checkout', () => {
  it('is clearly a demo, shows the order and hints the test cards', async () => {
    openCheckout(() => ({ status: 500 }));
    expect(await screen.findByText('anne@example.ch')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Mode démo — aucun paiement réel');
    expect(screen.getByText('Abonnement mensuel')).toBeTruthy();
    expect(screen.getByText('CHF 9.99')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242 (acceptée)')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002 (refusée)')).toBeTruthy();
    expect(field('Numéro de carte').getAttribute('autocomplete')).toBe('cc-number');
    expect(field('Numéro de carte').getAttribute('inputmode')).toBe('numeric');
    expect(field('Expiration').getAttribute('autocomplete')).toBe('cc-exp');
    expect(field('CVC').getAttribute('autocomplete')).toBe('cc-csc');
  });

  it('formats the card as it is typed, and checks the form before sending', async () => {
    const { user, payCalls } = openCheckout(() => ({ status: 500 }));
    await screen.findByText('anne@example.ch');
    await user.type(field('Numéro de carte'), '4242424242424241');
    expect(field('Numéro de carte').value).toBe('4242 4242 4242 4241');
    await user.type(field('Expiration'), '1');
    await user.click(screen.getByRole('button', { name: 'Payer CHF 9.99' }));

    expect(screen.getByText('Numéro de carte invalide')).toBeTruthy();
    expect(screen.getByText('Date d’expiration invalide (format MM/AA)')).toBeTruthy();
    expect(screen.getByText('Code de sécurité invalide (3 ou 4 chiffres)')).toBeTruthy();
    expect(field('Numéro de carte').getAttribute('aria-invalid')).toBe('true');
    expect(payCalls()).toHaveLength(0);
  });

  it('keeps a declined card on the page with the French error', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, payCalls } = openCheckout(() => ({
      status: 402,
      body: { code: 'CARD_DECLINED', message: 'Votre carte a été refusée.' },
    }));
    await screen.findByText('anne@example.ch');
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Payer CHF 9.99' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre carte a été refusée. Veuillez utiliser une autre carte.',
    );
    expect(JSON.parse(String(payCalls()[0]?.[1]?.body))).toEqual({
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/30',
      cvc: '123',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('puts a refused promo code on its field', async () => {
    const { user } = openCheckout(() => ({
      status: 422,
      body: { code: 'INVALID_PROMO_CODE', message: 'Ce code promo n’est pas valide' },
    }));
    await screen.findByText('anne@example.ch');
    await fillCard(user, '4242424242424242', 'NOEL');
    await user.click(screen.getByRole('button', { name: 'Payer CHF 9.99' }));

    expect(await screen.findByText('Ce code promo n’est pas valide')).toBeTruthy();
    expect(field(/^Code promo/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the FREE30 trial and leaves for the redirect url', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, payCalls } = openCheckout(() => ({
      status: 200,
      body: { redirectUrl: 'http://localhost/payment/success?session_id=demo_cs_1' },
    }));
    await screen.findByText('anne@example.ch');
    await fillCard(user, '4242424242424242', 'free30');
    expect(screen.getByText('30 jours gratuits, puis CHF 9.99 / mois')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Démarrer l’essai gratuit' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/payment/success?session_id=demo_cs_1'),
    );
    expect(JSON.parse(String(payCalls()[0]?.[1]?.body)).promoCode).toBe('free30');
  });

  it('says so when the session does not exist', async () => {
    openCheckout(() => ({ status: 500 }), { status: 404, body: { code: 'NOT_FOUND' } });
    expect(
      await screen.findByRole('heading', {
        name: 'Cette session de paiement n’existe pas ou n’est plus disponible.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’abonnement' })).toBeTruthy();
  });
});
