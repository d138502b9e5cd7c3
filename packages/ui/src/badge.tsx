import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-caption font-medium',
  {
    variants: {
      variant: {
        neutral: 'border-border bg-muted text-foreground',
        success: 'border-success bg-success-subtle text-success-strong',
        destructive: 'border-destructive bg-destructive-subtle text-destructive-strong',
        info: 'border-info bg-info-subtle text-info-strong',
        warning: 'border-warning bg-warning-subtle text-warning-strong',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short status word in a pill: the word carries the meaning, the colour only repeats it. */
function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The badge colour of a license's status (spec §4: Active or Expired) and type (Trial or Full). */
const licenseBadgeVariant = {
  Active: 'success',
  Expired: 'destructive',
  Trial: 'warning',
  Full: 'info',
} as const satisfies Record<string, NonNullable<BadgeProps['variant']>>;

export { Badge, type BadgeProps, badgeVariants, licenseBadgeVariant };
