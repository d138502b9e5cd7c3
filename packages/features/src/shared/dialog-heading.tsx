import { DialogDescription, DialogHeader, DialogTitle } from '@license-console/ui';
import type * as React from 'react';

interface DialogHeadingProps {
  title: React.ReactNode;
  /** The sentence under the title, which the dialog is described by; none where its body says the rest. */
  description?: React.ReactNode;
}

/** A dialog's header: its title and, where it has one, the sentence under it. */
function DialogHeading({ title, description }: DialogHeadingProps) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      {description === undefined ? null : <DialogDescription>{description}</DialogDescription>}
    </DialogHeader>
  );
}

export { DialogHeading };
