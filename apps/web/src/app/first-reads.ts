/**
 * What a dashboard page reads first from the API, besides the session (`GET /api/me`, read by
 * every one): its HTML asks the browser to fetch these beside the page's scripts
 * (apps/web/build-plugins/page-preloads.ts), and the app's own requests then take the answers
 * already on their way instead of asking once the session has answered. Only reads without a
 * query whose values depend on the device (the planning's `?from=` is today's date there).
 * e2e/first-load.spec.ts holds this list to what each page actually reads, and fails if one of
 * these goes unused.
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
