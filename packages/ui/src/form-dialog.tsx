import type * as React from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

type FormDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The form's fields; they scroll inside the body when taller than `maxBodyHeight`. */
  children: React.ReactNode;
  /** Called on submit (the button or Enter in a field); the page does not reload. */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** Shows the submit button busy and keeps it from being pressed again. */
  submitting?: boolean;
  /** Keeps the submit button disabled, for a form that is not valid yet. */
  submitDisabled?: boolean;
  /** The body's maximum height in pixels before it scrolls (the SKU dialog uses 500, spec §9). */
  maxBodyHeight?: number;
  size?: DialogContentProps['size'];
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: React.ReactElement;
  className?: string;
};

/** A form in a dialog: title, a scrolling body of fields, then Cancel and the submit button. */
function FormDialog({
  title,
  description,
  children,
  onSubmit,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  submitting = false,
  submitDisabled = false,
  maxBodyHeight = 500,
  size = 'lg',
  trigger,
  className,
  ...props
}: FormDialogProps) {
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        data-slot="form-dialog"
        size={size}
        className={cn('flex flex-col', className)}
        // Without a description the dialog is labelled by its title alone (and Radix is told so).
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form
          data-slot="form-dialog-form"
          noValidate
          className="flex min-h-0 flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.(event);
          }}
        >
          <div
            data-slot="form-dialog-body"
            className="-mx-6 grid min-h-0 gap-4 overflow-y-auto px-6 py-1"
            style={{ maxHeight: maxBodyHeight }}
          >
            {children}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button data-slot="form-dialog-cancel" variant="secondary">
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button data-slot="form-dialog-submit" type="submit" loading={submitting} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { FormDialog, type FormDialogProps };
