import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-control font-medium',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
    // One casing for every button, whatever the spec spells (LOG OUT, SEARCH, YES beside Log in, Create, Ok): shown
    // in capitals, while the text (and so the accessible name) stays the spec's words. Links keep their own case.
    'uppercase tracking-wide',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
        link: 'bg-transparent normal-case tracking-normal text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-caption',
        md: 'h-10 px-4 text-body',
        lg: 'h-11 px-6 text-lead',
        icon: 'size-10 p-0',
        'icon-sm': 'size-8 p-0',
        'icon-lg': 'size-11 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (a link, say) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /**
     * Shows a spinner and marks the button busy until the work ends: it refuses presses (aria-disabled) but keeps the
     * focus, so a keyboard user who pressed it is still there when the work is done.
     */
    loading?: boolean;
    /** A leading icon (decorative: the label says what the button does); the spinner takes its place while loading. */
    icon?: React.ReactNode;
  };

/** A busy button's press does nothing: no handler, and no form submitted by a submit button. */
function refuseWhileBusy(event: React.MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  icon,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} aria-busy={loading || undefined} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      // Busy, the button keeps the focus whatever else would disable it; once done, `disabled` holds again.
      disabled={disabled && !loading}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      {...props}
      onClick={loading ? refuseWhileBusy : props.onClick}
    >
      {loading ? (
        <Spinner data-slot="button-spinner" size="sm" />
      ) : icon ? (
        <span data-slot="button-icon" aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}

export { Button, type ButtonProps, buttonVariants };
