import * as React from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

/** The two wordings of spec §9: YES/CANCEL, and YES/NO for the one organization prompt. */
const confirmAnswers = {
  'yes-cancel': { confirm: 'YES', cancel: 'CANCEL' },
  'yes-no': { confirm: 'YES', cancel: 'NO' },
} as const;

type ConfirmDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  title: React.ReactNode;
  message: React.ReactNode;
  answers?: keyof typeof confirmAnswers;
  /** Overrides the answer's words. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive confirmation (deleting) paints YES in the destructive colour. */
  tone?: 'default' | 'destructive';
  onConfirm?: () => void;
  /** Called when the question is declined: the cancel button, Escape or a click outside. */
  onCancel?: () => void;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: React.ReactElement;
};

/**
 * Asks a yes-or-no question in an alert dialog labelled by its title and described by its message. The decline
 * button comes first and takes the focus, so Enter never confirms by accident; Escape declines.
 */
function ConfirmDialog({
  title,
  message,
  answers = 'yes-cancel',
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  trigger,
  onOpenChange,
  ...props
}: ConfirmDialogProps) {
  const words = confirmAnswers[answers];
  const confirmed = React.useRef(false);
  return (
    <Dialog
      onOpenChange={(open) => {
        onOpenChange?.(open);
        if (!open && !confirmed.current) onCancel?.();
        confirmed.current = false;
      }}
      {...props}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="confirm-dialog" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button data-slot="confirm-dialog-cancel" variant="secondary">
              {cancelLabel ?? words.cancel}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button
              data-slot="confirm-dialog-confirm"
              variant={tone === 'destructive' ? 'destructive' : 'primary'}
              onClick={() => {
                confirmed.current = true;
                onConfirm?.();
              }}
            >
              {confirmLabel ?? words.confirm}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { ConfirmDialog, type ConfirmDialogProps, confirmAnswers };
