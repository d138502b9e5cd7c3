import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const inputVariants = cva([
  'flex h-10 w-full min-w-0 rounded-control border border-input bg-surface px-3 py-2 text-body text-foreground',
  'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
  // A field that cannot be typed in (read-only, or disabled) is drawn on the muted surface, not as a box to fill in.
  'read-only:bg-muted',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
]);

type InputProps = React.ComponentProps<'input'>;

/** A styled native input; takes `ref` and every native prop, so react-hook-form's `register` spreads onto it. */
function Input({ className, type, ...props }: InputProps) {
  return <input data-slot="input" type={type ?? 'text'} className={cn(inputVariants(), className)} {...props} />;
}

export { Input, type InputProps, inputVariants };
