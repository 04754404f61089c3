import { APP_PAGES } from '@mijote/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** The paths the router shows a page at: leaf routes, and the parent of an index route. */
function pagePaths(children: readonly RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    if (route.index) return [parent || '/'];
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    if (route.path === '*') return [];
    if (route.children) return pagePaths(route.children, route.path ? path : parent);
    return route.path ? [path] : [];
  });
}

describe('the router and the server agree on the pages', () => {
  it('declares exactly the pages the server answers with a 200 (APP_PAGES in contracts)', () => {
    expect(pagePaths(routes).sort()).toEqual([...APP_PAGES].sort());
  });
});
