import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/translation';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'name' | 'type' | 'inputMode' | 'autoComplete' | 'required'
>;

/** The account's e-mail address, asked the same way to sign in, sign up and reset a password. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
