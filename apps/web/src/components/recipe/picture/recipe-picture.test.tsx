import '@/test/cleanup';
import { formatIngredientLine, RECIPES } from '@mijote/cuisine';
import { type RecipeIllustration, recipeIllustration } from '@mijote/cuisine/illustration';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import fr from '@/locales/fr.json';
import { FOOD_LOOKS } from './food-looks';
import { PictureArt, pictureChoices } from './picture-art';
import { type PicturedRecipe, RecipePicture } from './recipe-picture';
import { VESSEL_DRAWINGS } from './vessels';

// Decision 032: each recipe's picture is drawn from its own lines, in the browser.

/** The catalogue as the server sends it: lines, not structured ingredients. */
const CATALOGUE: PicturedRecipe[] = RECIPES.map((recipe) => ({
  id: recipe.id,
  type: recipe.type,
  title: recipe.title,
  ingredients: recipe.ingredients.map((line) => formatIngredientLine(line)),
}));

function art(recipe: PicturedRecipe): { illustration: RecipeIllustration; markup: string } {
  const illustration = recipeIllustration(recipe);
  return {
    illustration,
    markup: renderToStaticMarkup(<PictureArt illustration={illustration} type={recipe.type} />),
  };
}

function renderPicture(recipe: PicturedRecipe) {
  render(
    <AppProviders>
      <RecipePicture recipe={recipe} className="aspect-[2/1]" />
    </AppProviders>,
  );
}

describe('the catalogue’s pictures', () => {
  const drawn = CATALOGUE.map((recipe) => ({ recipe, ...art(recipe) }));

  it('are all different', () => {
    const markups = new Map<string, string>();
    const twins: string[] = [];
    for (const { recipe, markup } of drawn) {
      const twin = markups.get(markup);
      if (twin) twins.push(`${twin} = ${recipe.id}`);
      markups.set(markup, recipe.id);
    }
    expect(twins).toEqual([]);
    expect(markups.size).toBe(RECIPES.length);
  });

  it('differ in what the eye sees, not in a tilt alone: the foods, the dish or its setting', () => {
    const seen = new Map<string, string>();
    const twins: string[] = [];
    for (const { recipe, illustration } of drawn) {
      const { tilt: _tilt, ...setting } = pictureChoices(illustration);
      const key = JSON.stringify([recipe.type, illustration.vessel, illustration.foods, setting]);
      const twin = seen.get(key);
      if (twin) twins.push(`${twin} ~ ${recipe.id}`);
      seen.set(key, recipe.id);
    }
    expect(twins).toEqual([]);
  });

  it('each draw the foods they name, the main one first', () => {
    const missing = drawn
      .filter(({ illustration }) => illustration.foods.length > 0)
      .filter(({ illustration, markup }) =>
        illustration.foods.some(
          (food) => !markup.includes(renderToStaticMarkup(FOOD_LOOKS[food].draw())),
        ),
      )
      .map(({ recipe }) => recipe.id);
    expect(missing).toEqual([]);
    expect(drawn.filter(({ illustration }) => illustration.foods.length === 0)).toEqual([]);
  });
});

describe('RecipePicture', () => {
  it('draws a recipe a model wrote from its lines, and says what it shows', () => {
    renderPicture({
      id: 'recipe_1732870000000_a1b2c3',
      type: 'plat',
      title: 'Tofu sauté aux poivrons',
      ingredients: [
        '200 g de tofu ferme',
        '1 poivron rouge',
        '150 g de riz basmati',
        '2 c. à soupe de sauce soja',
        'Sel et poivre',
      ],
    });
    const picture = screen.getByRole('img', { name: 'Illustration\u00a0: tofu, poivron et riz' });
    // It fills the box its caller gives, whatever its proportions: the layout never moves.
    expect(picture.getAttribute('viewBox')).toBe('0 0 400 200');
    expect(picture.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    expect(picture.getAttribute('class')).toContain('aspect-[2/1]');
    expect(picture.getAttribute('class')).toContain('w-full');
  });

  it('names the dish when no line names a food it draws', () => {
    renderPicture({
      id: 'recipe_1732870000000_z9y8x7',
      type: 'plat',
      title: 'Socca',
      ingredients: ['250 g de farine de blé', '50 cl d’eau', 'Sel'],
    });
    expect(screen.getByRole('img', { name: 'Illustration\u00a0: assiette garnie' })).toBeTruthy();
  });

  it('has a French name for every food and every dish it draws', () => {
    const { foods, vessels } = fr.recipe.picture;
    expect(Object.keys(foods).sort()).toEqual(Object.keys(FOOD_LOOKS).sort());
    expect(Object.keys(vessels).sort()).toEqual(Object.keys(VESSEL_DRAWINGS).sort());
  });

  it('names two foods with « et »', () => {
    renderPicture({
      id: 'dessert-x',
      type: 'dessert',
      title: 'Tarte aux pommes',
      ingredients: ['1 pâte brisée', '4 pommes', '20 cl de crème'],
    });
    expect(screen.getByRole('img', { name: 'Illustration\u00a0: pomme et crème' })).toBeTruthy();
  });
});
