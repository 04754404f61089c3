import {
  CalendarDays,
  ChefHat,
  Heart,
  LayoutDashboard,
  type LucideIcon,
  Refrigerator,
  Settings,
  ShoppingCart,
  Sparkles,
} from 'lucide-react';

// The dashboard entries of spec section 2, in the spec's order. `key` names the fr.json entries
// under dashboard.nav and dashboard.pages.
export type DashboardPageKey =
  | 'home'
  | 'chat'
  | 'feed'
  | 'planning'
  | 'shopping'
  | 'inventory'
  | 'favorites'
  | 'settings';

export type DashboardNavItem = {
  key: DashboardPageKey;
  path: string;
  icon: LucideIcon;
  isHighlighted?: boolean;
};

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { key: 'home', path: '/dashboard', icon: LayoutDashboard },
  { key: 'chat', path: '/dashboard/chat', icon: ChefHat, isHighlighted: true },
  { key: 'feed', path: '/dashboard/feed', icon: Sparkles },
  { key: 'planning', path: '/dashboard/planning', icon: CalendarDays },
  { key: 'shopping', path: '/dashboard/shopping', icon: ShoppingCart },
  { key: 'inventory', path: '/dashboard/inventory', icon: Refrigerator },
  { key: 'favorites', path: '/dashboard/favorites', icon: Heart },
  { key: 'settings', path: '/dashboard/settings', icon: Settings },
];
