import type { RouteObject } from 'react-router';

/**
 * Loads every lazy page of a route table once. A test on fake timers then measures what the
 * route guard does, not how long a module takes to import on a busy machine: a navigation to
 * a route not loaded yet only commits once its module arrives (real I/O, not the fake clock).
 */
export async function preloadLazyRoutes(routes: RouteObject[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (typeof route.lazy === 'function') loads.push(route.lazy());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(loads);
}
