/** GET /api/dashboard/stats (spec: dashboard stats; suggestions is always 0 and hidden). */
export type DashboardStats = {
  plannedMeals: number;
  shoppingItems: number;
  favorites: number;
  suggestions: 0;
};
