import type { NextRoute, SubscriptionStatus } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { type AccessFacts, grantsAccess, nextRouteFor } from './access-rules';

const subscribed: AccessFacts = {
  isComplimentary: false,
  hasProfile: true,
  hasPreferences: true,
  latestSubscriptionStatus: 'active',
  isCoveredByMember: false,
  emailVerified: true,
  requireEmailVerification: false,
};

// Spec section 4 (sign-in routing and the /dashboard access check are one decision), section 6
// (privileged accounts) and decisions 017 and 019. One row per rule of the spec.
const rows: Array<[string, Partial<AccessFacts>, NextRoute]> = [
  [
    'complimentary account: dashboard with no further check',
    {
      isComplimentary: true,
      hasProfile: false,
      hasPreferences: false,
      latestSubscriptionStatus: null,
    },
    '/dashboard',
  ],
  [
    'complimentary account whose latest row is canceled: still dashboard',
    { isComplimentary: true, latestSubscriptionStatus: 'canceled' },
    '/dashboard',
  ],
  [
    'no profile row: questionnaire',
    { hasProfile: false, latestSubscriptionStatus: 'active' },
    '/questionnaire',
  ],
  [
    'profile but no preferences row: questionnaire',
    { hasPreferences: false, latestSubscriptionStatus: 'active' },
    '/questionnaire',
  ],
  [
    'no profile and no subscription: questionnaire first',
    { hasProfile: false, hasPreferences: false, latestSubscriptionStatus: null },
    '/questionnaire',
  ],
  ['profile + preferences + active latest row: dashboard', {}, '/dashboard'],
  [
    'trialing (FREE30) grants access like active (decision 019)',
    { latestSubscriptionStatus: 'trialing' },
    '/dashboard',
  ],
  ['no subscription at all: subscription', { latestSubscriptionStatus: null }, '/subscription'],
  [
    'latest row canceled after an older active row: subscription',
    { latestSubscriptionStatus: 'canceled' },
    '/subscription',
  ],
  ['latest row past_due: subscription', { latestSubscriptionStatus: 'past_due' }, '/subscription'],
  [
    'latest row incomplete: subscription',
    { latestSubscriptionStatus: 'incomplete' },
    '/subscription',
  ],
  ['latest row unpaid: subscription', { latestSubscriptionStatus: 'unpaid' }, '/subscription'],
  ['latest row paused: subscription', { latestSubscriptionStatus: 'paused' }, '/subscription'],
  [
    'latest row incomplete_expired: subscription',
    { latestSubscriptionStatus: 'incomplete_expired' },
    '/subscription',
  ],
  [
    'no subscription of their own, covered by another member’s: dashboard',
    { latestSubscriptionStatus: null, isCoveredByMember: true },
    '/dashboard',
  ],
  [
    'own subscription canceled, covered by another member’s: dashboard',
    { latestSubscriptionStatus: 'canceled', isCoveredByMember: true },
    '/dashboard',
  ],
  [
    'covered by a member, questionnaire not done: questionnaire first',
    { hasPreferences: false, latestSubscriptionStatus: null, isCoveredByMember: true },
    '/questionnaire',
  ],
  [
    'covered by a member, address not confirmed when required: e-mail confirmation',
    {
      requireEmailVerification: true,
      emailVerified: false,
      latestSubscriptionStatus: null,
      isCoveredByMember: true,
    },
    '/auth/email-confirmation',
  ],
  [
    'verification required and address not confirmed: e-mail confirmation',
    { requireEmailVerification: true, emailVerified: false },
    '/auth/email-confirmation',
  ],
  [
    'verification required, even for a complimentary account',
    { requireEmailVerification: true, emailVerified: false, isComplimentary: true },
    '/auth/email-confirmation',
  ],
  [
    'verification required and confirmed: the usual rules',
    { requireEmailVerification: true, emailVerified: true, latestSubscriptionStatus: null },
    '/subscription',
  ],
  [
    'verification not required: an unconfirmed address is no obstacle',
    { requireEmailVerification: false, emailVerified: false },
    '/dashboard',
  ],
];

describe('nextRouteFor (spec section 4)', () => {
  it.each(rows)('%s', (_name, overrides, expected) => {
    expect(nextRouteFor({ ...subscribed, ...overrides })).toBe(expected);
  });
});

describe('grantsAccess', () => {
  const cases: Array<[SubscriptionStatus | null, boolean]> = [
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['canceled', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['unpaid', false],
    ['paused', false],
    [null, false],
  ];
  it.each(cases)('%s → %s', (status, expected) => {
    expect(grantsAccess(status)).toBe(expected);
  });
});
