import type { Favorite } from '@mijote/contracts';
import { Heart } from 'lucide-react';
import { RecipeCard } from '@/components/recipe/recipe-card';
import { useTranslation } from '@/lib/translation';

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
  return (
    <RecipeCard
      recipe={favorite.recipe}
      onOpen={() => onOpen(favorite)}
      corner={
        <button
          type="button"
          onClick={() => onRemove(favorite)}
          aria-label={t('favorites.remove', { title: favorite.recipe.title })}
          className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-surface/90 text-primary shadow-sm backdrop-blur hover:bg-surface"
        >
          <Heart className="size-5 fill-current" aria-hidden="true" />
        </button>
      }
    />
  );
}
