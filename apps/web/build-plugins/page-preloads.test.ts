import { readFileSync } from 'node:fs';
import { APP_PAGES } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardPagePath, dashboardScreens, pageHtmlFile } from './page-preloads';

const ROUTES = new URL('../src/app/routes.tsx', import.meta.url);

describe('the dashboard pages whose scripts the build announces', () => {
  it('reads every dashboard page of the app from the router, each with its screen', () => {
    const screens = dashboardScreens(readFileSync(ROUTES, 'utf8'));
    const paths = [...screens.keys()].map(dashboardPagePath).sort();
    expect(paths).toEqual(APP_PAGES.filter((page) => page.startsWith('/dashboard')).sort());
    expect(screens.get('favorites')).toBe('@/features/favorites/components/favorites-page');
    expect(screens.get('planning')).toBe('./routes/planning');
    expect(pageHtmlFile('/dashboard/chat')).toBe('pages/dashboard/chat.html');
  });

  it('refuses a router it cannot read rather than announce nothing', () => {
    const layout = "import('@/features/dashboard/components/dashboard-layout');";
    expect(() => dashboardScreens(`const OTHER = {};${layout}`)).toThrow(/no DASHBOARD_SCREENS/);
    expect(() =>
      dashboardScreens(
        `const DASHBOARD_SCREENS = { chat: async () => (await import(name)).Chat };${layout}`,
      ),
    ).toThrow(/DASHBOARD_SCREENS\.chat must import one module/);
    expect(() =>
      dashboardScreens(`const DASHBOARD_SCREENS = { chat: () => import('./chat') };`),
    ).toThrow(/dashboard layout/);
    expect(
      dashboardScreens(`const DASHBOARD_SCREENS = { chat: () => import('./chat') };${layout}`),
    ).toEqual(new Map([['chat', './chat']]));
  });
});
