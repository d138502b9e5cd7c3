import type * as React from 'react';
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

type ModalProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  title: React.ReactNode;
  message: React.ReactNode;
  /** The button that closes the modal; 'Ok' unless told. */
  okLabel?: string;
  onOk?: () => void;
  /** An element that opens the modal; focus returns to it on close. */
  trigger?: React.ReactElement;
};

/** A message in a dialog with one Ok button (spec §2.2). Escape and Ok close it; focus returns where it was. */
function Modal({ title, message, okLabel = 'Ok', onOk, trigger, ...props }: ModalProps) {
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="modal" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button data-slot="modal-ok" onClick={onOk}>
              {okLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { Modal, type ModalProps };
