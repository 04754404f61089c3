import { createBrowserRouter, createPath, RouterProvider } from 'react-router';
import { reloadOnStaleBuild } from '@/lib/stale-build';
import { routes } from './routes';

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. Creating it starts the first navigation: the page's code and its loader's
 * reads are asked for at once (main.tsx calls it in a task of its own).
 */
export function createAppRouter(): AppRouterInstance {
  const router = createBrowserRouter(routes);
  reloadOnStaleBuild(() => {
    const pending = router.state.navigation.location;
    return pending ? createPath(pending) : undefined;
  });
  return router;
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
