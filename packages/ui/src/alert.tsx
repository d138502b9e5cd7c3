import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const alertVariants = cva('grid gap-1 rounded-card border border-l-4 px-4 py-3 text-body', {
  variants: {
    variant: {
      error: 'border-destructive bg-destructive-subtle text-destructive-strong',
      success: 'border-success bg-success-subtle text-success-strong',
      info: 'border-info bg-info-subtle text-info-strong',
    },
  },
  defaultVariants: { variant: 'info' },
});

type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** An inline message box; an error one is an `alert` (read at once), the others a `status`. */
function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? 'info'}
      role={role ?? (variant === 'error' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The box's title; `asChild` lets a heading of the right level carry it. */
function AlertTitle({ className, asChild = false, ...props }: React.ComponentProps<'p'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'p';
  return <Comp data-slot="alert-title" className={cn('font-semibold', className)} {...props} />;
}

function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('whitespace-pre-line', className)} {...props} />;
}

export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants };
