import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import { InlineField } from './form-field.tsx';

// `isolate`: the input's z-index stays inside the switch (a grid's sticky actions column passes over it).
const switchVariants = cva('isolate relative inline-flex shrink-0 items-center', {
  variants: {
    size: {
      sm: 'h-4 w-7 [--switch-thumb:0.75rem]',
      md: 'h-5 w-9 [--switch-thumb:1rem]',
    },
  },
  defaultVariants: { size: 'md' },
});

type SwitchProps = Omit<React.ComponentProps<'input'>, 'type' | 'size'> &
  VariantProps<typeof switchVariants> & {
    /** Called with the new state after the consumer's own `onChange` (which may prevent it). */
    onCheckedChange?: (checked: boolean) => void;
  };

/**
 * An on/off switch: a native checkbox with the `switch` role under a drawn track, so Space toggles it, screen
 * readers say "on" or "off", and react-hook-form's `register` works on it. Props and `ref` reach the input.
 */
function Switch({ className, size, onChange, onCheckedChange, ...props }: SwitchProps) {
  return (
    <span data-slot="switch" className={cn(switchVariants({ size }), className)}>
      <input
        data-slot="switch-input"
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state as the switch's aria-checked.
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) onCheckedChange?.(event.target.checked);
        }}
        {...props}
      />
      <span
        data-slot="switch-track"
        aria-hidden="true"
        className={[
          'pointer-events-none absolute inset-0 rounded-full border border-input bg-muted transition-colors',
          'peer-checked:border-primary peer-checked:bg-primary peer-disabled:opacity-60',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          'peer-aria-invalid:border-destructive',
        ].join(' ')}
      />
      <span
        data-slot="switch-thumb"
        aria-hidden="true"
        className={[
          'pointer-events-none absolute top-1/2 left-0.5 size-(--switch-thumb) -translate-y-1/2 rounded-full bg-input shadow-card',
          'transition-transform peer-checked:translate-x-full peer-checked:bg-primary-foreground',
          'motion-reduce:transition-none',
        ].join(' ')}
      />
    </span>
  );
}

type SwitchFieldProps = SwitchProps & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Classes of the field wrapper; `className` goes to the switch. */
  fieldClassName?: string;
};

/** A switch with its label before it (as the password-settings toggles read) and an optional hint. */
function SwitchField(props: SwitchFieldProps) {
  return (
    <InlineField
      {...props}
      slot="switch-field"
      layout="flex items-start justify-between gap-4"
      control={Switch}
      controlFirst={false}
    />
  );
}

export { Switch, SwitchField, type SwitchFieldProps, type SwitchProps, switchVariants };
