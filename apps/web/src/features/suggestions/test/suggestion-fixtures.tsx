import type { Favorite, RecentSuggestion, Recipe, Suggestion } from '@mijote/contracts';
import { useLocation } from 'react-router';
import { aRecipe } from '@/test/household-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { SuggestionsPage } from '../components/suggestions-page';

// The Suggestions screen's API as its component tests see it, shaped by the contracts.

export { aRecipe } from '@/test/household-fixtures';

export function aSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    recipe: aRecipe(),
    engine: 'catalogue',
    isOwnRecipe: false,
    fellBack: false,
    fallbackReason: null,
    fridgeMode: false,
    missingIngredients: [],
    usedFridgeItems: [],
    fitsFridge: null,
    keeps: { restrictions: [], avoidedFoods: [] },
    ...overrides,
  };
}

let nextRecent = 1;

/** A row of « Suggestions récentes », suggested at `suggestedAt` (today by default). */
export function aRecent(
  recipe: Partial<Recipe> = {},
  suggestedAt = '2026-11-21T09:00:00.000Z',
): RecentSuggestion {
  return {
    id: `00000000-0000-4000-8000-${String(nextRecent++).padStart(12, '0')}`,
    suggestedAt,
    suggestion: aSuggestion({ recipe: aRecipe(recipe) }),
  };
}

export function aFavorite(recipe: Recipe): Favorite {
  return {
    id: '00000000-0000-4000-8000-00000000f001',
    recipe,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

export type Call = { url: string; method: string; body: unknown };
type Reply = { status: number; body?: unknown } | Promise<never>;

/**
 * The API: POST /api/suggestions answers `suggest(call)`, the favourite check answers
 * `favorite`, « Suggestions récentes » `recent` (none by default), and any other call goes to
 * `other` (404 by default). Every call is recorded.
 */
export function suggestionsApi({
  suggest = () => ({ status: 200, body: aSuggestion() }),
  favorite = () => ({ status: 200, body: { favorite: null } }),
  recent = () => ({ status: 200, body: { suggestions: [] } }),
  other = () => ({ status: 404, body: { code: 'NOT_FOUND' } }),
}: {
  suggest?: (call: Call) => Reply;
  favorite?: (call: Call) => Reply;
  recent?: (call: Call) => Reply;
  other?: (call: Call) => Reply;
} = {}) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const call = { url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (method === 'POST' && url === '/api/suggestions') return suggest(call);
    if (method === 'GET' && url.startsWith('/api/favorites/by-recipe/')) return favorite(call);
    if (method === 'GET' && url === '/api/suggestions/recent') return recent(call);
    return other(call);
  });
  return {
    calls,
    suggestions: () => calls.filter((c) => c.url === '/api/suggestions').map((c) => c.body),
    to: (method: string, prefix: string) =>
      calls.filter((c) => c.method === method && c.url.startsWith(prefix)),
  };
}

function LocationState({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <p>{name}</p>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

/** The screen at /dashboard/feed (with navigation `state`), beside the pages it leads to. */
export function openSuggestions(state?: unknown) {
  return renderRoutes(
    [
      { path: '/dashboard/feed', element: <SuggestionsPage /> },
      { path: '/dashboard/planning', element: <LocationState name="page planning" /> },
      { path: '/dashboard/shopping', element: <LocationState name="page courses" /> },
      { path: '/questionnaire', element: <LocationState name="page questionnaire" /> },
    ],
    { pathname: '/dashboard/feed', state },
  );
}
