import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from './button';
import { TextField } from './text-field';

/**
 * A secret link to copy (an invitation, the calendar's address): read-only, selected on focus,
 * with a copy button that says when it is done. Without a clipboard (an insecure origin, a
 * refusal) the field is selected, to copy by hand.
 */
export function CopyField({
  label,
  hint,
  value,
  name,
  copyLabel,
  copiedLabel,
  autoFocus = false,
}: {
  label: string;
  hint: string;
  value: string;
  name: string;
  copyLabel: string;
  copiedLabel: string;
  /** Focus on mount (a dialog's first field). */
  autoFocus?: boolean;
}) {
  const [isCopied, setIsCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      box.current?.querySelector('input')?.select();
    }
  };
  return (
    <div ref={box} className="space-y-3">
      <TextField
        label={label}
        hint={hint}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        name={name}
      />
      <Button variant="soft" size="sm" onClick={() => void copy()}>
        {isCopied ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {isCopied ? copiedLabel : copyLabel}
      </Button>
      <p role="status" className="sr-only">
        {isCopied ? copiedLabel : ''}
      </p>
    </div>
  );
}
