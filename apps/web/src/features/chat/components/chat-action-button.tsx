import type { ChatAction } from '@mijote/contracts';
import { CalendarPlus, Check, ListPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useConfirmChatAction } from '../api/confirm-chat-action';

const VIEW_PATHS: Record<ChatAction['kind'], string> = {
  'add-to-shopping-list': '/dashboard/shopping',
  'plan-meals': '/dashboard/planning',
};

/**
 * An action a reply proposes: one tap writes it (« Ajouter ces ingrédients à la liste »), then the
 * button says it is done (« Ajouté à la liste ») and a link leads to where it went. Nothing is
 * written before the tap.
 */
export function ChatActionButton({ action }: { action: ChatAction }) {
  const { t } = useTranslation();
  const confirm = useConfirmChatAction();
  const isDone = action.status === 'done';
  const Icon = action.kind === 'plan-meals' ? CalendarPlus : ListPlus;
  const count =
    action.kind === 'plan-meals'
      ? t('chat.actions.meals', { count: action.meals.length })
      : t('chat.actions.lines', { count: action.lines.length });

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        {isDone ? (
          <span
            role="status"
            className="inline-flex min-h-9 items-center gap-2 rounded-full bg-basil-soft px-3.5 text-sm font-semibold text-basil"
          >
            <Check className="size-4" aria-hidden="true" />
            {t(`chat.actions.done.${action.kind}`)}
          </span>
        ) : (
          <Button
            size="sm"
            variant="soft"
            isLoading={confirm.isPending}
            onClick={() => confirm.mutate(action.id)}
          >
            {confirm.isPending ? null : <Icon className="size-4" aria-hidden="true" />}
            {action.label}
          </Button>
        )}
        <span className="text-xs text-muted-fg">{count}</span>
        {isDone ? (
          <Link
            to={VIEW_PATHS[action.kind]}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t(`chat.actions.view.${action.kind}`)}
          </Link>
        ) : null}
      </div>
      {confirm.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(t, errorCodeOf(confirm.error))}
        </p>
      ) : null}
    </div>
  );
}
