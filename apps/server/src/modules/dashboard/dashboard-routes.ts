import { dashboardApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import { countFavorites, countItemsToBuy, countPlannedMeals } from './dashboard-repo';
import { nextSevenDays } from './next-seven-days';
import { getUpcoming } from './upcoming-service';

export const dashboardRoutes: RouteModule = async (app, ctx) => {
  route(app, dashboardApi.stats, { access: 'subscriber' }, async (request) => {
    const { caller } = request;
    const [plannedMeals, shoppingItems, favorites] = await Promise.all([
      countPlannedMeals(ctx.db, caller.householdId, nextSevenDays(ctx.now())),
      countItemsToBuy(ctx.db, caller.householdId),
      countFavorites(ctx.db, caller.id),
    ]);
    // Spec: the suggestions card is always 0 and its value hidden.
    return { plannedMeals, shoppingItems, favorites, suggestions: 0 as const };
  });

  route(app, dashboardApi.upcoming, { access: 'subscriber' }, async (request) =>
    getUpcoming(ctx.db, request.caller, ctx.now()),
  );
};
