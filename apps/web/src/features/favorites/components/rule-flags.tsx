import type { RecipeReview } from '@mijote/contracts';
import { CircleCheck, TriangleAlert, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/translation';

/**
 * The household's rules against the recipe being corrected (decision 024): each flag by name
 * (« lardons : ne respecte pas végétarien »), « Adapter » when a stand-in is known, and
 * « Garder quand même » to save it marked.
 */
export function RuleFlags({
  review,
  isChecking,
  isKept,
  onKeptChange,
  onAdapt,
}: {
  review: RecipeReview | null;
  isChecking: boolean;
  isKept: boolean;
  onKeptChange: (isKept: boolean) => void;
  onAdapt: (line: number, adaptation: string) => void;
}) {
  const { t } = useTranslation();
  if (!review) return null;
  const { flags, unverified } = review;
  return (
    <section
      aria-labelledby="rule-flags-title"
      aria-busy={isChecking}
      className={
        flags.length > 0
          ? 'space-y-3 rounded-2xl border border-danger-line bg-danger-soft p-4'
          : 'space-y-2 rounded-2xl border border-line bg-surface-muted p-4'
      }
    >
      <h3 id="rule-flags-title" className="text-sm font-semibold text-fg">
        {t('ownRecipes.rules.title')}
        {isChecking ? (
          <span className="ml-2 font-normal text-muted-fg">{t('ownRecipes.rules.checking')}</span>
        ) : null}
      </h3>
      {flags.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-basil">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('ownRecipes.rules.ok')}
        </p>
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm font-medium text-danger">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {t('ownRecipes.rules.broken')}
          </p>
          <ul className="space-y-2">
            {flags.map((flag) => (
              <li
                key={`${flag.line}-${flag.rule}-${flag.ingredient}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-3 py-2 text-sm"
              >
                <span>
                  <strong className="font-semibold text-fg">{flag.text}</strong>
                  <span className="text-muted-fg">
                    {' '}
                    ({flag.line === null ? t('ownRecipes.rules.inSteps') : flag.explanation})
                  </span>
                  {flag.adaptation && flag.line !== null ? (
                    <span className="block text-xs text-muted-fg">
                      {t('ownRecipes.rules.adaptTo', { line: flag.adaptation })}
                    </span>
                  ) : null}
                </span>
                {flag.adaptation && flag.line !== null ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('ownRecipes.rules.adaptLabel', { line: flag.adaptation })}
                    onClick={() => onAdapt(flag.line as number, flag.adaptation as string)}
                  >
                    <Wand2 className="size-4" aria-hidden="true" />
                    {t('ownRecipes.rules.adapt')}
                  </Button>
                ) : (
                  <span className="text-xs text-muted-fg">
                    {t('ownRecipes.rules.noAdaptation')}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <div>
            <Switch label={t('ownRecipes.rules.keep')} isOn={isKept} onChange={onKeptChange} />
            <p className="text-xs text-muted-fg">{t('ownRecipes.rules.keepHint')}</p>
          </div>
        </>
      )}
      {unverified.length > 0 ? (
        <p className="text-xs text-muted-fg">
          {t('ownRecipes.rules.unverified', { lines: unverified.join(', ') })}
        </p>
      ) : null}
    </section>
  );
}
