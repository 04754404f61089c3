import { cleanFoodList, FOOD_MAX_LENGTH } from '@mijote/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { actionErrorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useTimedMessage } from '@/lib/use-timed-message';
import { usePantry, useSavePantry } from '../api/pantry';

/**
 * « Toujours à la maison » (decision 012): the foods the household keeps in the cupboard, as chips.
 * What recipes need of them waits in the list's « À vérifier dans le placard ».
 */
export function PantrySettings() {
  const { t } = useTranslation();
  const pantry = usePantry();
  const save = useSavePantry();
  const [foods, setFoods] = useState<string[] | null>(null);
  const [savedMessage, showSaved] = useTimedMessage();

  useEffect(() => {
    if (pantry.data && foods === null) setFoods(pantry.data.foods);
  }, [pantry.data, foods]);

  if (pantry.isPending || (pantry.data && foods === null)) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Spinner className="size-5 text-primary" />
      </div>
    );
  }
  if (pantry.isError || foods === null) {
    return <LoadError error={pantry.error} onRetry={() => void pantry.refetch()} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { foods },
      {
        onSuccess: (result) => {
          setFoods(result.foods);
          showSaved(t('household.pantry.saved'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.isError ? (
        <Alert>{actionErrorText(t, save.error, 'PREFERENCES_SAVE_FAILED')}</Alert>
      ) : null}
      <ChipsInput
        label={t('household.pantry.label')}
        placeholder={t('household.pantry.placeholder')}
        hint={t('household.pantry.hint')}
        maxLength={FOOD_MAX_LENGTH}
        values={foods}
        onChange={(next) => setFoods(cleanFoodList(next))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {t('household.pantry.save')}
        </Button>
        {savedMessage ? (
          <p role="status" className="text-sm font-medium text-primary-soft-fg">
            {savedMessage}
          </p>
        ) : null}
      </div>
    </form>
  );
}
