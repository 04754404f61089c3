import type { RecentSuggestion } from '@mijote/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import type { FirstRead } from '@/lib/page-first-reads';
import { readSuggestionsHandoff } from '@/lib/suggestions-handoff';
import { useTranslation } from '@/lib/translation';
import { recentSuggestionsQuery } from '../api/get-recent-suggestions';
import { useSuggestionFlow } from '../hooks/use-suggestion-flow';
import { RecentSuggestions } from './recent-suggestions';
import { SuggestionError } from './suggestion-error';
import { SuggestionLoading } from './suggestion-loading';
import { SuggestionView } from './suggestion-view';
import { TypePicker } from './type-picker';

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [recentSuggestionsQuery];

/** /dashboard/feed, « Suggestions » (spec section 2). */
export function SuggestionsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const flow = useSuggestionFlow();
  const { pick, setFridgeMode } = flow;
  const handledKey = useRef<string | null>(null);

  // Opened from Mon Frigo's « Générer une recette »: fridge mode, and that type at once. The
  // state is then cleared so that a reload or a Back does not generate again.
  useEffect(() => {
    const handoff = readSuggestionsHandoff(location.state);
    if (!handoff || handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (handoff.type) pick(handoff.type, true);
    else setFridgeMode(true);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, pick, setFridgeMode]);

  const { step } = flow;
  // A recent one reopened replaces the card at the top: the focus goes to the page's title,
  // which brings the page back up to it, for the keyboard and screen readers too.
  const reopen = (recent: RecentSuggestion) => {
    flow.reopen(recent);
    document.getElementById('page-title')?.focus();
  };
  const recent = (
    <RecentSuggestions
      exceptRecipeId={step.kind === 'recipe' ? step.suggestion.recipe.id : undefined}
      onOpen={reopen}
      onRefused={flow.onRefused}
    />
  );
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageHeader title={t('dashboard.pages.feed')} description={t('suggestions.description')} />
      {step.kind === 'picker' ? (
        <>
          <TypePicker
            fridgeMode={flow.fridgeMode}
            onFridgeModeChange={setFridgeMode}
            onPick={(type) => pick(type)}
          />
          {recent}
        </>
      ) : step.kind === 'loading' ? (
        <SuggestionLoading type={step.type} />
      ) : step.kind === 'error' ? (
        <SuggestionError
          code={step.code}
          onChangeType={flow.changeType}
          onRetry={flow.regenerate}
        />
      ) : (
        <>
          <SuggestionView
            key={step.requestId}
            suggestion={step.suggestion}
            onChangeType={flow.changeType}
            onRegenerate={flow.regenerate}
            onRefused={flow.onRefused}
          />
          {recent}
        </>
      )}
    </section>
  );
}
