import type { DashboardStats } from '@mijote/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../access/require-access';
import { currentWeek } from './current-week';
import { countFavorites, countItemsToBuy, countPlannedMeals } from './dashboard-repo';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/dashboard/stats', async (request): Promise<DashboardStats> => {
    const user = await requireAccess(ctx, request);
    const [plannedMeals, shoppingItems, favorites] = await Promise.all([
      countPlannedMeals(ctx.db, user.householdId, currentWeek(ctx.now())),
      countItemsToBuy(ctx.db, user.householdId),
      countFavorites(ctx.db, user.id),
    ]);
    // Spec: the suggestions card is always 0 and its value hidden.
    return { plannedMeals, shoppingItems, favorites, suggestions: 0 };
  });
}
