import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/translation';

/** The password that confirms turning two-factor sign-in on or off, focused when shown. */
export function CurrentPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('settings.twoFactor.password')}
      type="password"
      autoComplete="current-password"
      maxLength={128}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-autofocus
    />
  );
}
