import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const spinnerVariants = cva('inline-flex shrink-0 items-center justify-center', {
  variants: {
    size: {
      sm: '[&>svg]:size-4',
      md: '[&>svg]:size-6',
      lg: '[&>svg]:size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

type SpinnerProps = React.ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Read to screen readers (the spinner then becomes a status); without it the spinner is decorative. */
    label?: string;
  };

function Spinner({ className, size, label, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <svg
        data-slot="spinner-icon"
        className="animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? (
        <span data-slot="spinner-label" className="sr-only">
          {label}
        </span>
      ) : null}
    </span>
  );
}

export { Spinner, type SpinnerProps, spinnerVariants };
