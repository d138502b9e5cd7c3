import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { IconButton, type IconButtonProps } from './icon-button.tsx';
import { CheckIcon, CopyIcon, WarningIcon } from './icons.tsx';

/** How long the button shows that it copied (or could not) before it reads "copy" again. */
const SETTLE_MS = 2500;

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (a secure context), else the older
 * selection copy, which also works on plain HTTP. Answers whether the text got there.
 */
async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the document not focused): the selection copy may still work.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Set through the CSSOM, which a Content-Security-Policy without inline styles allows.
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

const copyButtonVariants = cva('inline-flex items-center gap-1');
const copyButtonStatusVariants = cva('text-caption', {
  variants: { state: { idle: 'sr-only', copied: 'sr-only', failed: 'font-medium text-destructive' } },
});

type CopyButtonProps = Omit<IconButtonProps, 'icon' | 'label' | 'onClick' | 'children'> & {
  /** The whole text copied, however little of it is shown beside the button. */
  value: string;
  /** What the button copies, for screen readers ("Copy the public key of Contoso Portal"). */
  label: string;
  /** Announced once the text is on the clipboard. */
  copiedMessage?: string;
  /** Shown and announced when the browser refused to copy. */
  failedMessage?: string;
  /** After a copy, with whether it worked. */
  onCopied?: (copied: boolean) => void;
};

/**
 * An icon button that copies `value` to the clipboard and says so: a tick and a polite announcement when it
 * worked, a visible message when the browser refused. It reads "copy" again after a moment.
 */
function CopyButton({
  value,
  label,
  copiedMessage = 'Copied to the clipboard.',
  failedMessage = 'Could not copy. Select the text and copy it.',
  onCopied,
  className,
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [state, setState] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  React.useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const icon =
    state === 'copied' ? (
      <CheckIcon className="size-4 text-success" />
    ) : state === 'failed' ? (
      <WarningIcon className="size-4 text-destructive" />
    ) : (
      <CopyIcon />
    );
  return (
    <span data-slot="copy-button" data-state={state} className={cn(copyButtonVariants(), className)}>
      <IconButton
        size={size}
        label={label}
        icon={icon}
        onClick={async () => {
          const copied = await copyText(value);
          setState(copied ? 'copied' : 'failed');
          onCopied?.(copied);
        }}
        {...props}
      />
      <span data-slot="copy-button-status" role="status" className={copyButtonStatusVariants({ state })}>
        {state === 'copied' ? copiedMessage : state === 'failed' ? failedMessage : ''}
      </span>
    </span>
  );
}

export { CopyButton, type CopyButtonProps, copyButtonStatusVariants, copyButtonVariants, copyText };
