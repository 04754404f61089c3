import type { Recipe } from '@mijote/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { MealTypeIcon } from '../meal-type-icon';
import { FamilyFacts } from './family-facts';
import { RecipePicture } from './picture/recipe-picture';
import { RecipeMeta } from './recipe-meta';

/**
 * A whole recipe, as the favourites, the suggestions and the planning show it (spec « full
 * recipe »): picture, type, time, servings, difficulty, a main dish's family facts, every ingredient and the numbered
 * instructions. Presentational: the title and the actions belong to the caller (RecipeDialog).
 * `servingsControl` (the suggestions' stepper) sits beside the ingredients it rescales.
 */
export function RecipeDetail({
  recipe,
  servingsControl,
}: {
  recipe: Recipe;
  servingsControl?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="overflow-hidden rounded-2xl">
        <RecipePicture recipe={recipe} className="aspect-[16/7] sm:aspect-[5/2]" />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-fg">
          <MealTypeIcon type={recipe.type} size="sm" />
          {t(`mealTypes.${recipe.type}`)}
        </span>
        <RecipeMeta recipe={recipe} />
      </div>
      <FamilyFacts family={recipe.family} />

      <section aria-labelledby={`${recipe.id}-ingredients`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${recipe.id}-ingredients`} className="font-serif text-lg font-bold text-fg">
            {t('recipe.ingredients')}
            <span className="ml-2 text-sm font-normal text-muted-fg">
              ({recipe.ingredients.length})
            </span>
          </h3>
          {servingsControl}
        </div>
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {recipe.ingredients.map((ingredient, index) => (
            // Two lines may read the same (« 1 pincée de sel » twice): the index keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's lines never reorder.
            <li key={index} className="flex items-start gap-2.5 text-sm text-fg">
              <span
                className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary"
                aria-hidden="true"
              />
              {ingredient}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${recipe.id}-instructions`}>
        <h3 id={`${recipe.id}-instructions`} className="font-serif text-lg font-bold text-fg">
          {t('recipe.instructions')}
        </h3>
        <ol className="mt-3 space-y-3">
          {recipe.instructions.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps' order is their identity.
            <li key={index} className="flex items-start gap-3 text-sm leading-relaxed text-fg">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-bold text-primary-soft-fg"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
