import { CopyButton, cn, FormField, inputVariants } from '@license-console/ui';

interface KeyFieldProps {
  label: string;
  value: string;
  hint?: string;
  error?: string;
  copyLabel: string;
  copiedMessage: string;
  /** What the copy button says when the browser refuses. */
  failedMessage: string;
  /** Rows of the text box: a P-256 key needs four, an RSA key more (it scrolls), an id one. */
  rows?: number;
  className?: string;
}

/**
 * A key (or the site's id) as the form shows it: read-only text in a box (selectable), its hint, and a button that
 * copies it whole. The key pair comes from the server and cannot be typed over.
 */
function KeyField({
  label,
  value,
  hint,
  error,
  copyLabel,
  copiedMessage,
  failedMessage,
  rows = 4,
  className,
}: KeyFieldProps) {
  return (
    <div data-slot="sso-site-key" className={cn('relative', className)}>
      <FormField label={label} hint={hint} error={error}>
        <textarea
          readOnly
          rows={rows}
          // A PEM keeps its own lines; a screen narrower than them scrolls the box, not the page.
          wrap="off"
          spellCheck={false}
          value={value}
          className={cn(inputVariants(), 'h-auto resize-none overflow-auto bg-muted font-mono text-caption leading-5')}
        />
      </FormField>
      <CopyButton
        value={value}
        label={copyLabel}
        copiedMessage={copiedMessage}
        failedMessage={failedMessage}
        disabled={!value}
        className="absolute -top-1.5 right-0"
      />
    </div>
  );
}

export { KeyField, type KeyFieldProps };
