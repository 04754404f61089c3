import type { Favorite } from '@mijote/contracts';
import { Heart, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { drawInTurns, InTurn } from '@/components/in-turn';
import { RecipeDialog } from '@/components/recipe/recipe-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import type { FirstRead } from '@/lib/page-first-reads';
import { SUGGESTIONS_PATH } from '@/lib/suggestions-handoff';
import { useTranslation } from '@/lib/translation';
import { favoritesQuery, useFavorites } from '../api/get-favorites';
import { ownRecipesQuery } from '../api/get-own-recipes';
import { searchFavorites } from '../favorite-search';
import { FavoriteCard } from './favorite-card';
import { OwnRecipesSection } from './own-recipes-section';
import { RemoveFavoriteDialog } from './remove-favorite-dialog';

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [favoritesQuery, ownRecipesQuery];

/** A phone's first screen shows two cards, a laptop's two rows: the rest come in turns. */
const CARDS_IN_TURNS = { first: 4, perTurn: 4 };

/** /dashboard/favorites, « Recettes favorites » (spec section 2), then « Mes recettes ». */
export function FavoritesPage() {
  const { t } = useTranslation();
  const favoritesQuery = useFavorites();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<Favorite | null>(null);
  const [toRemove, setToRemove] = useState<Favorite | null>(null);

  const favorites = favoritesQuery.data ?? [];
  const shown = searchFavorites(favorites, query);

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.favorites')}
        description={
          favoritesQuery.isSuccess && favorites.length > 0
            ? t('favorites.count', { count: favorites.length })
            : undefined
        }
      />

      {favoritesQuery.isPending ? (
        <LoadingState />
      ) : favoritesQuery.isError ? (
        <LoadError error={favoritesQuery.error} onRetry={() => void favoritesQuery.refetch()} />
      ) : (
        <>
          {favorites.length > 0 ? (
            <SearchField
              label={t('favorites.searchLabel')}
              value={query}
              onValueChange={setQuery}
            />
          ) : null}
          {shown.length === 0 ? (
            <EmptyState
              icon={Heart}
              title={t('favorites.empty.title')}
              text={
                favorites.length === 0
                  ? t('favorites.empty.text')
                  : t('favorites.empty.noMatch', { query: query.trim() })
              }
              action={
                favorites.length === 0 ? (
                  <Link to={SUGGESTIONS_PATH} className={buttonClasses('primary')}>
                    <Sparkles className="size-4" aria-hidden="true" />
                    {t('favorites.empty.action')}
                  </Link>
                ) : null
              }
            />
          ) : (
            <ul aria-labelledby="page-title" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {drawInTurns(
                shown,
                (favorite) => (
                  <FavoriteCard
                    key={favorite.id}
                    favorite={favorite}
                    onOpen={setOpened}
                    onRemove={setToRemove}
                  />
                ),
                CARDS_IN_TURNS,
              )}
            </ul>
          )}
        </>
      )}

      {/* Below the favourites: painted once they are, or they would push it down a screen. */}
      {favoritesQuery.isPending ? null : (
        <InTurn>
          <OwnRecipesSection />
        </InTurn>
      )}

      {/* Closed until a card is tapped: drawn after the cards. */}
      <InTurn>
        <RecipeDialog
          recipe={opened?.recipe ?? null}
          onOpenChange={(open) => {
            if (!open) setOpened(null);
          }}
          actions={
            <Button variant="secondary" onClick={() => setToRemove(opened)}>
              <Heart className="size-4 fill-current text-primary" aria-hidden="true" />
              {t('favorites.removeShort')}
            </Button>
          }
        />
        <RemoveFavoriteDialog
          favorite={toRemove}
          onClose={() => setToRemove(null)}
          onRemoved={(removed) => {
            if (opened?.id === removed.id) setOpened(null);
          }}
        />
      </InTurn>
    </section>
  );
}
