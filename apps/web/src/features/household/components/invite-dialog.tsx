import { type CreatedInvitation, invitationInputSchema } from '@mijote/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { actionErrorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useCreateInvitation } from '../api/create-invitation';

/**
 * « Inviter un membre »: an optional address, then the link to copy (shown once: the server
 * keeps only its hash), said sent when an address was given.
 */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const close = (isOpen: boolean) => {
    if (create.isPending) return;
    onOpenChange(isOpen);
    if (!isOpen) {
      setEmail('');
      setFieldError(null);
      setError(null);
      setCreated(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const parsed = invitationInputSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(t(parsed.error.issues[0]?.message ?? 'validation.emailInvalid'));
      return;
    }
    setFieldError(null);
    try {
      setCreated(await create.mutateAsync({ email: parsed.data.email ?? '' }));
    } catch (cause) {
      setError(actionErrorText(t, cause, 'INVITATION_CREATE_FAILED'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('household.inviteDialog.title')}
      description={t('household.inviteDialog.description')}
      footer={
        created ? (
          <Button variant="secondary" onClick={() => close(false)}>
            {t('household.inviteDialog.done')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form="invite-form" isLoading={create.isPending}>
              {t('household.inviteDialog.create')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className="space-y-3">
          {created.emailSent ? (
            <Alert tone="success">
              {t('household.inviteDialog.sent', { email: created.invitation.email })}
            </Alert>
          ) : null}
          <CopyField
            label={t('household.inviteDialog.link')}
            hint={t('household.inviteDialog.linkHint')}
            value={created.link}
            name="invitation-link"
            copyLabel={t('household.inviteDialog.copy')}
            copiedLabel={t('household.inviteDialog.copied')}
            autoFocus
          />
        </div>
      ) : (
        <form
          id="invite-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-3"
        >
          {error ? <Alert>{error}</Alert> : null}
          <TextField
            label={t('household.inviteDialog.email')}
            labelHint={t('household.inviteDialog.optional')}
            hint={t('household.inviteDialog.emailHint')}
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
          />
        </form>
      )}
    </Dialog>
  );
}
