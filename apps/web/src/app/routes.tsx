import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { ComingSoonPage } from '../features/dashboard/components/coming-soon-page';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DASHBOARD_NAV } from '../features/dashboard/nav-items';
import { ProtectedRoute } from './guards/protected-route';
import { AuthPage } from './routes/auth';
import { EmailConfirmationPage } from './routes/email-confirmation';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { PrivacyPage } from './routes/privacy';
import { ResetPasswordPage } from './routes/reset-password';
import { RouteErrorPage } from './routes/route-error';
import { StepPlaceholderPage } from './routes/step-placeholder';
import { TermsPage } from './routes/terms';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// Every route of spec section 2. Public pages render at once; the others sit behind
// ProtectedRoute, which shows the splash while GET /api/me answers.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth/email-confirmation', element: <EmailConfirmationPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      {
        element: <ProtectedRoute area="signed-in" />,
        children: [
          { path: '/questionnaire', element: <StepPlaceholderPage step="questionnaire" /> },
          { path: '/subscription', element: <StepPlaceholderPage step="subscription" /> },
          { path: '/payment/success', element: <StepPlaceholderPage step="paymentSuccess" /> },
        ],
      },
      {
        path: '/dashboard',
        element: <ProtectedRoute area="dashboard" />,
        children: [
          {
            element: <DashboardLayout />,
            children: DASHBOARD_NAV.map(({ key, path }) =>
              path === '/dashboard'
                ? { index: true, element: <ComingSoonPage page={key} /> }
                : { path, element: <ComingSoonPage page={key} /> },
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
