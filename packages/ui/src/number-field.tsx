import { type FieldLabelProps, FormField } from './form-field.tsx';
import { Input, type InputProps } from './input.tsx';

type NumberFieldProps = Omit<InputProps, 'type'> & FieldLabelProps;

/**
 * A labelled number input (a spin button: arrow keys step it, `min`, `max` and `step` bound it) with hint and
 * error. `ref` and `register()` reach the input; use `register(name, { valueAsNumber: true })` for a number.
 */
function NumberField({
  label,
  hint,
  error,
  id,
  required,
  fieldClassName,
  inputMode = 'numeric',
  ...props
}: NumberFieldProps) {
  return (
    <FormField
      data-slot="number-field"
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      className={fieldClassName}
    >
      <Input type="number" inputMode={inputMode} {...props} />
    </FormField>
  );
}

export { NumberField, type NumberFieldProps };
