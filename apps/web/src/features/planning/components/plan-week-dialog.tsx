import type { ProposedDinner, Recipe } from '@mijote/contracts';
import { RefreshCw } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useAddRecipesToShoppingList } from '@/lib/add-recipe-to-shopping-list';
import { formatLongDate } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { capitalized } from '@/lib/text';
import { useTranslation } from '@/lib/translation';
import { usePlanMeals, useWeekProposal } from '../api/plan-week';

const FORM_ID = 'plan-week-form';

/** A proposed evening as the user edits it: kept or not, and which of its dishes is shown. */
type Choice = { dinner: ProposedDinner; isKept: boolean; shown: number };

const dishOf = (choice: Choice): Recipe =>
  choice.shown === 0 ? choice.dinner.recipe : choice.dinner.alternatives[choice.shown - 1]!;

/**
 * « Planifier la semaine »: the dinners proposed for the week's free evenings (docs/product.md
 * « Planning »), each with why it was chosen. The user keeps those they like, asks for another
 * idea for an evening, then plans them all at once. Nothing is saved before that.
 */
export function PlanWeekDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const proposal = useWeekProposal();
  const planMeals = usePlanMeals();
  const [choices, setChoices] = useState<Choice[]>([]);
  // « Ajouter aussi leurs courses à la liste »: the kept dinners' lines, merged, at their servings.
  const [withShopping, setWithShopping] = useState(true);
  const addToList = useAddRecipesToShoppingList();
  const { mutate: propose, reset: resetProposal } = proposal;
  const { reset: resetPlan } = planMeals;

  useEffect(() => {
    if (!open) return;
    setChoices([]);
    resetPlan();
    propose(undefined, {
      onSuccess: (week) =>
        setChoices(week.dinners.map((dinner) => ({ dinner, isKept: true, shown: 0 }))),
    });
    return resetProposal;
  }, [open, propose, resetProposal, resetPlan]);

  const kept = choices.filter((choice) => choice.isKept);
  const edit = (index: number, change: Partial<Choice>) =>
    setChoices((current) =>
      current.map((choice, at) => (at === index ? { ...choice, ...change } : choice)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kept.length === 0 || planMeals.isPending) return;
    planMeals.mutate(
      {
        meals: kept.map((choice) => {
          const recipe = dishOf(choice);
          return {
            recipeTitle: recipe.title,
            date: choice.dinner.date,
            time: choice.dinner.time,
            servings: choice.dinner.servings,
            type: recipe.type,
            recipeId: recipe.id,
            recipe,
          };
        }),
      },
      {
        onSuccess: ({ meals }) => {
          onOpenChange(false);
          if (!withShopping) {
            showToast({ title: t('planning.plan.added', { count: meals.length }) });
            return;
          }
          const recipes = meals.flatMap((meal) =>
            meal.recipe ? [{ recipe: meal.recipe, servings: meal.servings }] : [],
          );
          addToList.mutate(recipes, {
            onSettled: (result) =>
              showToast({
                title: t('planning.plan.addedWithShopping', { count: meals.length }),
                description:
                  result && result.failed === 0 ? undefined : t('planning.plan.shoppingFailed'),
              }),
          });
        },
      },
    );
  };

  const plannedDates = proposal.data?.plannedDates ?? [];
  const error = proposal.isError
    ? errorText(t, errorCodeOf(proposal.error))
    : planMeals.isError
      ? errorText(t, errorCodeOf(planMeals.error))
      : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('planning.plan.title')}
      description={t('planning.plan.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isLoading={planMeals.isPending}
            disabled={kept.length === 0}
          >
            {t('planning.plan.submit', { count: kept.length })}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {proposal.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-fg">
            <Spinner />
            {t('planning.plan.loading')}
          </p>
        ) : null}
        {proposal.isSuccess && choices.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('planning.plan.nothingFree')}</p>
        ) : null}
        {plannedDates.length > 0 ? (
          <p className="text-sm text-muted-fg">
            {t('planning.plan.alreadyPlanned', {
              list: plannedDates.map((date) => formatLongDate(date)).join(', '),
            })}
          </p>
        ) : null}
        {choices.length > 0 ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-fg">
            <input
              type="checkbox"
              checked={withShopping}
              onChange={(event) => setWithShopping(event.target.checked)}
              className="size-5 shrink-0 cursor-pointer accent-primary"
            />
            {t('planning.plan.withShopping')}
          </label>
        ) : null}
        {choices.length > 0 ? (
          <ul className="space-y-3">
            {choices.map((choice, index) => (
              <DinnerRow
                key={choice.dinner.date}
                choice={choice}
                onKeep={(isKept) => edit(index, { isKept })}
                onAnother={() =>
                  edit(index, {
                    shown: (choice.shown + 1) % (choice.dinner.alternatives.length + 1),
                    isKept: true,
                  })
                }
              />
            ))}
          </ul>
        ) : null}
      </form>
    </Dialog>
  );
}

function DinnerRow({
  choice,
  onKeep,
  onAnother,
}: {
  choice: Choice;
  onKeep: (isKept: boolean) => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const { dinner } = choice;
  const recipe = dishOf(choice);
  const day = capitalized(formatLongDate(dinner.date));
  // Why this dish: said of the proposed one only (another idea is just another dish).
  const reasons =
    choice.shown === 0
      ? [
          dinner.isOwnRecipe ? t('planning.plan.ownRecipe') : null,
          dinner.isFavorite ? t('planning.plan.favorite') : null,
          dinner.fridgeFoods.length > 0
            ? t('planning.plan.fridge', { list: dinner.fridgeFoods.join(', ') })
            : null,
          dinner.sharedFoods.length > 0
            ? t('planning.plan.shared', { list: dinner.sharedFoods.join(', ') })
            : null,
          dinner.isRepeat ? t('planning.plan.repeat') : null,
        ].filter((reason): reason is string => reason !== null)
      : [];
  return (
    <li
      aria-label={day}
      className="flex flex-col gap-3 rounded-2xl border border-line p-3 sm:flex-row sm:items-center sm:p-4"
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={choice.isKept}
          onChange={(event) => onKeep(event.target.checked)}
          aria-label={t('planning.plan.keep', { day, title: recipe.title })}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
        />
        <span className="min-w-0 space-y-1">
          <span className="block text-sm font-semibold text-muted-fg">{day}</span>
          <span className="block font-semibold break-words text-fg">{recipe.title}</span>
          {reasons.length > 0 ? (
            <span className="flex flex-wrap gap-1.5">
              {reasons.map((reason) => (
                <span
                  key={reason}
                  className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg"
                >
                  {reason}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </label>
      {dinner.alternatives.length > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onAnother}
          aria-label={t('planning.plan.anotherFor', { day })}
          className="self-start sm:self-center"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('planning.plan.another')}
        </Button>
      ) : null}
    </li>
  );
}
