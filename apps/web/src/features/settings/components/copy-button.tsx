import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';

/** Copies `text`, then says « Copié »; without a clipboard (refused, insecure page) it stays as is. */
export function CopyButton({
  text,
  label,
  size = 'md',
}: {
  text: string;
  label: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };
  const Icon = isCopied ? Check : Copy;
  return (
    <Button variant="secondary" size={size} onClick={() => void copy()}>
      <Icon className="size-4" aria-hidden="true" />
      {isCopied ? t('settings.twoFactor.copied') : label}
    </Button>
  );
}
