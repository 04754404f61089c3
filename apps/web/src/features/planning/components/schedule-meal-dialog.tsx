import type { BacklogMeal } from '@mijote/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { formatLongDate, todayIsoDate } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { type FieldErrors, fieldErrorsFromApi } from '@/lib/form';
import { useTranslation } from '@/lib/translation';
import { useScheduleBacklogMeal } from '../api/schedule-backlog-meal';
import { validateScheduleForm } from '../meal-form';
import { MealDayFields } from './meal-day-fields';

type DayField = 'date' | 'time';

/**
 * « Choisir un jour »: a meal « À planifier » gets its date and time and joins the week. Plain
 * labelled fields, so a keyboard and a phone's pickers both work; the day starts at today.
 */
export function ScheduleMealDialog({
  meal,
  onOpenChange,
}: {
  /** null: closed. */
  meal: BacklogMeal | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const schedule = useScheduleBacklogMeal();
  return (
    <Dialog
      open={meal !== null}
      onOpenChange={(open) => {
        if (!open) schedule.reset();
        onOpenChange(open);
      }}
      title={t('planning.backlog.dialog.title')}
      description={
        meal ? t('planning.backlog.dialog.description', { title: meal.recipeTitle }) : ''
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={schedule.isPending}>
            {schedule.isPending
              ? t('planning.backlog.dialog.submitting')
              : t('planning.backlog.dialog.submit')}
          </Button>
        </>
      }
    >
      {meal ? (
        <DayForm
          key={meal.id}
          id={formId}
          meal={meal}
          schedule={schedule}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function DayForm({
  id,
  meal,
  schedule,
  onDone,
}: {
  id: string;
  meal: BacklogMeal;
  schedule: ReturnType<typeof useScheduleBacklogMeal>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [values, setValues] = useState({ date: todayIsoDate(), time: meal.time });
  const [errors, setErrors] = useState<FieldErrors<DayField>>({});

  const set = (field: DayField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (schedule.isPending) return;
    const result = validateScheduleForm(values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    schedule.mutate(
      { mealId: meal.id, day: result.input },
      {
        onSuccess: (planned) => {
          showToast({
            title: meal.recipeTitle,
            description: t('planning.backlog.dialog.done', {
              date: formatLongDate(planned.date),
              time: planned.time,
            }),
          });
          onDone();
        },
        onError: (error) => setErrors(fieldErrorsFromApi(error)),
      },
    );
  };

  const errorOf = (field: DayField) => (errors[field] ? t(errors[field]) : null);
  const fieldErrors = Object.values(errors).some(Boolean);
  const serverError = schedule.isError && !fieldErrors ? schedule.error : null;

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-4">
      {serverError ? <Alert>{errorText(t, errorCodeOf(serverError))}</Alert> : null}
      <MealDayFields values={values} errorOf={errorOf} onChange={set} />
    </form>
  );
}
