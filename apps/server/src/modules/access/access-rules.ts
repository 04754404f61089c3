import {
  ACCESS_GRANTING_STATUSES,
  type NextRoute,
  type SubscriptionStatus,
} from '@mijote/contracts';

export type AccessFacts = {
  isComplimentary: boolean;
  hasProfile: boolean;
  hasPreferences: boolean;
  /** Status of the latest subscription row (newest created_at), or null when there is none. */
  latestSubscriptionStatus: SubscriptionStatus | null;
  /** Another member of the household has an active or trialing subscription. */
  isCoveredByMember: boolean;
  emailVerified: boolean;
  requireEmailVerification: boolean;
};

export function grantsAccess(status: SubscriptionStatus | null): boolean {
  return status !== null && (ACCESS_GRANTING_STATUSES as readonly string[]).includes(status);
}

/**
 * Where a signed-in user belongs (spec section 4: sign-in routing and the /dashboard access
 * check are the same decision). Complimentary accounts are treated as subscribed and skip every
 * check (spec section 6, decision 017); trialing counts as active (decision 019); one member's
 * subscription gives every member of the household access (decision 026) — each still
 * answers the questionnaire, since their own rules join the household's.
 */
export function nextRouteFor(facts: AccessFacts): NextRoute {
  if (facts.requireEmailVerification && !facts.emailVerified) return '/auth/email-confirmation';
  if (facts.isComplimentary) return '/dashboard';
  if (!facts.hasProfile || !facts.hasPreferences) return '/questionnaire';
  if (grantsAccess(facts.latestSubscriptionStatus) || facts.isCoveredByMember) return '/dashboard';
  return '/subscription';
}
