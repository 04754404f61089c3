import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/translation';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** Password input with a show/hide button; carries minLength for the browser (spec 5). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const label = isVisible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword');
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={label}
          className="inline-flex size-10 items-center justify-center rounded-lg text-muted-fg hover:text-fg"
        >
          {isVisible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
