// The pages of the web app, as its router declares them (apps/web/src/app/routes.tsx, which a
// test holds to this list): the server answers one of these paths with the app and a 200, any
// other path with the app and a 404, so that the app's « Page introuvable » is one for crawlers
// and monitoring too. `:name` stands for one segment.

export const APP_PAGES = [
  '/',
  '/auth',
  '/auth/reset-password',
  '/auth/email-confirmation',
  '/invitation/:token',
  '/privacy',
  '/terms',
  '/questionnaire',
  '/subscription',
  '/payment/success',
  '/demo/checkout/:sessionId',
  '/demo/portal',
  '/dashboard',
  '/dashboard/chat',
  '/dashboard/feed',
  '/dashboard/planning',
  '/dashboard/shopping',
  '/dashboard/inventory',
  '/dashboard/favorites',
  '/dashboard/settings',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = APP_PAGES.map(segmentsOf);

/** Whether a path (query and fragment ignored, a trailing slash allowed) is a page of the app. */
export function isAppPagePath(url: string): boolean {
  const segments = segmentsOf(url.split(/[?#]/, 1)[0] ?? '');
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
