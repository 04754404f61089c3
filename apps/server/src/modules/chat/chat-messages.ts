import type { ChatAction, ChatMessage } from '@mijote/contracts';
import type { ChatActionRow, ChatMessageRow } from './chat-repo';

// Rows as the API shows them (contracts' chatMessageSchema and chatActionSchema).

export function toChatAction(row: ChatActionRow): ChatAction {
  const state = {
    id: row.id,
    status: row.confirmedAt ? ('done' as const) : ('proposed' as const),
    doneAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
  const action = row.payload;
  if (action.kind === 'plan-meals') {
    return { ...state, kind: 'plan-meals', label: action.label, meals: action.meals };
  }
  return {
    ...state,
    kind: 'add-to-shopping-list',
    label: action.label,
    recipeId: action.recipeId,
    recipeTitle: action.recipeTitle,
    servings: action.servings,
    lines: action.lines,
  };
}

export function toChatMessage(
  row: ChatMessageRow,
  actions: readonly ChatActionRow[] = [],
): ChatMessage {
  return {
    id: row.id,
    role: row.role as ChatMessage['role'],
    content: row.content,
    status: row.status as ChatMessage['status'],
    mode: row.mode as ChatMessage['mode'],
    actions: actions.map(toChatAction),
    warnings: row.warnings,
    createdAt: row.createdAt.toISOString(),
  };
}
