import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import { styleScope } from './style-scope.ts';

const toastViewportVariants = cva(
  'fixed right-0 bottom-0 z-toast m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none',
);

const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-card border-l-4 border-y border-r p-4 pr-10 shadow-dialog',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
    'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0',
  ],
  {
    variants: {
      variant: {
        success: 'border-y-border border-r-border border-l-success bg-success-subtle text-success-strong',
        error: 'border-y-border border-r-border border-l-destructive bg-destructive-subtle text-destructive-strong',
        info: 'border-y-border border-r-border border-l-info bg-info-subtle text-info-strong',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider {...props} />;
}

function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      {...styleScope}
      className={cn(toastViewportVariants(), className)}
      {...props}
    />
  );
}

type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'info'}
      // Errors interrupt the screen reader; other news waits its turn.
      type={variant === 'error' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('font-semibold', className)} {...props} />;
}

function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('whitespace-pre-line text-body', className)}
      {...props}
    />
  );
}

function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn('rounded-control border border-current px-2 py-1 text-caption font-medium', className)}
      {...props}
    />
  );
}

/** The icon-only close button; its accessible name is `label` ('Close' unless told). */
function ToastClose({
  className,
  label = 'Close',
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close> & { label?: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        'absolute top-2 right-2 grid size-7 cursor-pointer place-items-center rounded-control opacity-80 hover:opacity-100',
        'focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </ToastPrimitive.Close>
  );
}

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  type ToastProps,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  toastViewportVariants,
};
