import { clsx } from 'clsx';
import { useTranslation } from '@/lib/translation';
import type { AuthMode } from '../hooks/use-auth-form';

/** The two tabs on top of /auth: sign in, sign up. */
export function AuthModeSwitch({
  mode,
  onSwitch,
}: {
  mode: AuthMode;
  onSwitch: (mode: AuthMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-full border border-line bg-surface-muted p-1">
      <legend className="sr-only">{t('auth.modeLabel')}</legend>
      {(['signIn', 'signUp'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onSwitch(option)}
          className={clsx(
            'min-h-10 rounded-full text-sm font-semibold transition-colors',
            mode === option
              ? 'bg-surface text-fg shadow-sm dark:bg-primary-soft dark:text-primary-soft-fg'
              : 'text-muted-fg hover:text-fg',
          )}
        >
          {t(`auth.${option}.tab`)}
        </button>
      ))}
    </fieldset>
  );
}
