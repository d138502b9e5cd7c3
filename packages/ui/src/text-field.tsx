import { type FieldLabelProps, FormField, splitFieldProps } from './form-field.tsx';
import { Input, type InputProps } from './input.tsx';

type TextFieldProps = InputProps & FieldLabelProps;

/** A labelled input with hint and error, wired for assistive technology; `ref` and `register()` reach the input. */
function TextField(props: TextFieldProps) {
  const { field, control } = splitFieldProps('text-field', props);
  return (
    <FormField {...field}>
      <Input {...control} />
    </FormField>
  );
}

export { TextField, type TextFieldProps };
