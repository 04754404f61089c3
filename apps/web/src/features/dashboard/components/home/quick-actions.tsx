import {
  CalendarPlus,
  ChevronRight,
  Heart,
  type LucideIcon,
  ShoppingCart,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';
import { PLANNING_PATH, type PlanningNavigationState } from '@/lib/planning-handoff';
import { useTranslation } from '@/lib/translation';

type QuickAction = {
  key: 'planning' | 'shopping' | 'favorites' | 'feed';
  to: string;
  icon: LucideIcon;
  state?: PlanningNavigationState;
};

// Spec: the quick actions lead to the planning, the shopping list, the favourites and the
// suggestions. « Planifier un repas » opens the planning with its add-meal form ready.
const ACTIONS: readonly QuickAction[] = [
  { key: 'planning', to: PLANNING_PATH, icon: CalendarPlus, state: { addMeal: true } },
  { key: 'shopping', to: '/dashboard/shopping', icon: ShoppingCart },
  { key: 'favorites', to: '/dashboard/favorites', icon: Heart },
  { key: 'feed', to: '/dashboard/feed', icon: Sparkles },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="actions-title" className="space-y-3">
      <h2 id="actions-title" className="font-serif text-xl font-bold text-fg">
        {t('dashboard.home.actionsTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ key, to, icon: Icon, state }) => (
          <li key={key}>
            <Link
              to={to}
              state={state}
              className="group flex h-full items-center gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-primary/50 hover:bg-surface-muted"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-fg">
                  {t(`dashboard.home.actions.${key}`)}
                </span>
                <span className="block text-sm text-muted-fg">
                  {t(`dashboard.home.actions.${key}Text`)}
                </span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-muted-fg transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
