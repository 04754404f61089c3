import type { DashboardUpcoming, Recipe } from '@mijote/contracts';
import { ChevronRight, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { RecipeDialogOnDemand } from '@/components/recipe/recipe-dialog-on-demand';
import { fridgeModeState, SUGGESTIONS_PATH } from '@/lib/suggestions-handoff';
import { useTranslation } from '@/lib/translation';

/**
 * Under the expiring items (the loop): the catalogue recipes the server picked to use
 * them first, each opening the full-recipe modal, and the way on to the suggestion screen in
 * fridge mode (as Mon Frigo's « Générer une recette » goes there).
 */
export function PriorityRecipes({ recipes }: { recipes: DashboardUpcoming['priorityRecipes'] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Recipe | null>(null);
  return (
    <div className="space-y-3 border-t border-line pt-4">
      <h3
        id="priority-recipes-title"
        className="text-xs font-bold tracking-wide text-muted-fg uppercase"
      >
        {t('dashboard.home.priorityRecipesTitle')}
      </h3>
      {recipes.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('dashboard.home.priorityRecipesNone')}</p>
      ) : (
        <ul className="space-y-2" aria-labelledby="priority-recipes-title">
          {recipes.map(({ recipe, usedItems }) => (
            <li key={recipe.id}>
              <button
                type="button"
                onClick={() => setOpened(recipe)}
                className="group flex w-full items-center gap-3 rounded-2xl border border-line p-2.5 text-left transition-colors hover:border-primary/50 hover:bg-surface-muted"
              >
                <MealTypeIcon type={recipe.type} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-fg">{recipe.title}</span>
                  <span className="block text-sm text-muted-fg">
                    {t('dashboard.home.priorityUses', { items: usedItems.join(', ') })}
                  </span>
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-muted-fg transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={SUGGESTIONS_PATH}
        state={fridgeModeState()}
        className="inline-flex items-center gap-2 rounded-xl bg-primary-soft px-3.5 py-2 text-sm font-semibold text-primary-soft-fg transition-colors hover:bg-primary hover:text-primary-fg"
      >
        <Sparkles className="size-4" aria-hidden="true" />
        {t('dashboard.home.priorityMoreIdeas')}
      </Link>
      <RecipeDialogOnDemand recipe={opened} onOpenChange={(open) => !open && setOpened(null)} />
    </div>
  );
}
