import '@/test/cleanup';
import type { CreatedInvitation, Household, HouseholdMember } from '@mijote/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render-app';
import { HouseholdSettings } from './household-settings';

// The shared machine can be slow: queries wait up to 5 s (the default 1 s flaked under load).
configure({ asyncUtilTimeout: 5_000 });

// « Mon foyer », against a stand-in for the API that records what it
// is sent: members and roles, whose rule is whose, invite, revoke, remove (owner only), leave.

const INVITATION_ID = '00000000-0000-4000-8000-0000000000aa';
const LINK = 'http://localhost/invitation/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function aMember(overrides: Partial<HouseholdMember>): HouseholdMember {
  return {
    userId: 'u1',
    firstName: 'Anne',
    lastName: 'Rey',
    role: 'owner',
    joinedAt: '2026-11-01T10:00:00.000Z',
    isYou: true,
    restrictions: [],
    avoidedFoods: [],
    ...overrides,
  };
}

function aHousehold(isOwner: boolean): Household {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Foyer d’Anne',
    isOwner,
    members: [
      aMember({
        role: isOwner ? 'owner' : 'member',
        restrictions: ['vegetarian'],
        avoidedFoods: ['coriandre'],
      }),
      aMember({
        userId: 'u2',
        firstName: 'Léa',
        lastName: 'Favre',
        role: isOwner ? 'member' : 'owner',
        isYou: false,
        restrictions: ['vegetarian'],
      }),
    ],
    invitations: [
      {
        id: INVITATION_ID,
        email: 'marc@example.ch',
        invitedBy: 'Anne',
        createdAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2026-11-27T10:00:00.000Z',
      },
    ],
  };
}

function openHousehold({ isOwner = true } = {}) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    calls.push(key);
    if (key === 'GET /api/household') return { status: 200, body: aHousehold(isOwner) };
    if (key === 'POST /api/household/invitations') {
      const created: CreatedInvitation = {
        invitation: { ...aHousehold(isOwner).invitations[0]!, email: null },
        link: LINK,
        emailSent: false,
      };
      return { status: 201, body: created };
    }
    return { status: 204 };
  });
  renderWithProviders(<HouseholdSettings />);
  return { calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('« Mon foyer »', () => {
  it('lists the members with their roles and says whose rule is whose', async () => {
    openHousehold();
    const anne = (await screen.findByText(/Anne Rey/)).closest('li')!;
    expect(anne.textContent).toContain('(vous)');
    expect(anne.textContent).toContain('Propriétaire');
    const lea = screen.getByText('Léa Favre').closest('li')!;
    expect(lea.textContent).toContain('Membre');
    // A rule two members share is listed once, with both names; one member's rule with theirs.
    expect(screen.getByText('Végétarien').closest('li')!.textContent).toBe(
      'Végétarien · vous, Léa',
    );
    expect(screen.getByText('Sans coriandre').closest('li')!.textContent).toBe(
      'Sans coriandre · vous',
    );
  });

  it('creates an invitation and shows the link to copy', async () => {
    const { calls, user } = openHousehold();
    await user.click(await screen.findByRole('button', { name: 'Inviter un membre' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un membre' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    expect(await within(dialog).findByLabelText(/Lien d’invitation/)).toHaveProperty('value', LINK);
    expect(within(dialog).getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
    expect(calls).toContain('POST /api/household/invitations');
  });

  it('revokes a pending invitation', async () => {
    const { calls, user } = openHousehold();
    await user.click(
      await screen.findByRole('button', { name: 'Annuler l’invitation : marc@example.ch' }),
    );
    await waitFor(() =>
      expect(calls).toContain(`DELETE /api/household/invitations/${INVITATION_ID}`),
    );
  });

  it('lets the owner remove a member, after confirming', async () => {
    const { calls, user } = openHousehold();
    await user.click(await screen.findByRole('button', { name: 'Retirer Léa du foyer' }));
    const confirm = screen.getByRole('dialog', { name: 'Retirer Léa du foyer ?' });
    expect(calls).not.toContain('DELETE /api/household/members/u2');
    await user.click(within(confirm).getByRole('button', { name: 'Retirer du foyer' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/household/members/u2'));
    // Nobody can remove themselves: they leave instead.
    expect(screen.queryByRole('button', { name: 'Retirer Anne du foyer' })).toBeNull();
  });

  it('offers a member no removal, and leaving only after confirming', async () => {
    const { calls, user } = openHousehold({ isOwner: false });
    await screen.findByText('Léa Favre');
    expect(screen.queryByRole('button', { name: /^Retirer / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitter le foyer' }));
    const confirm = screen.getByRole('dialog', { name: 'Quitter le foyer ?' });
    expect(calls).not.toContain('POST /api/household/leave');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(calls).not.toContain('POST /api/household/leave');
    await user.click(screen.getByRole('button', { name: 'Quitter le foyer' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Quitter le foyer ?' })).getByRole('button', {
        name: 'Quitter le foyer',
      }),
    );
    await waitFor(() => expect(calls).toContain('POST /api/household/leave'));
  });
});
