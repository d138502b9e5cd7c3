import * as React from 'react';
import { isInvalidUsDateText, maskUsDate, US_DATE_PLACEHOLDER } from './date-mask.ts';
import { FormField, splitFieldProps } from './form-field.tsx';
import { Input, type InputProps } from './input.tsx';

type DateInputProps = Omit<InputProps, 'type' | 'value' | 'defaultValue'> & {
  /** The text as typed, mm/dd/yyyy once complete. */
  value?: string;
  defaultValue?: string;
  /** Called with the masked text after the consumer's own `onChange` (which may prevent it). */
  onValueChange?: (value: string) => void;
};

/**
 * A date typed as mm/dd/yyyy: digits only, slashes put in as the parts begin. Uncontrolled unless `value` is
 * given; the masked text is written to the input before `onChange` runs, so react-hook-form's `register` reads it.
 */
function DateInput({
  onChange,
  onValueChange,
  placeholder = US_DATE_PLACEHOLDER,
  inputMode = 'numeric',
  maxLength = 10,
  ...props
}: DateInputProps) {
  return (
    <Input
      data-slot="date-input"
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      placeholder={placeholder}
      maxLength={maxLength}
      onChange={(event) => {
        const masked = maskUsDate(event.target.value);
        if (masked !== event.target.value) event.target.value = masked;
        onChange?.(event);
        if (!event.defaultPrevented) onValueChange?.(masked);
      }}
      {...props}
    />
  );
}

type DateFieldProps = DateInputProps & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The form's own message (required, range...); it wins over the invalid-date one. */
  error?: React.ReactNode;
  /** Shown once the field is left holding text that is not a real mm/dd/yyyy date. */
  invalidDateMessage?: string;
  /** Classes of the field wrapper; `className` goes to the input. */
  fieldClassName?: string;
};

/**
 * A labelled DateInput. Leaving it with an impossible date (13/01/2024, 02/30/2025, 1/2/24) shows
 * `invalidDateMessage` as the field's error until the text is corrected; the hint says the format.
 */
function DateField(props: DateFieldProps) {
  const {
    field: { hint = 'mm/dd/yyyy', error, ...field },
    control: { invalidDateMessage = 'Enter a valid date as mm/dd/yyyy.', onBlur, onChange, ...control },
  } = splitFieldProps('date-field', props);
  const [invalidDate, setInvalidDate] = React.useState(false);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <FormField {...field} hint={hint} error={hasError ? error : invalidDate ? invalidDateMessage : undefined}>
      <DateInput
        onBlur={(event) => {
          onBlur?.(event);
          setInvalidDate(isInvalidUsDateText(event.target.value));
        }}
        onChange={(event) => {
          onChange?.(event);
          // Corrections clear the message at once; a new one waits for the field to be left again.
          if (invalidDate && !isInvalidUsDateText(event.target.value)) setInvalidDate(false);
        }}
        {...control}
      />
    </FormField>
  );
}

export { DateField, type DateFieldProps, DateInput, type DateInputProps };
