import type { Favorite } from '@mijote/contracts';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { RecipePicture } from '@/components/recipe/picture/recipe-picture';
import { RecipeMeta } from '@/components/recipe/recipe-meta';

/** A favourite in the grid: its picture and title open the recipe; the heart removes it. */
export function FavoriteCard({
  favorite,
  onOpen,
  onRemove,
}: {
  favorite: Favorite;
  onOpen: (favorite: Favorite) => void;
  onRemove: (favorite: Favorite) => void;
}) {
  const { t } = useTranslation();
  const { recipe } = favorite;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <RecipePicture recipe={recipe} className="aspect-[2/1] sm:aspect-[16/10]" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-fg uppercase">
          <MealTypeIcon type={recipe.type} size="sm" />
          {t(`mealTypes.${recipe.type}`)}
        </p>
        <h2 className="font-serif text-lg leading-snug font-bold text-fg">
          {/* The whole card is the button's target (after:inset-0), the heart stays above it. */}
          <button
            type="button"
            onClick={() => onOpen(favorite)}
            className="text-left after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {recipe.title}
          </button>
        </h2>
        {recipe.description ? (
          <p className="line-clamp-2 text-sm text-muted-fg">{recipe.description}</p>
        ) : null}
        <RecipeMeta recipe={recipe} className="mt-auto" />
      </div>
      <button
        type="button"
        onClick={() => onRemove(favorite)}
        aria-label={t('favorites.remove', { title: recipe.title })}
        className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-surface/90 text-primary shadow-sm backdrop-blur hover:bg-surface"
      >
        <Heart className="size-5 fill-current" aria-hidden="true" />
      </button>
    </li>
  );
}
