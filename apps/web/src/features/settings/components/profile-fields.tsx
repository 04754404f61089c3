import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/form';
import { useTranslation } from '@/lib/translation';
import type { SettingsDraft } from '../settings-draft';

type ProfileFieldsProps = {
  firstName: string;
  lastName: string;
  email: string;
  errors: FieldErrors<string>;
  onChange: (patch: Partial<SettingsDraft>) => void;
};

/** Prénom and Nom, editable; the e-mail shown, changed only through its confirmation link. */
export function ProfileFields({
  firstName,
  lastName,
  email,
  errors,
  onChange,
}: ProfileFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('settings.profile.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        value={firstName}
        error={errorOf('firstName')}
        onChange={(event) => onChange({ firstName: event.target.value })}
      />
      <TextField
        label={t('settings.profile.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        value={lastName}
        error={errorOf('lastName')}
        onChange={(event) => onChange({ lastName: event.target.value })}
      />
      <TextField
        className="sm:col-span-2"
        label={t('settings.profile.email')}
        type="email"
        value={email}
        readOnly
        hint={t('settings.profile.emailHint')}
      />
    </div>
  );
}
