/**
 * What a dashboard page reads first from the API, besides the session (`SESSION_READ`, read by
 * every one): its HTML asks the browser to fetch these beside the page's scripts
 * (page-preloads.ts), and the app's own requests then take the answers already on their way
 * instead of asking once the session has answered. Only reads whose URL is the endpoint's path
 * as it stands (the planning's `?from=` is the device's date).
 *
 * Paths, because the build's configuration cannot load the contracts' TypeScript; each is held
 * to a GET endpoint of packages/contracts/src/api by first-reads.test.ts (decision 030), and to
 * what the page actually reads by e2e/first-load.spec.ts, which fails if one goes unused.
 */
export const SESSION_READ = '/api/me';

export const DASHBOARD_FIRST_READS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/dashboard/stats', '/api/dashboard/upcoming'],
  '/dashboard/chat': ['/api/chat/messages'],
  '/dashboard/feed': ['/api/suggestions/recent'],
  '/dashboard/planning': ['/api/planning/series', '/api/planning/backlog', '/api/calendar/feed'],
  '/dashboard/shopping': ['/api/shopping/items'],
  '/dashboard/inventory': ['/api/fridge/items'],
  '/dashboard/favorites': ['/api/favorites', '/api/own-recipes'],
  '/dashboard/settings': [
    '/api/profile',
    '/api/preferences',
    '/api/household',
    '/api/household/pantry',
    '/api/calendar/feed',
    '/api/account/sessions',
    '/api/subscription',
  ],
};
