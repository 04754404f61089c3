import type { RecipeImportInput } from '@mijote/contracts';
import { ClipboardPaste, Link2, PencilLine } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorCodeOf, errorText } from '@/lib/errors';
import { fieldErrorsFromApi } from '@/lib/form';
import { useTranslation } from '@/lib/translation';
import { useImportRecipe } from '../api/import-recipe';
import { useSaveOwnRecipe } from '../api/save-own-recipe';
import { blankStart, type RecipeFormStart, startFromDraft } from '../own-recipe-draft';
import { OwnRecipeForm } from './own-recipe-form';

const FORM_ID = 'own-recipe-form';
const READ_FORM_ID = 'own-recipe-read-form';

type Step = 'ways' | 'text' | 'link' | 'form';

const WAYS = [
  {
    step: 'form',
    icon: PencilLine,
    label: 'ownRecipes.ways.write',
    hint: 'ownRecipes.ways.writeHint',
  },
  {
    step: 'text',
    icon: ClipboardPaste,
    label: 'ownRecipes.ways.paste',
    hint: 'ownRecipes.ways.pasteHint',
  },
  { step: 'link', icon: Link2, label: 'ownRecipes.ways.link', hint: 'ownRecipes.ways.linkHint' },
] as const;

/**
 * « Ajouter une recette » (and « Modifier »): three ways in — write it, paste a text, give a
 * link — then the correction form with the rules' flags. Mounted at each opening, so it starts
 * afresh; `start` given (an edit) goes straight to the form.
 */
export function OwnRecipeEditor({
  start: editing,
  onClose,
}: {
  start: RecipeFormStart | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [step, setStep] = useState<Step>(editing ? 'form' : 'ways');
  const [start, setStart] = useState<RecipeFormStart>(editing ?? blankStart());
  const [text, setText] = useState('');
  const [link, setLink] = useState('');
  const read = useImportRecipe();
  const save = useSaveOwnRecipe();

  const goTo = (next: Step) => {
    read.reset();
    save.reset();
    setStep(next);
  };
  const readRecipe = (event: FormEvent) => {
    event.preventDefault();
    const input: RecipeImportInput =
      step === 'link' ? { source: 'link', link } : { source: 'text', text };
    read.mutate(input, {
      onSuccess: (answer) => {
        setStart(startFromDraft(answer.draft, answer.review, input.source, answer.link));
        setStep('form');
      },
    });
  };

  const readError = fieldErrorsFromApi(read.error);
  const readFieldError = (field: string) => (readError[field] ? t(readError[field]) : null);
  const readRefusal =
    read.isError && Object.keys(readError).length === 0
      ? errorText(t, errorCodeOf(read.error))
      : null;

  const back = editing ? null : (
    <Button
      variant="secondary"
      onClick={() => goTo(step === 'form' && start.source !== 'written' ? start.source : 'ways')}
    >
      {t('ownRecipes.back')}
    </Button>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={
        step === 'form'
          ? t(editing ? 'ownRecipes.form.titleEdit' : 'ownRecipes.form.titleNew')
          : t('ownRecipes.ways.title')
      }
      description={
        step === 'form' ? t('ownRecipes.form.description') : t('ownRecipes.ways.description')
      }
      footer={
        step === 'ways' ? (
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        ) : step === 'form' ? (
          <>
            {back}
            <Button type="submit" form={FORM_ID} isLoading={save.isPending}>
              {t('ownRecipes.form.submit')}
            </Button>
          </>
        ) : (
          <>
            {back}
            <Button type="submit" form={READ_FORM_ID} isLoading={read.isPending}>
              {t(step === 'link' ? 'ownRecipes.link.submit' : 'ownRecipes.paste.submit')}
            </Button>
          </>
        )
      }
    >
      {step === 'ways' ? (
        <ul className="grid gap-3 sm:grid-cols-3">
          {WAYS.map((way) => (
            <li key={way.step}>
              <button
                type="button"
                onClick={() => goTo(way.step)}
                className="flex h-full w-full flex-col items-start gap-2 rounded-2xl border border-line bg-surface p-4 text-left transition-colors hover:border-primary/50 hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
              >
                <way.icon className="size-6 text-primary" aria-hidden="true" />
                <span className="font-semibold text-fg">{t(way.label)}</span>
                <span className="text-sm text-muted-fg">{t(way.hint)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : step === 'form' ? (
        <OwnRecipeForm
          id={FORM_ID}
          start={start}
          submitError={save.error}
          onSubmit={(input) =>
            save.mutate(
              { recipeId: start.recipeId, input },
              {
                onSuccess: () => {
                  showToast({ title: t('ownRecipes.form.saved') });
                  onClose();
                },
              },
            )
          }
        />
      ) : (
        <form id={READ_FORM_ID} noValidate onSubmit={readRecipe} className="space-y-4">
          {step === 'link' ? (
            <TextField
              label={t('ownRecipes.link.label')}
              type="url"
              inputMode="url"
              placeholder={t('ownRecipes.link.placeholder')}
              value={link}
              onChange={(event) => setLink(event.target.value)}
              error={readFieldError('link')}
            />
          ) : (
            <TextAreaField
              label={t('ownRecipes.paste.label')}
              hint={t('ownRecipes.paste.hint')}
              rows={10}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={readFieldError('text')}
            />
          )}
          {readRefusal ? <Alert>{readRefusal}</Alert> : null}
        </form>
      )}
    </Dialog>
  );
}
