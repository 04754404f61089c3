import { clsx } from 'clsx';
import {
  CalendarPlus,
  Check,
  Heart,
  type LucideIcon,
  RefreshCw,
  Shapes,
  ShoppingCart,
} from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/translation';
import type { ActionState } from '@/lib/use-shopping-action';

/**
 * The card's side buttons (spec section 2): change type, favourite, shopping list, planning,
 * regenerate. A column of labelled buttons beside the card on a wide screen; on a phone a row of
 * icons with a short word under each (the word is part of the accessible name).
 */
export function SuggestionToolbar({
  favorite,
  shopping,
  planning,
  onChangeType,
  onRegenerate,
}: {
  favorite: { isFavorite: boolean; isBusy: boolean; onToggle: () => void };
  shopping: { state: ActionState; onAdd: () => void };
  planning: { state: ActionState; onAdd: () => void };
  onChangeType: () => void;
  onRegenerate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={clsx(
        // A phone keeps the row in reach at the bottom of the screen while the card scrolls.
        'sticky bottom-0 z-10 -mx-4 grid min-w-0 grid-cols-5 gap-1.5 border-t border-line bg-bg/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6',
        'lg:top-24 lg:mx-0 lg:flex lg:flex-col lg:gap-2 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none',
      )}
    >
      <legend className="sr-only">{t('suggestions.actions.label')}</legend>
      <ToolbarButton
        icon={Shapes}
        label={t('suggestions.actions.changeType')}
        short={t('suggestions.actions.changeTypeShort')}
        onClick={onChangeType}
      />
      <ToolbarButton
        icon={Heart}
        label={
          favorite.isFavorite
            ? t('suggestions.actions.favoriteRemove')
            : t('suggestions.actions.favoriteAdd')
        }
        short={t('suggestions.actions.favoriteShort')}
        isBusy={favorite.isBusy}
        isOn={favorite.isFavorite}
        onClick={favorite.onToggle}
      />
      <ToolbarButton
        icon={shopping.state === 'done' ? Check : ShoppingCart}
        label={
          shopping.state === 'done'
            ? t('suggestions.actions.shoppingDone')
            : t('suggestions.actions.shoppingAdd')
        }
        short={
          shopping.state === 'done'
            ? t('suggestions.actions.shoppingDoneShort')
            : t('suggestions.actions.shoppingShort')
        }
        isBusy={shopping.state === 'busy'}
        isDone={shopping.state === 'done'}
        onClick={shopping.onAdd}
      />
      <ToolbarButton
        icon={planning.state === 'done' ? Check : CalendarPlus}
        label={
          planning.state === 'done'
            ? t('suggestions.actions.planningDone')
            : t('suggestions.actions.planningAdd')
        }
        short={t('suggestions.actions.planningShort')}
        isBusy={planning.state === 'busy'}
        isDone={planning.state === 'done'}
        onClick={planning.onAdd}
      />
      <ToolbarButton
        icon={RefreshCw}
        label={t('suggestions.actions.regenerate')}
        short={t('suggestions.actions.regenerateShort')}
        onClick={onRegenerate}
      />
    </fieldset>
  );
}

function ToolbarButton({
  icon: Icon,
  label,
  short,
  onClick,
  isBusy = false,
  isOn = false,
  isDone = false,
}: {
  icon: LucideIcon;
  label: string;
  /** The phone's word under the icon; it must be a part of `label` (WCAG « label in name »). */
  short: string;
  onClick: () => void;
  isBusy?: boolean;
  isOn?: boolean;
  isDone?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      aria-label={label}
      title={label}
      className={clsx(
        'flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl border px-1 text-xs font-semibold transition-colors disabled:cursor-wait',
        'lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-full lg:px-4 lg:text-sm',
        isOn
          ? 'border-primary/40 bg-primary-soft text-primary-soft-fg'
          : isDone
            ? 'border-basil/40 bg-basil-soft text-basil'
            : 'border-line bg-surface text-fg hover:bg-surface-muted',
      )}
    >
      {isBusy ? (
        <span className="flex size-5 items-center justify-center lg:size-4">
          <Spinner />
        </span>
      ) : (
        <Icon
          className={clsx('size-5 shrink-0 lg:size-4', isOn && 'fill-current')}
          aria-hidden="true"
        />
      )}
      <span className="lg:hidden" aria-hidden="true">
        {short}
      </span>
      <span className="hidden text-left lg:inline" aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
