import type { MeResponse } from '@mijote/contracts';

// What a protected route shows, as a pure function so every branch of the spec's access check
// (section 4) is testable without rendering.

/**
 * dashboard: the full access check; signed-in: a session is enough (/subscription, /payment/*);
 * onboarding: /questionnaire's entry rules (spec 4: no profile → /auth, preferences → /dashboard).
 */
export type ProtectedArea = 'dashboard' | 'signed-in' | 'onboarding';

export type SessionState = {
  isPending: boolean;
  me: MeResponse | null | undefined;
  /** The last check failed and nothing is known of the session (no earlier answer kept). */
  hasError: boolean;
  /** No network, and no answer kept from an earlier visit (decision 036): nothing to show. */
  isOfflineWithoutData?: boolean;
};

export type AccessDecision =
  | { kind: 'splash' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error' }
  | { kind: 'offline' }
  | { kind: 'render' };

export function decideAccess(area: ProtectedArea, state: SessionState): AccessDecision {
  if (state.isOfflineWithoutData) return { kind: 'offline' };
  if (state.isPending) return { kind: 'splash' };
  if (state.hasError) {
    // Spec 4: any error during the dashboard check sends the user to /questionnaire. Elsewhere
    // there is nowhere sensible to send them, so the guard offers a retry instead.
    return area === 'dashboard' ? { kind: 'redirect', to: '/questionnaire' } : { kind: 'error' };
  }
  if (!state.me) return { kind: 'redirect', to: '/auth' };
  if (area === 'onboarding') {
    if (!state.me.hasProfile) return { kind: 'redirect', to: '/auth' };
    if (state.me.hasPreferences) return { kind: 'redirect', to: '/dashboard' };
  }
  // Only the dashboard follows nextRoute: /questionnaire, /subscription and /payment/* must stay
  // reachable for a signed-in user without access, or they would redirect to themselves.
  if (area === 'dashboard' && state.me.nextRoute !== '/dashboard') {
    return { kind: 'redirect', to: state.me.nextRoute };
  }
  return { kind: 'render' };
}
