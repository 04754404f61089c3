import type { MeResponse } from '@mijote/contracts';

/**
 * A GET /api/me answer for component tests: a user with profile and preferences, on the
 * dashboard unless `nextRoute` says otherwise (hasAccess follows it unless given).
 */
export function aMe(overrides: Partial<MeResponse> = {}): MeResponse {
  const nextRoute = overrides.nextRoute ?? '/dashboard';
  return {
    user: {
      id: 'u1',
      email: 'anne@example.ch',
      firstName: 'Anne',
      lastName: 'Rey',
      phone: null,
      emailVerified: true,
      twoFactorEnabled: false,
    },
    householdId: 'h1',
    hasProfile: true,
    hasPreferences: true,
    hasAccess: nextRoute === '/dashboard',
    isComplimentary: false,
    coveredBy: null,
    nextRoute,
    ...overrides,
  };
}
