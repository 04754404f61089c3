import type { Recipe, Suggestion } from '@mijote/contracts';
import { BookOpen, Info, Refrigerator, ShieldCheck } from 'lucide-react';
import { MealTypeIcon } from '@/components/meal-type-icon';
import { HouseRecipeMark } from '@/components/recipe/house-recipe-mark';
import { RecipePicture } from '@/components/recipe/picture/recipe-picture';
import { RecipeMeta } from '@/components/recipe/recipe-meta';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';

/** Spec section 9: the card shows at most 3 ingredients. */
export const CARD_INGREDIENTS = 3;

/**
 * The recipe card (spec section 2): type, title, description, time, servings, difficulty, the
 * first three ingredients and « Voir la recette complète »; « Recette de la maison » for one of
 * the household's own recipes. In fridge mode, what comes from the
 * fridge and what is missing; when the model failed and the catalogue answered, a quiet note.
 * `recipe` is the suggestion's recipe at the chosen servings; `missing` likewise.
 */
export function SuggestionCard({
  recipe,
  suggestion,
  missing,
  onOpen,
}: {
  recipe: Recipe;
  suggestion: Suggestion;
  missing: string[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const shown = recipe.ingredients.slice(0, CARD_INGREDIENTS);
  const more = recipe.ingredients.length - shown.length;
  return (
    <article
      aria-labelledby="suggestion-title"
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-xs"
    >
      <RecipePicture recipe={recipe} className="aspect-[2/1] sm:aspect-[5/2]" />
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-fg">
            <MealTypeIcon type={recipe.type} size="sm" />
            {t(`mealTypes.${recipe.type}`)}
          </span>
          {suggestion.isOwnRecipe ? <HouseRecipeMark /> : null}
          {suggestion.fridgeMode ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-basil-soft px-2.5 py-0.5 text-xs font-semibold text-basil">
              <Refrigerator className="size-3.5" aria-hidden="true" />
              {t('suggestions.card.fridgeBadge')}
            </span>
          ) : null}
        </div>
        <div>
          <h2 id="suggestion-title" className="font-serif text-2xl font-bold text-fg sm:text-3xl">
            {recipe.title}
          </h2>
          {recipe.description ? <p className="mt-2 text-muted-fg">{recipe.description}</p> : null}
        </div>
        <RecipeMeta recipe={recipe} />
        <KeptRules keeps={suggestion.keeps} />

        <section aria-labelledby="suggestion-ingredients">
          <h3 id="suggestion-ingredients" className="sr-only">
            {t('suggestions.card.mainIngredients')}
          </h3>
          <ul className="space-y-1.5">
            {shown.map((ingredient, index) => (
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
          {more > 0 ? (
            <p className="mt-1.5 pl-4 text-sm text-muted-fg">
              {t('suggestions.card.moreIngredients', { count: more })}
            </p>
          ) : null}
        </section>

        {suggestion.fridgeMode ? <FridgeNote suggestion={suggestion} missing={missing} /> : null}

        {suggestion.fellBack ? (
          <p className="flex items-start gap-2 text-xs text-muted-fg">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>
              {t('suggestions.card.fallback')}
              {suggestion.fallbackReason ? (
                <span className="block">
                  {t('suggestions.card.fallbackReason', {
                    reason: suggestion.fallbackReason.message,
                  })}
                </span>
              ) : null}
            </span>
          </p>
        ) : null}

        <Button variant="soft" onClick={onOpen} className="w-full sm:w-auto">
          <BookOpen className="size-4" aria-hidden="true" />
          {t('suggestions.card.viewFull')}
        </Button>
      </div>
    </article>
  );
}

/**
 * « Respecte les règles du foyer : végétarien, sans coriandre »: every member's restrictions and
 * avoided foods, which the recipe was chosen (or checked) against. Nothing when there are none.
 */
function KeptRules({ keeps }: { keeps: Suggestion['keeps'] }) {
  const { t } = useTranslation();
  const rules = [
    ...keeps.restrictions.map((restriction) =>
      t(`preferences.restrictions.labels.${restriction}`).toLocaleLowerCase('fr'),
    ),
    ...keeps.avoidedFoods.map((food) => t('suggestions.card.withoutFood', { food })),
  ];
  if (rules.length === 0) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-basil">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('suggestions.card.keeps', { rules: rules.join(', ') })}
    </p>
  );
}

const MISSING_LINE_CLASS =
  'rounded-full border border-line bg-surface px-2.5 py-0.5 text-sm text-fg';

/**
 * Fridge mode: the items the recipe uses and « Il vous manque : … », the lines the fridge does
 * not hold (at most two foods, the cupboard's staples assumed); when no recipe is that close,
 * it says so and this is the closest one.
 */
function FridgeNote({ suggestion, missing }: { suggestion: Suggestion; missing: string[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('suggestions.card.fridgeNote')}
      className="space-y-2 rounded-2xl border border-line bg-surface-muted/60 p-4"
    >
      {suggestion.fitsFridge === false ? (
        <p className="flex items-start gap-2 text-sm font-medium text-fg">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('suggestions.card.closest')}
        </p>
      ) : null}
      {suggestion.usedFridgeItems.length > 0 ? (
        <p className="flex items-start gap-2 text-sm text-fg">
          <Refrigerator className="mt-0.5 size-4 shrink-0 text-basil" aria-hidden="true" />
          {t('suggestions.card.fromFridge', { items: suggestion.usedFridgeItems.join(', ') })}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <>
          <h3 id="suggestion-missing" className="text-sm font-semibold text-fg">
            {t('suggestions.card.missing')}
          </h3>
          <ul aria-labelledby="suggestion-missing" className="flex flex-wrap gap-1.5">
            {missing.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder.
              <li key={index} className={MISSING_LINE_CLASS}>
                {line}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-fg">{t('suggestions.card.nothingMissing')}</p>
      )}
      <p className="text-xs text-muted-fg">{t('suggestions.card.pantryAssumed')}</p>
    </section>
  );
}
