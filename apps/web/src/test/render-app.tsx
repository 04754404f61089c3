import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** `ui` inside the app's providers (i18n, queries, toasts), with a fresh query cache. */
export function withProviders(ui: ReactNode) {
  return <AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>;
}

/** Renders `ui` inside the app's providers, with a fresh query cache. */
export function renderWithProviders(ui: ReactNode) {
  return render(withProviders(ui));
}

/** Renders the real route table at `path`, with fresh providers (no state leaks between tests). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

type InitialEntry = string | { pathname: string; state?: unknown };

/**
 * Renders a few routes (a screen without its guard and its splash) at `entry`, which may
 * carry navigation state as another screen would send it.
 */
export function renderRoutes(routeList: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routeList, { initialEntries: [entry] });
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
