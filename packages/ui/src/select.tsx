import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import { type FieldLabelProps, FormField, splitFieldProps } from './form-field.tsx';
import { ChevronDownIcon } from './icons.tsx';

const selectVariants = cva([
  'flex h-10 w-full min-w-0 cursor-pointer appearance-none rounded-control border border-input bg-surface py-2 pr-9 pl-3',
  'text-body text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
]);

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectProps = Omit<React.ComponentProps<'select'>, 'value' | 'defaultValue' | 'multiple'> & {
  /** The choices; `<option>` children work as well. */
  options?: readonly SelectOption[];
  /** A first, empty choice (value ""), such as "All" in a filter or "Select..." in a form. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value after the consumer's own `onChange` (which may prevent it). */
  onValueChange?: (value: string) => void;
};

/**
 * A styled native select: the platform's keyboard, screen-reader and mobile behaviour, and react-hook-form's
 * `register` spreads onto it (props and `ref` reach the `<select>`).
 */
function Select({ className, options, placeholder, children, onChange, onValueChange, ...props }: SelectProps) {
  return (
    <span data-slot="select-root" className="relative inline-flex w-full min-w-0">
      <select
        data-slot="select"
        className={cn(selectVariants(), className)}
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) onValueChange?.(event.target.value);
        }}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon
        data-slot="select-icon"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}

type SelectFieldProps = SelectProps & FieldLabelProps;

/** A labelled Select with hint and error, wired for assistive technology. */
function SelectField(props: SelectFieldProps) {
  const { field, control } = splitFieldProps('select-field', props);
  return (
    <FormField {...field}>
      <Select required={field.required} {...control} />
    </FormField>
  );
}

export { Select, SelectField, type SelectFieldProps, type SelectOption, type SelectProps, selectVariants };
