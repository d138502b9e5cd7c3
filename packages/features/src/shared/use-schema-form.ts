import { type FormParse, fieldErrors } from '@license-console/domain';
import type * as React from 'react';
import { useRef, useState } from 'react';

type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** What the form needs of a schema: a domain zod schema, or a domain check written without zod (the login's). */
interface FormSchema<Input, Output> {
  safeParse: (input: Input) => FormParse<Output>;
}

/**
 * A small form controller over a domain schema, for the signed-out screens: it behaves as react-hook-form does
 * there (validate on submit, then again on every change, focus the first invalid field) without its weight, which
 * keeps the /login bundle inside its budget (bench/bundle-size.ts). The signed-in forms use react-hook-form.
 */
function useSchemaForm<Input extends Record<string, unknown>, Output>(
  schema: FormSchema<Input, Output>,
  defaultValues: Input,
) {
  const [values, setValues] = useState<Input>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const submitted = useRef(false);
  const elements = useRef(new Map<string, HTMLInputElement | null>());

  const validate = (next: Input) => {
    const result = schema.safeParse(next);
    return result.success
      ? { data: result.data, errors: {} }
      : { data: undefined, errors: fieldErrors(result.error.issues) as FieldErrors<Input> };
  };

  /** Props for the field's input: name, ref, value (or checked for a boolean) and onChange. */
  const register = <Name extends keyof Input & string>(name: Name) => {
    const current = values[name];
    const isCheckbox = typeof defaultValues[name] === 'boolean';
    return {
      name,
      ref: (element: HTMLInputElement | null) => {
        elements.current.set(name, element);
      },
      ...(isCheckbox ? { checked: Boolean(current) } : { value: String(current ?? '') }),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: isCheckbox ? event.target.checked : event.target.value } as Input;
        setValues(next);
        if (submitted.current) setErrors(validate(next).errors);
      },
    };
  };

  /** The submit handler: validates, then calls `onValid` with the parsed values or focuses the first invalid field. */
  const handleSubmit = (onValid: (data: Output) => void) => (event?: React.FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = validate(values);
    setErrors(result.errors);
    if (result.data !== undefined) {
      onValid(result.data);
      return;
    }
    const firstInvalid = Object.keys(defaultValues).find((name) => name in result.errors);
    if (firstInvalid) elements.current.get(firstInvalid)?.focus();
  };

  return { values, errors, register, handleSubmit };
}

export { type FormSchema, useSchemaForm };
