import { addDays, localDateOf, type RecentSuggestion } from '@mijote/contracts';
import { clsx } from 'clsx';
import {
  CalendarPlus,
  Check,
  ChevronDown,
  History,
  type LucideIcon,
  ShoppingCart,
} from 'lucide-react';
import { useId, useState } from 'react';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatDayMonth, todayIsoDate } from '@/lib/dates';
import { actionErrorText } from '@/lib/errors';
import type { AppErrorCode } from '@/lib/http';
import { useTranslation } from '@/lib/translation';
import { usePlanningAction } from '@/lib/use-planning-action';
import { type ActionState, useShoppingAction } from '@/lib/use-shopping-action';
import { useRecentSuggestions } from '../api/get-recent-suggestions';

/** Rows shown before « Afficher les N autres ». */
export const RECENT_SHOWN_FIRST = 4;

/**
 * « Suggestions récentes » (decision 009): the household's last suggestions, whoever asked, newest
 * first (the server's history, each judged again against today's rules). A row reopens its recipe
 * as the screen's current one; its buttons plan it or add its ingredients to the list, as the
 * card's do. `exceptRecipeId` is the recipe on screen, not listed twice. Nothing shows until there
 * is something to list.
 */
export function RecentSuggestions({
  exceptRecipeId,
  onOpen,
  onRefused,
}: {
  exceptRecipeId?: string;
  onOpen: (recent: RecentSuggestion) => void;
  /** The flow's handling of 'Préférences non définies' and 'Utilisateur non connecté'. */
  onRefused: (error: unknown) => AppErrorCode | null;
}) {
  const { t } = useTranslation();
  const recent = useRecentSuggestions();
  const [isAllShown, setIsAllShown] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const listId = useId();
  const entries = (recent.data ?? []).filter(
    (entry) => entry.suggestion.recipe.id !== exceptRecipeId,
  );
  if (recent.isError) {
    return <p className="text-sm text-muted-fg">{t('suggestions.recent.loadFailed')}</p>;
  }
  if (entries.length === 0) return null;
  const shown = isAllShown ? entries : entries.slice(0, RECENT_SHOWN_FIRST);
  const hidden = entries.length - shown.length;
  const failedWith = (fallback: AppErrorCode) => (error: unknown) => {
    if (onRefused(error)) setActionError(actionErrorText(t, error, fallback));
  };
  return (
    <section aria-labelledby="recent-title" className="space-y-3">
      <div>
        <h2
          id="recent-title"
          className="flex items-center gap-2 font-serif text-xl font-bold text-fg"
        >
          <History className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('suggestions.recent.title')}
        </h2>
        <p className="text-sm text-muted-fg">{t('suggestions.recent.text')}</p>
      </div>
      {actionError ? <Alert onDismiss={() => setActionError(null)}>{actionError}</Alert> : null}
      <ul id={listId} className="grid gap-2 lg:grid-cols-2">
        {shown.map((entry) => (
          <RecentRow
            key={entry.id}
            entry={entry}
            onOpen={onOpen}
            onAction={() => setActionError(null)}
            onShoppingError={failedWith('SHOPPING_RECIPE_ADD_FAILED')}
          />
        ))}
      </ul>
      {hidden > 0 || isAllShown ? (
        <button
          type="button"
          aria-expanded={isAllShown}
          aria-controls={listId}
          onClick={() => setIsAllShown((all) => !all)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-primary hover:bg-surface-muted"
        >
          <ChevronDown
            className={clsx('size-4 transition-transform', isAllShown && 'rotate-180')}
            aria-hidden="true"
          />
          {isAllShown
            ? t('suggestions.recent.showFewer')
            : t('suggestions.recent.showMore', { count: hidden })}
        </button>
      ) : null}
    </section>
  );
}

/** « Aujourd’hui », « Hier », « Le 19 novembre », in the household's day (decision 029). */
function whenText(t: ReturnType<typeof useTranslation>['t'], suggestedAt: string): string {
  const day = localDateOf(new Date(suggestedAt));
  const today = todayIsoDate();
  if (day === today) return t('suggestions.recent.today');
  if (day === addDays(today, -1)) return t('suggestions.recent.yesterday');
  return t('suggestions.recent.on', { date: formatDayMonth(day) });
}

function RecentRow({
  entry,
  onOpen,
  onAction,
  onShoppingError,
}: {
  entry: RecentSuggestion;
  onOpen: (recent: RecentSuggestion) => void;
  onAction: () => void;
  onShoppingError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const detailsId = useId();
  const { recipe } = entry.suggestion;
  const shopping = useShoppingAction({
    recipe,
    servings: recipe.servings,
    onError: onShoppingError,
  });
  const planning = usePlanningAction(recipe);
  return (
    <li className="flex items-center gap-1 rounded-2xl border border-line bg-surface p-1.5 pl-2">
      <button
        type="button"
        onClick={() => onOpen(entry)}
        aria-label={t('suggestions.recent.open', { title: recipe.title })}
        aria-describedby={detailsId}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-1.5 text-left hover:bg-surface-muted"
      >
        <MealTypeIcon type={recipe.type} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-fg">{recipe.title}</span>
          <span id={detailsId} className="block text-xs text-muted-fg">
            {[
              t(`mealTypes.${recipe.type}`),
              t('recipe.minutes', { count: recipe.preparationTime }),
              whenText(t, entry.suggestedAt),
            ].join(' · ')}
          </span>
        </span>
      </button>
      <RowAction
        icon={CalendarPlus}
        label={t('suggestions.recent.plan', { title: recipe.title })}
        doneLabel={t('suggestions.actions.planningDone')}
        state={planning.state}
        onClick={() => {
          onAction();
          planning.run();
        }}
      />
      <RowAction
        icon={ShoppingCart}
        label={t('suggestions.recent.shop', { title: recipe.title })}
        doneLabel={t('suggestions.actions.shoppingDone')}
        state={shopping.state}
        onClick={() => {
          onAction();
          shopping.run();
        }}
      />
    </li>
  );
}

function RowAction({
  icon: Icon,
  label,
  doneLabel,
  state,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  doneLabel: string;
  state: ActionState;
  onClick: () => void;
}) {
  const isDone = state === 'done';
  const name = isDone ? doneLabel : label;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={state === 'busy'}
      aria-busy={state === 'busy' || undefined}
      aria-label={name}
      title={name}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-wait',
        isDone ? 'bg-basil-soft text-basil' : 'text-muted-fg hover:bg-surface-muted hover:text-fg',
      )}
    >
      {state === 'busy' ? (
        <Spinner />
      ) : isDone ? (
        <Check className="size-5" aria-hidden="true" />
      ) : (
        <Icon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
