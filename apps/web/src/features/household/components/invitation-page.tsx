import type { InvitationPreview, OwnDataChoice } from '@mijote/contracts';
import { joinFrench } from '@mijote/cuisine/french';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, Sparkles, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { Spinner } from '@/components/ui/spinner';
import { errorCodeOf, errorText } from '@/lib/errors';
import { refetchMe, useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

/**
 * /invitation/:token. Signed out: sign up or sign in, then back here. Signed in: whose
 * household, who invited, and what becomes of the caller's own planning, list and fridge.
 */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const invitation = useInvitation(token, { enabled: me.data != null });
  const back = `/invitation/${token}`;

  if (me.isPending || (me.data && invitation.isPending)) {
    return (
      <div role="status" aria-label={t('common.loading')} className="flex justify-center py-12">
        <Spinner className="size-6 text-primary" />
      </div>
    );
  }
  if (!me.data) {
    const next = encodeURIComponent(back);
    return (
      <Card title={t('invitation.signedOut.title')} text={t('invitation.signedOut.text')}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={`/auth?mode=signUp&next=${next}`} className={buttonClasses('primary', 'lg')}>
            {t('invitation.signedOut.signUp')}
          </Link>
          <Link to={`/auth?next=${next}`} className={buttonClasses('secondary', 'lg')}>
            {t('invitation.signedOut.signIn')}
          </Link>
        </div>
      </Card>
    );
  }
  if (invitation.isError || !invitation.data) {
    return (
      <Card title={t('invitation.unusable')}>
        <Alert>{errorText(t, errorCodeOf(invitation.error))}</Alert>
        <Link to={me.data.nextRoute} className={buttonClasses('secondary', 'md', 'mt-4')}>
          {t('invitation.backHome')}
        </Link>
      </Card>
    );
  }
  return <JoinForm token={token} preview={invitation.data} />;
}

function JoinForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation(token);
  const { plannedMeals, shoppingItems, fridgeItems } = preview.yours;
  // Nothing to merge: no question to ask, and nothing can be lost.
  const hasOwnData = plannedMeals + shoppingItems + fridgeItems > 0;
  const [choice, setChoice] = useState<OwnDataChoice | null>(hasOwnData ? null : 'drop');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) {
      setError(t('validation.ownDataChoiceRequired'));
      return;
    }
    setError(null);
    try {
      await accept.mutateAsync({ ownData: choice });
      const me = await refetchMe(queryClient);
      void navigate(me?.nextRoute ?? '/dashboard', { replace: true });
    } catch (cause) {
      const code = errorCodeOf(cause);
      setError(code === 'INTERNAL' ? t('errors.HOUSEHOLD_JOIN_FAILED') : errorText(t, code));
    }
  };

  // « 2 repas planifiés et 5 articles de courses »: real plurals, and only what there is.
  const counts = joinFrench(
    (
      [
        ['invitation.countMeals', plannedMeals],
        ['invitation.countItems', shoppingItems],
        ['invitation.countFridge', fridgeItems],
      ] as const
    )
      .filter(([, count]) => count > 0)
      .map(([key, count]) => t(key, { count })),
  );
  return (
    <Card
      title={t('invitation.title', { household: preview.householdName })}
      text={
        preview.invitedBy
          ? t('invitation.invitedBy', { name: preview.invitedBy })
          : t('invitation.invited')
      }
    >
      <p className="flex items-center gap-2 text-sm text-muted-fg">
        <Users className="size-4 shrink-0" aria-hidden="true" />
        {t('invitation.members', { names: preview.memberNames.join(', ') })}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {hasOwnData ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-fg">
              {t('invitation.choice.legend')}
            </legend>
            <p className="text-sm text-muted-fg">{t('invitation.choice.yours', { counts })}</p>
            <ChoiceCard
              type="radio"
              name="ownData"
              value="merge"
              icon={Archive}
              label={t('invitation.choice.merge')}
              hint={t('invitation.choice.mergeHint')}
              isChecked={choice === 'merge'}
              onChange={() => setChoice('merge')}
            />
            <ChoiceCard
              type="radio"
              name="ownData"
              value="drop"
              icon={Sparkles}
              label={t('invitation.choice.drop')}
              hint={t('invitation.choice.dropHint', { counts })}
              isChecked={choice === 'drop'}
              onChange={() => setChoice('drop')}
            />
          </fieldset>
        ) : (
          <p className="text-sm text-muted-fg">{t('invitation.nothingToBring')}</p>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={accept.isPending}>
          {t('invitation.join')}
        </Button>
      </form>
    </Card>
  );
}

function Card({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl rounded-[1.5rem] border border-line bg-surface p-6 shadow-sm sm:p-8">
      <h1
        id="page-title"
        tabIndex={-1}
        className="font-serif text-2xl font-bold text-fg sm:text-3xl"
      >
        {title}
      </h1>
      {text ? <p className="mt-2 text-muted-fg">{text}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
