import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { styleScope } from './style-scope.ts';

const dialogOverlayVariants = cva('fixed inset-0 z-overlay bg-overlay');
const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-overlay grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
    'gap-4 rounded-dialog border border-border bg-surface p-6 text-foreground shadow-dialog focus:outline-none',
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      {...styleScope}
      className={cn(dialogOverlayVariants(), className)}
      {...props}
    />
  );
}

/**
 * The dialog panel, in a portal over an overlay. Focus returns to whatever was focused when it opened, also when
 * it was opened without a DialogTrigger (Radix alone would then drop focus on the body), unless the page has moved
 * the focus itself by the time the dialog has left.
 */
type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants>;

function DialogContent({ className, size, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const returnFocusTo = React.useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        {...styleScope}
        className={cn(dialogContentVariants({ size }), className)}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          // The page has already put the focus somewhere since the dialog left (the next row after a revoke): it stays.
          const current = document.activeElement;
          if (current instanceof HTMLElement && current !== document.body && current.isConnected) return;
          // Without scrolling: a button kept in view in a box scrolled sideways (a row's actions on a phone) would
          // otherwise scroll the box to where the button sits in its row.
          if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus({ preventScroll: true });
        }}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-2', className)} {...props} />;
}

function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-wrap justify-end gap-2', className)} {...props} />;
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lead font-semibold text-foreground', className)}
      {...props}
    />
  );
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('whitespace-pre-line text-body text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  dialogOverlayVariants,
};
