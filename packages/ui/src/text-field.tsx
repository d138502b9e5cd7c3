import { type FieldLabelProps, FormField } from './form-field.tsx';
import { Input, type InputProps } from './input.tsx';

type TextFieldProps = InputProps & FieldLabelProps;

/** A labelled input with hint and error, wired for assistive technology; `ref` and `register()` reach the input. */
function TextField({ label, hint, error, id, required, fieldClassName, ...props }: TextFieldProps) {
  return (
    <FormField
      data-slot="text-field"
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      className={fieldClassName}
    >
      <Input {...props} />
    </FormField>
  );
}

export { TextField, type TextFieldProps };
