import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import { InlineField } from './form-field.tsx';

const checkboxVariants = cva([
  'size-4 shrink-0 cursor-pointer rounded-sm border border-input accent-primary',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-destructive',
]);

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Called with the new state after the consumer's own `onChange` (which may prevent it). */
  onCheckedChange?: (checked: boolean) => void;
};

/** A native checkbox: keyboard, forms and react-hook-form's `register` work as the platform does. */
function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn(checkboxVariants(), className)}
      onChange={(event) => {
        onChange?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(event.target.checked);
      }}
      {...props}
    />
  );
}

type CheckboxFieldProps = CheckboxProps & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Classes of the field wrapper; `className` goes to the checkbox. */
  fieldClassName?: string;
};

/** A checkbox with its label beside it and an optional hint read with it. */
function CheckboxField(props: CheckboxFieldProps) {
  return (
    <InlineField {...props} slot="checkbox-field" layout="flex items-start gap-2" control={Checkbox} controlFirst />
  );
}

export { Checkbox, CheckboxField, type CheckboxFieldProps, type CheckboxProps, checkboxVariants };
