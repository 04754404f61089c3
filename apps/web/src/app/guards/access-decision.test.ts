import type { MeResponse } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { aMe } from '@/test/me-fixture';
import { decideAccess, type SessionState } from './access-decision';

const me = (nextRoute: MeResponse['nextRoute']) => aMe({ nextRoute });

const settled = (overrides: Partial<SessionState>): SessionState => ({
  isPending: false,
  me: null,
  hasError: false,
  ...overrides,
});

describe('decideAccess (spec 4, access check)', () => {
  it('keeps the splash while the session is checked, and only then', () => {
    expect(decideAccess('dashboard', settled({ isPending: true }))).toEqual({ kind: 'splash' });
    expect(decideAccess('dashboard', settled({ me: me('/dashboard') }))).toEqual({
      kind: 'render',
    });
  });

  it.each(['dashboard', 'signed-in', 'onboarding'] as const)(
    'sends a signed-out visitor of %s to /auth',
    (area) => {
      expect(decideAccess(area, settled({ me: null }))).toEqual({ kind: 'redirect', to: '/auth' });
    },
  );

  it.each(['/questionnaire', '/subscription', '/auth/email-confirmation'] as const)(
    'follows nextRoute %s away from the dashboard',
    (nextRoute) => {
      expect(decideAccess('dashboard', settled({ me: me(nextRoute) }))).toEqual({
        kind: 'redirect',
        to: nextRoute,
      });
    },
  );

  it('shows the dashboard when the server says it is where the user belongs', () => {
    expect(decideAccess('dashboard', settled({ me: me('/dashboard') }))).toEqual({
      kind: 'render',
    });
  });

  it('sends any failed dashboard check to /questionnaire', () => {
    expect(decideAccess('dashboard', settled({ hasError: true }))).toEqual({
      kind: 'redirect',
      to: '/questionnaire',
    });
  });

  it('never redirects a signed-in user away from onboarding or payment pages (no loops)', () => {
    expect(decideAccess('signed-in', settled({ me: me('/subscription') }))).toEqual({
      kind: 'render',
    });
    expect(decideAccess('signed-in', settled({ hasError: true }))).toEqual({ kind: 'error' });
  });

  describe('onboarding (spec 4: entering the questionnaire)', () => {
    const onboarding = (patch: Partial<MeResponse>) =>
      decideAccess('onboarding', settled({ me: { ...me('/questionnaire'), ...patch } }));

    it('sends a user without profile to /auth', () => {
      expect(onboarding({ hasProfile: false, hasPreferences: false })).toEqual({
        kind: 'redirect',
        to: '/auth',
      });
    });
    it('sends a user whose preferences are saved to /dashboard', () => {
      expect(onboarding({ hasPreferences: true })).toEqual({ kind: 'redirect', to: '/dashboard' });
    });
    it('shows the questionnaire to a user with a profile and no preferences', () => {
      expect(onboarding({ hasPreferences: false })).toEqual({ kind: 'render' });
    });
    it('offers a retry when the check fails', () => {
      expect(decideAccess('onboarding', settled({ hasError: true }))).toEqual({ kind: 'error' });
    });
  });
});
