import { createBrowserRouter, createPath, RouterProvider } from 'react-router';
import { reloadOnStaleBuild } from '@/lib/stale-build';
import { routes } from './routes';

const router = createBrowserRouter(routes);

reloadOnStaleBuild(() => {
  const pending = router.state.navigation.location;
  return pending ? createPath(pending) : undefined;
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
