import type { Recipe } from '@mijote/contracts';
import type { ReactNode } from 'react';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { useTranslation } from '@/lib/translation';
import { RecipePicture } from './picture/recipe-picture';
import { RecipeMeta } from './recipe-meta';

/**
 * A recipe in a grid (Favoris, « Mes recettes »): its picture and title open it; `corner` (the
 * favourite's heart) stays above the card's target, `marks` (« Recette de la maison ») sit under
 * the title.
 */
export function RecipeCard({
  recipe,
  onOpen,
  corner,
  marks,
  headingLevel: Heading = 'h2',
}: {
  recipe: Recipe;
  onOpen: () => void;
  corner?: ReactNode;
  marks?: ReactNode;
  /** h3 when the grid sits under a section's own h2 (« Mes recettes »). */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <RecipePicture recipe={recipe} className="aspect-[2/1] sm:aspect-[16/10]" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-fg uppercase">
          <MealTypeIcon type={recipe.type} size="sm" />
          {t(`mealTypes.${recipe.type}`)}
        </p>
        <Heading className="font-serif text-lg leading-snug font-bold text-fg">
          {/* The whole card is the button's target (after:inset-0), the corner stays above it. */}
          <button
            type="button"
            onClick={onOpen}
            className="text-left after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {recipe.title}
          </button>
        </Heading>
        {marks}
        {recipe.description ? (
          <p className="line-clamp-2 text-sm text-muted-fg">{recipe.description}</p>
        ) : null}
        <RecipeMeta recipe={recipe} className="mt-auto" />
      </div>
      {corner}
    </li>
  );
}
