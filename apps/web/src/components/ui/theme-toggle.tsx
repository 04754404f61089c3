import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@/lib/theme';
import { useTranslation } from '@/lib/translation';

/**
 * The theme button. Its icon follows the `dark` class by CSS alone, and it carries both of its
 * labels, so the prerendered landing can toggle the theme and say so before React is loaded
 * (`data-early-action`, features/landing/early-actions.ts).
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const labels = { light: t('theme.toDark'), dark: t('theme.toLight') };
  const label = labels[theme];
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-early-action="toggle-theme"
      data-label-light={labels.light}
      data-label-dark={labels.dark}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted',
        className,
      )}
    >
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
    </button>
  );
}
