import type { OwnRecipe } from '@mijote/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { RecipeCard } from '@/components/recipe/recipe-card';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { useTranslation } from '@/lib/translation';
import { useOwnRecipes } from '../api/get-own-recipes';
import { type RecipeFormStart, startFromOwnRecipe } from '../own-recipe-draft';
import { DeleteOwnRecipeDialog } from './delete-own-recipe-dialog';
import { OwnRecipeDialog } from './own-recipe-dialog';
import { OwnRecipeEditor } from './own-recipe-editor';
import { OwnRecipeMarks } from './own-recipe-marks';

/** « Mes recettes »: the household's own recipes, under the favourites. */
export function OwnRecipesSection() {
  const { t } = useTranslation();
  const recipesQuery = useOwnRecipes();
  const [opened, setOpened] = useState<OwnRecipe | null>(null);
  const [toDelete, setToDelete] = useState<OwnRecipe | null>(null);
  // null: closed; a start: the editor is open (blank to add, filled to edit).
  const [editing, setEditing] = useState<RecipeFormStart | 'new' | null>(null);
  const recipes = recipesQuery.data ?? [];

  return (
    <section aria-labelledby="own-recipes-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="own-recipes-title" className="font-serif text-2xl font-bold text-fg">
            {t('ownRecipes.title')}
          </h2>
          <p className="text-sm text-muted-fg">{t('ownRecipes.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('ownRecipes.add')}
        </Button>
      </div>

      {recipesQuery.isPending ? (
        <LoadingState />
      ) : recipesQuery.isError ? (
        <LoadError error={recipesQuery.error} onRetry={() => void recipesQuery.refetch()} />
      ) : recipes.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line bg-surface px-6 py-8 text-center text-sm text-muted-fg">
          {t('ownRecipes.empty')}
        </p>
      ) : (
        <ul
          aria-labelledby="own-recipes-title"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {recipes.map((ownRecipe) => (
            <RecipeCard
              key={ownRecipe.id}
              recipe={ownRecipe.recipe}
              onOpen={() => setOpened(ownRecipe)}
              marks={<OwnRecipeMarks ownRecipe={ownRecipe} />}
              headingLevel="h3"
            />
          ))}
        </ul>
      )}

      <OwnRecipeDialog
        ownRecipe={opened}
        onClose={() => setOpened(null)}
        onEdit={(ownRecipe) => {
          setOpened(null);
          setEditing(startFromOwnRecipe(ownRecipe));
        }}
        onDelete={setToDelete}
      />
      <DeleteOwnRecipeDialog
        ownRecipe={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(deleted) => {
          if (opened?.id === deleted.id) setOpened(null);
        }}
      />
      {editing ? (
        <OwnRecipeEditor
          start={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
