import { CircleAlert, MailOpen, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';

export type ConfirmationState = 'sent' | 'verified' | 'invalid';

type NoticeProps = {
  state: ConfirmationState;
  isSignedIn: boolean;
  /** The invitation the user signed up through, if any: where « Continuer » leads. */
  returnPath?: string | null;
};

/** 'Vérifiez votre email' after sign-up; the verification link comes back here too. */
export function EmailConfirmationNotice({ state, isSignedIn, returnPath = null }: NoticeProps) {
  const { t } = useTranslation();
  const icons: Record<ConfirmationState, ReactNode> = {
    sent: <MailOpen className="size-8" aria-hidden="true" />,
    verified: <PartyPopper className="size-8" aria-hidden="true" />,
    invalid: <CircleAlert className="size-8" aria-hidden="true" />,
  };
  const isInvalid = state === 'invalid';
  // Not signed in (the link opened in another browser): sign in first, then still back there.
  const continueTo =
    state === 'verified' && isSignedIn
      ? (returnPath ?? '/questionnaire')
      : returnPath
        ? `/auth?next=${encodeURIComponent(returnPath)}`
        : '/auth';
  return (
    <div className="text-center">
      <span
        className={
          isInvalid
            ? 'mx-auto flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger'
            : 'mx-auto flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg'
        }
      >
        {icons[state]}
      </span>
      <h1 className="mt-6 font-serif text-3xl font-bold text-fg">
        {t(`auth.confirmation.${state}.title`)}
      </h1>
      <p className="mt-3 text-muted-fg" role={isInvalid ? 'alert' : 'status'}>
        {t(`auth.confirmation.${state}.text`)}
      </p>
      {state === 'sent' ? (
        <p className="mt-2 text-sm text-muted-fg">{t('auth.confirmation.sent.hint')}</p>
      ) : null}
      <Link to={continueTo} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
        {state === 'verified'
          ? t('auth.confirmation.verified.continue')
          : t('auth.confirmation.backToAuth')}
      </Link>
    </div>
  );
}
