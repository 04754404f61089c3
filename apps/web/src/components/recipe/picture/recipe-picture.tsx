import type { Recipe } from '@mijote/contracts';
import { joinFrench } from '@mijote/cuisine/french';
import { type RecipeIllustration, recipeIllustration } from '@mijote/cuisine/illustration';
import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/translation';
import { PictureArt } from './picture-art';

/** What a picture is drawn from: any recipe, a saved snapshot or one a model just wrote. */
export type PicturedRecipe = Pick<Recipe, 'id' | 'type' | 'title' | 'ingredients'>;

/** « Illustration : tofu, poivron et riz », or what it is served in when no food is drawn. */
export function pictureAlt(illustration: RecipeIllustration, t: TFunction): string {
  if (illustration.foods.length === 0) {
    return t('recipe.picture.altPlain', {
      vessel: t(`recipe.picture.vessels.${illustration.vessel}`),
    });
  }
  const foods = illustration.foods.map((food) => t(`recipe.picture.foods.${food}`));
  return t('recipe.picture.alt', { foods: joinFrench(foods) });
}

/**
 * A recipe's own picture (decision 032): its main foods, read from its lines, drawn in the
 * browser, so it works offline, for a model's recipe and for an old saved one alike. The
 * caller's classes give its size: it fills its box at any proportion without moving the layout
 * (`slice` keeps the middle, where the dish is).
 */
export function RecipePicture({
  recipe,
  className,
}: {
  recipe: PicturedRecipe;
  className?: string;
}) {
  const { t } = useTranslation();
  const { id, type, title, ingredients } = recipe;
  const illustration = useMemo(
    () => recipeIllustration({ id, type, title, ingredients }),
    [id, type, title, ingredients],
  );
  return (
    <svg
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={pictureAlt(illustration, t)}
      className={clsx('recipe-picture block w-full', className)}
    >
      <PictureArt illustration={illustration} type={type} />
    </svg>
  );
}
