import { type FieldLabelProps, FormField, splitFieldProps } from './form-field.tsx';
import { Input, type InputProps } from './input.tsx';

type NumberFieldProps = Omit<InputProps, 'type'> & FieldLabelProps;

/**
 * A labelled number input (a spin button: arrow keys step it, `min`, `max` and `step` bound it) with hint and
 * error. `ref` and `register()` reach the input; use `register(name, { valueAsNumber: true })` for a number.
 */
function NumberField(props: NumberFieldProps) {
  const { field, control } = splitFieldProps('number-field', props);
  return (
    <FormField {...field}>
      <Input type="number" {...control} inputMode={control.inputMode ?? 'numeric'} />
    </FormField>
  );
}

export { NumberField, type NumberFieldProps };
