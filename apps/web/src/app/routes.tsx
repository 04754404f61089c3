import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { DASHBOARD_NAV, type DashboardPageKey } from '@/features/dashboard/nav-items';
import { type FirstRead, firstReadsLoader } from '@/lib/page-first-reads';
import { ProtectedRoute } from './guards/protected-route';
import { SplashScreen } from './guards/splash-screen';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

type Screen = {
  Component: () => React.ReactNode;
  /** What the page reads first: the page the app opens on waits for it (lib/page-first-reads.ts). */
  firstReads: readonly FirstRead[];
};

/** The screen `name` of a loaded module, with the first reads the module declares. */
function screen<M extends { FIRST_READS: readonly FirstRead[] }>(
  module: M,
  name: { [K in keyof M]: M[K] extends () => React.ReactNode ? K : never }[keyof M],
): Screen {
  return { Component: module[name] as () => React.ReactNode, firstReads: module.FIRST_READS };
}

/**
 * The dashboard screens that exist, one line each, loaded with their route. A key without a line
 * gets the honest « Bientôt disponible » placeholder.
 */
const DASHBOARD_SCREENS: Partial<Record<DashboardPageKey, () => Promise<Screen>>> = {
  home: async () =>
    screen(await import('@/features/dashboard/components/dashboard-home'), 'DashboardHome'),
  chat: async () => screen(await import('@/features/chat/components/chat-screen'), 'ChatScreen'),
  feed: async () =>
    screen(await import('@/features/suggestions/components/suggestions-page'), 'SuggestionsPage'),
  planning: async () => screen(await import('./routes/planning'), 'PlanningRoute'),
  inventory: async () =>
    screen(await import('@/features/fridge/components/fridge-page'), 'FridgePage'),
  favorites: async () =>
    screen(await import('@/features/favorites/components/favorites-page'), 'FavoritesPage'),
  settings: async () => screen(await import('./routes/settings'), 'SettingsPage'),
  shopping: async () =>
    screen(await import('@/features/shopping/components/shopping-page'), 'ShoppingPage'),
};

/** The dashboard page of `key`: its own screen where one exists, else an honest placeholder. */
async function dashboardPage(key: DashboardPageKey) {
  const screen = DASHBOARD_SCREENS[key];
  if (screen) {
    const { Component, firstReads } = await screen();
    return { Component, loader: firstReadsLoader(firstReads) };
  }
  const { ComingSoonPage } = await import('@/features/dashboard/components/coming-soon-page');
  return { element: <ComingSoonPage page={key} /> };
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// Every route of spec section 2. The 404 is in the first bundle so it paints at once; the rest
// (landing, auth client, phone metadata, dashboard) loads with its route. A visit that starts at
// `/` gets landing.html instead (prerendered, its own light entry: src/landing-main.tsx); the
// landing route here serves the app's own way back to it.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown for the instant a lazily loaded page takes on the first visit (empty, theme-coloured).
    hydrateFallbackElement: <div className="min-h-dvh bg-bg" />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingPage }),
      },
      {
        path: '/auth',
        lazy: async () => ({ Component: (await import('./routes/auth')).AuthPage }),
      },
      {
        path: '/auth/reset-password',
        lazy: async () => ({
          Component: (await import('./routes/reset-password')).ResetPasswordPage,
        }),
      },
      {
        path: '/auth/email-confirmation',
        lazy: async () => ({
          Component: (await import('./routes/email-confirmation')).EmailConfirmationPage,
        }),
      },
      {
        // Open to everyone: signed out, it offers to sign up or in and come back.
        path: '/invitation/:token',
        lazy: async () => ({ Component: (await import('./routes/invitation')).InvitationPage }),
      },
      {
        path: '/privacy',
        lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyPage }),
      },
      {
        path: '/terms',
        lazy: async () => ({ Component: (await import('./routes/terms')).TermsPage }),
      },
      {
        // Its entry rules and its error text are the onboarding's (spec 4 and 8).
        element: <ProtectedRoute area="onboarding" />,
        children: [
          {
            path: '/questionnaire',
            lazy: async () => ({
              Component: (await import('./routes/questionnaire')).QuestionnairePage,
            }),
          },
        ],
      },
      {
        element: <ProtectedRoute area="signed-in" />,
        children: [
          {
            path: '/subscription',
            lazy: async () => ({
              Component: (await import('./routes/subscription')).SubscriptionPage,
            }),
          },
          {
            path: '/payment/success',
            lazy: async () => ({
              Component: (await import('./routes/payment-success')).PaymentSuccessPage,
            }),
          },
          // The demo payment provider's pages (no Stripe keys): served by the app itself.
          {
            path: '/demo/checkout/:sessionId',
            lazy: async () => ({
              Component: (await import('./routes/demo-checkout')).DemoCheckoutPage,
            }),
          },
          {
            path: '/demo/portal',
            lazy: async () => ({
              Component: (await import('./routes/demo-portal')).DemoPortalPage,
            }),
          },
        ],
      },
      {
        path: '/dashboard',
        element: <ProtectedRoute area="dashboard" />,
        // While the first page's loader checks the session and reads the page's data
        // (lib/page-first-reads.ts): the splash, as ProtectedRoute shows it (decision 023).
        hydrateFallbackElement: <SplashScreen />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('@/features/dashboard/components/dashboard-layout'))
                .DashboardLayout,
            }),
            // The page is chosen by exact path (spec 2); unknown /dashboard/* paths fall to 404.
            children: DASHBOARD_NAV.map(({ key, path }) => ({
              ...(path === '/dashboard' ? { index: true as const } : { path }),
              lazy: () => dashboardPage(key),
            })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
