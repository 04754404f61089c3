import type { Suggestion } from '@mijote/contracts';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { actionErrorText } from '@/lib/errors';
import type { AppErrorCode } from '@/lib/http';
import { useTranslation } from '@/lib/translation';
import { usePlanningAction } from '@/lib/use-planning-action';
import { useShoppingAction } from '@/lib/use-shopping-action';
import { useRecipeFavorite } from '../api/get-recipe-favorite';
import { useToggleRecipeFavorite } from '../api/toggle-recipe-favorite';
import { fridgeCounted } from '../fridge-counted';
import { linesForServings, recipeForServings, withServings } from '../recipe-for-servings';
import { FullRecipeDialog } from './full-recipe-dialog';
import { SuggestionCard } from './suggestion-card';
import { SuggestionToolbar } from './suggestion-toolbar';

/**
 * One suggested recipe: the card, its side buttons and the full-recipe dialog. The servings
 * chosen in the dialog apply to all three (the card's lines, the shopping list, the planning).
 * Rendered with a key per answer, so a new recipe starts afresh.
 */
export function SuggestionView({
  suggestion,
  onChangeType,
  onRegenerate,
  onRefused,
}: {
  suggestion: Suggestion;
  onChangeType: () => void;
  onRegenerate: () => void;
  /** The flow's handling of 'Préférences non définies' and 'Utilisateur non connecté'. */
  onRefused: (error: unknown) => AppErrorCode | null;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const written = suggestion.recipe;
  const [servings, setServings] = useState(written.servings);
  const [isOpen, setIsOpen] = useState(false);
  const open = (next: boolean) => {
    // Fetched as the dialog opens, so that its stepper answers at once.
    if (next) withServings();
    setIsOpen(next);
  };
  const changeServings = (next: number) => {
    withServings(() => setServings(next));
  };
  const [countsFridge, setCountsFridge] = useState(true);
  // Spec 8: errors appear in a red banner; the next action clears it.
  const [actionError, setActionError] = useState<string | null>(null);

  const recipe = useMemo(() => recipeForServings(written, servings), [written, servings]);
  const missing = useMemo(
    () => linesForServings(suggestion.missingIngredients, written, servings),
    [suggestion.missingIngredients, written, servings],
  );

  const failedWith = (fallback: AppErrorCode) => (error: unknown) => {
    if (onRefused(error)) setActionError(actionErrorText(t, error, fallback));
  };

  const favoriteQuery = useRecipeFavorite(written.id);
  const toggleFavorite = useToggleRecipeFavorite();
  const isFavorite = Boolean(favoriteQuery.data);
  const favorite = {
    isFavorite,
    // Busy while the state is checked as the recipe loads, and while it changes (spec 4).
    isBusy: favoriteQuery.isPending || toggleFavorite.isPending,
    onToggle: () => {
      setActionError(null);
      toggleFavorite.mutate(
        { recipe: written, isFavorite },
        {
          onSuccess: (now) =>
            showToast({
              title: now
                ? t('suggestions.actions.favoriteAdded')
                : t('suggestions.actions.favoriteRemoved'),
              description: written.title,
            }),
          onError: failedWith('FAVORITE_UPDATE_FAILED'),
        },
      );
    },
  };

  const shoppingAction = useShoppingAction({
    recipe: written,
    servings,
    countsFridge,
    onAdded: (result) => {
      const counted = fridgeCounted(result);
      if (counted.length === 0) return;
      showToast({
        title: t('suggestions.actions.fridgeCounted.title'),
        description: t('suggestions.actions.fridgeCounted.text', {
          list: counted.map((line) => t('suggestions.actions.fridgeCounted.line', line)).join(', '),
        }),
      });
    },
    onError: failedWith('SHOPPING_RECIPE_ADD_FAILED'),
  });
  const fridgeToggle = (
    <Switch
      label={t('suggestions.actions.countFridge')}
      isOn={countsFridge}
      onChange={setCountsFridge}
    />
  );
  const shopping = {
    state: shoppingAction.state,
    onAdd: () => {
      setActionError(null);
      shoppingAction.run();
    },
  };

  const planningAction = usePlanningAction(recipe);
  const planning = { state: planningAction.state, onAdd: planningAction.run };

  const banner = actionError ? (
    <Alert className="shadow-md" onDismiss={() => setActionError(null)}>
      {actionError}
    </Alert>
  ) : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      {/* Sticky under the header, in sight of the buttons that caused it. */}
      {banner && !isOpen ? <div className="sticky top-20 z-20 lg:col-span-2">{banner}</div> : null}
      <div className="min-w-0 space-y-2">
        <SuggestionCard
          recipe={recipe}
          suggestion={suggestion}
          missing={missing}
          onOpen={() => open(true)}
        />
        {fridgeToggle}
      </div>
      <SuggestionToolbar
        favorite={favorite}
        shopping={shopping}
        planning={planning}
        onChangeType={onChangeType}
        onRegenerate={onRegenerate}
      />
      <FullRecipeDialog
        recipe={recipe}
        open={isOpen}
        onOpenChange={open}
        servings={servings}
        onServingsChange={changeServings}
        shopping={shopping}
        planning={planning}
        fridgeToggle={fridgeToggle}
        notice={banner}
      />
    </div>
  );
}
