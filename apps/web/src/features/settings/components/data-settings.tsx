import { ACCOUNT_DELETION_WORD } from '@mijote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Download, FileJson, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf, errorText } from '@/lib/errors';
import { replacePage } from '@/lib/redirect';
import { forgetKeptData } from '@/lib/sign-out';
import { useTranslation } from '@/lib/translation';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';
import { SettingsSection } from './settings-section';

/**
 * The rights of decision 025 (nLPD / GDPR): take every row of one's data as a JSON file, or
 * delete the account for good, after typing « SUPPRIMER » and the password (unless the user
 * signed in within the last 5 minutes, decision 035).
 */
export function DataSettings() {
  const { t } = useTranslation();
  const exportAccount = useExportAccount();
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const [exported, showExported, clearExported] = useTimedMessage();
  const [exportError, setExportError] = useState<string | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [password, setPassword] = useState('');

  const runExport = async () => {
    setExportError(null);
    clearExported();
    try {
      await exportAccount.mutateAsync();
      showExported(t('settings.data.exported'));
    } catch (error) {
      const code = errorCodeOf(error);
      setExportError(code === 'INTERNAL' ? t('errors.EXPORT_FAILED') : errorText(t, code));
    }
  };

  const runDelete = async () => {
    setDeleteError(null);
    try {
      // The password, unless the user signed in within the last 5 minutes (decision 035).
      await deleteAccount.mutateAsync({
        confirmation: ACCOUNT_DELETION_WORD,
        ...(password ? { password } : {}),
      });
    } catch (error) {
      const code = errorCodeOf(error);
      setDeleteError(code === 'INTERNAL' ? t('errors.ACCOUNT_DELETE_FAILED') : errorText(t, code));
      return;
    }
    // The server cleared the session cookie: what this browser kept for offline use goes too
    // (decision 036), then a full load of the landing page drops everything this page still
    // holds in memory (the same way out as « Se déconnecter »).
    await forgetKeptData(queryClient);
    replacePage('/');
  };

  return (
    <SettingsSection
      title={t('settings.data.title')}
      description={t('settings.data.text')}
      icon={FileJson}
    >
      <div className="space-y-3">
        <p className="text-sm text-fg">{t('settings.data.exportText')}</p>
        <Button
          variant="secondary"
          className="w-full justify-start"
          isLoading={exportAccount.isPending}
          onClick={() => void runExport()}
        >
          {exportAccount.isPending ? null : <Download className="size-4" aria-hidden="true" />}
          {exportAccount.isPending ? t('settings.data.exporting') : t('settings.data.export')}
        </Button>
        {exportError ? <Alert>{exportError}</Alert> : null}
        <p role="status" className={clsx('text-sm font-medium text-basil', !exported && 'sr-only')}>
          {exported}
        </p>
      </div>

      <div className="mt-5 space-y-3 border-t border-line pt-5">
        <p className="text-sm text-fg">{t('settings.data.deleteText')}</p>
        <Button
          variant="secondary"
          className="w-full justify-start border-danger-line text-danger hover:bg-danger-soft"
          onClick={() => {
            setDeleteError(null);
            setPassword('');
            setIsDeleteOpen(true);
          }}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('settings.data.delete')}
        </Button>
      </div>

      <ConfirmDialog
        open={isDeleteOpen}
        onOpenChange={(isOpen) => {
          if (!deleteAccount.isPending) setIsDeleteOpen(isOpen);
        }}
        title={t('settings.deleteDialog.title')}
        description={t('settings.deleteDialog.description')}
        confirmLabel={t('settings.deleteDialog.confirm')}
        typedConfirmation={{
          word: ACCOUNT_DELETION_WORD,
          label: t('settings.deleteDialog.field', { word: ACCOUNT_DELETION_WORD }),
        }}
        onConfirm={() => void runDelete()}
        isLoading={deleteAccount.isPending}
        error={deleteError}
      >
        <div className="mt-3">
          <TextField
            type="password"
            label={t('settings.deleteDialog.password')}
            hint={t('settings.deleteDialog.passwordHint')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            maxLength={128}
          />
        </div>
      </ConfirmDialog>
    </SettingsSection>
  );
}
