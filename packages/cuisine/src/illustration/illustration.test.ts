import { describe, expect, it } from 'vitest';
import { RECIPES, type Recipe } from '../catalogue';
import { findIngredientsIn, getIngredient, INGREDIENTS } from '../ingredients';
import { ingredientSpellings } from '../ingredients/lookup-index';
import { formatIngredientLine } from '../parser';
import { foldAccents } from '../text/normalize';
import { vesselOf } from './dish-vessel';
import foodWords from './food-words.json' with { type: 'json' };
import { buildFoodWords, foodOfIngredient } from './food-words-build';
import { PICTURE_FOODS, type PictureFood } from './picture-foods';
import { foodsOfLine, type IllustratedRecipe, recipeIllustration } from './recipe-illustration';

// Decision 032: the browser reads a recipe's lines with food-words.json, not the knowledge base.
// These tests hold the two together: the table is the one the base builds, and it finds in every
// name and every catalogue line the food the base says.

/** A catalogue recipe as the server sends it: lines, not structured ingredients. */
function asSent(recipe: Recipe): IllustratedRecipe {
  return {
    id: recipe.id,
    type: recipe.type,
    title: recipe.title,
    ingredients: recipe.ingredients.map((line) => formatIngredientLine(line)),
  };
}

const foodsRead = (line: string) => foodsOfLine(line).map(({ food }) => food);

describe('the word table (food-words.json)', () => {
  it('is the one the knowledge base builds now', () => {
    // After a change to the knowledge base or to food-of-ingredient.ts:
    // npx tsx packages/cuisine/src/illustration/write-food-words.ts
    expect(foodWords).toEqual(buildFoodWords());
  });

  it('finds in every name the knowledge base knows the food its ingredient is drawn as', () => {
    const disagreements: string[] = [];
    for (const ingredient of INGREDIENTS) {
      const { primary, synonyms } = ingredientSpellings(ingredient);
      for (const spelling of [...primary.slice(0, 2), ...synonyms]) {
        for (const written of [spelling, foldAccents(spelling)]) {
          const expected = [
            ...new Set(
              findIngredientsIn(written)
                .map(({ id }) => foodOfIngredient(id)?.food)
                .filter((food): food is PictureFood => food !== undefined),
            ),
          ];
          const read = foodsRead(written);
          if (read.join() !== expected.join()) {
            disagreements.push(`${written}: ${read.join()} ≠ ${expected.join()}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('reads every line of the catalogue as the food of its ingredient', () => {
    const disagreements: string[] = [];
    for (const recipe of RECIPES) {
      for (const ingredient of recipe.ingredients) {
        const line = formatIngredientLine(ingredient);
        const food = foodOfIngredient(ingredient.ingredientId)?.food;
        const read = foodsRead(line);
        if (read.join() !== (food ?? '')) disagreements.push(`${recipe.id}: ${line} → ${read}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('leaves out the cupboard, measures and what is made from a food', () => {
    expect(foodsRead('1 noix de beurre')).toEqual([]);
    expect(foodsRead('1 noisette de beurre')).toEqual([]);
    expect(foodsRead('100 g de noix')).toEqual(['walnut']);
    expect(foodsRead('2 c. à s. d’huile de noix')).toEqual([]);
    expect(foodsRead('1 c. à s. d’huile d’olive')).toEqual([]);
    expect(foodsRead('Sel, poivre')).toEqual([]);
    expect(foodsRead('50 cl d’eau')).toEqual([]);
    expect(foodsRead('1 c. à c. de fécule de pomme de terre')).toEqual([]);
    expect(foodsRead('3 pommes de terre')).toEqual(['potato']);
    expect(foodsRead('2 pommes')).toEqual(['apple']);
    expect(foodsRead('250 g de pâtes')).toEqual(['pasta']);
    expect(foodsRead('100 g de pâté')).toEqual([]);
    expect(foodsRead('1 pâte brisée')).toEqual([]);
    expect(foodsRead('1 c. à s. de sauce soja')).toEqual([]);
    expect(foodsRead('1 poivron rouge (ou jaune, ou une tomate)')).toEqual(['pepper']);
  });
});

describe('a recipe’s picture', () => {
  const pictures = RECIPES.map((recipe) => ({
    recipe,
    picture: recipeIllustration(asSent(recipe)),
  }));

  it('shows at least one of the main ingredients of every catalogue recipe', () => {
    // A main ingredient: neither a cupboard staple nor a spice, and one the picture can draw.
    const missing = pictures
      .filter(({ recipe, picture }) => {
        const main = recipe.ingredients
          .map(({ ingredientId }) => getIngredient(ingredientId)!)
          .filter((ingredient) => !ingredient.isPantryStaple)
          .filter((ingredient) => ingredient.aisle !== 'herbes et épices')
          .map((ingredient) => foodOfIngredient(ingredient.id)?.food);
        return !picture.foods.some((food) => main.includes(food));
      })
      .map(({ recipe, picture }) => `${recipe.id}: ${picture.foods.join()}`);
    expect(missing).toEqual([]);
  });

  it('puts a dish’s substance first: never a herb, an onion or a lemon before a main dish’s food', () => {
    const flavoursFirst = pictures
      .filter(({ recipe }) => recipe.type === 'plat')
      .filter(({ picture }) => {
        const role = PICTURE_FOODS[picture.foods[0]!];
        return role === 'herb' || role === 'aromatic' || role === 'citrus';
      })
      .map(({ recipe, picture }) => `${recipe.id}: ${picture.foods.join()}`);
    expect(flavoursFirst).toEqual([]);
  });

  it('draws no more than three foods, each once', () => {
    for (const { picture } of pictures) {
      expect(picture.foods.length).toBeLessThanOrEqual(3);
      expect(new Set(picture.foods).size).toBe(picture.foods.length);
    }
  });

  it('is always the same for the same recipe, and laid out differently for another id', () => {
    const tarte = asSent(RECIPES.find((recipe) => recipe.id === 'dessert-tarte-aux-pommes')!);
    expect(recipeIllustration(tarte)).toEqual(recipeIllustration({ ...tarte }));
    const other = recipeIllustration({ ...tarte, id: 'recipe_1700000000000_x7k2pq' });
    expect(other.foods).toEqual(recipeIllustration(tarte).foods);
    expect(other.seed).not.toEqual(recipeIllustration(tarte).seed);
  });

  it('reads a recipe a model wrote, from its lines alone', () => {
    const picture = recipeIllustration({
      id: 'recipe_1732870000000_a1b2c3',
      type: 'plat',
      title: 'Tofu sauté aux poivrons et riz basmati',
      ingredients: [
        '200 g de tofu ferme, coupé en dés',
        '1 poivron rouge',
        '150 g de riz basmati',
        '2 c. à soupe de sauce soja',
        '1 gousse d’ail',
        '1 c. à soupe d’huile de sésame',
        'Sel et poivre',
      ],
    });
    expect(picture.foods).toEqual(['tofu', 'pepper', 'rice']);
    expect(picture.vessel).toBe('plate');
  });

  it('draws what the title names first, but not a herb it names', () => {
    const lines = ['3 œufs', '100 g de sucre', '2 citrons', '1 pâte sablée'];
    expect(
      recipeIllustration({ id: 'a', type: 'dessert', title: 'Tarte au citron', ingredients: lines })
        .foods[0],
    ).toBe('lemon');
    expect(
      recipeIllustration({
        id: 'b',
        type: 'boisson',
        title: 'Citronnade à la menthe',
        ingredients: ['2 citrons', '1 l d’eau', '10 feuilles de menthe', '50 g de sucre'],
      }).foods,
    ).toEqual(['lemon', 'mint']);
  });

  it('shows no food when no line names one, and scatters herbs the picture does not draw', () => {
    const plain = recipeIllustration({
      id: 'c',
      type: 'plat',
      title: 'Socca',
      ingredients: ['250 g de farine', '50 cl d’eau', 'Sel'],
    });
    expect(plain.foods).toEqual([]);
    expect(plain.garnish).toBeNull();
    const herbed = recipeIllustration({
      id: 'd',
      type: 'plat',
      title: 'Poulet rôti',
      ingredients: ['1 poulet', '1 kg de pommes de terre', '1 citron', '1 gousse d’ail', 'Thym'],
    });
    expect(herbed.foods).toEqual(['chicken', 'potato', 'lemon']);
    expect(herbed.garnish).toBe('herbs');
  });
});

describe('the vessel', () => {
  it.each([
    ['plat', 'Soupe de poireaux', 'bowl'],
    ['plat', 'Gratin de courgettes', 'bakingDish'],
    ['plat', 'Pot-au-feu', 'pot'],
    ['plat', 'Quiche lorraine', 'tartDish'],
    ['plat', 'Poulet basquaise', 'plate'],
    ['dessert', 'Mousse au chocolat', 'verrines'],
    ['dessert', 'Crème brûlée', 'ramekin'],
    ['dessert', 'Meringues à la crème double', 'plate'],
    ['boisson', 'Chocolat chaud', 'cup'],
    ['boisson', 'Thé glacé à la pêche', 'glass'],
    ['boisson', 'Mojito', 'glass'],
    ['apéro', 'Houmous maison', 'bowl'],
    ['apéro', 'Olives marinées', 'bowl'],
    ['apéro', 'Cake aux olives', 'board'],
    ['amuse-bouche', 'Gaspacho en verrines', 'verrines'],
    ['amuse-bouche', 'Mini-quiches aux poireaux', 'slate'],
  ] as const)('%s « %s » comes in a %s', (type, title, vessel) => {
    expect(vesselOf(type, title)).toBe(vessel);
  });
});
