import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';

interface FormFieldContextValue {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

/** The ids and state of the surrounding FormField, for custom controls that wire themselves. */
function useFormField(): FormFieldContextValue {
  const context = React.use(FormFieldContext);
  if (!context) throw new Error('useFormField must be used inside <FormField>');
  return context;
}

const formFieldVariants = cva('grid content-start gap-1.5');
const formLabelVariants = cva('text-body font-medium text-foreground');
const formHintVariants = cva('text-caption text-muted-foreground');
const formMessageVariants = cva('text-caption font-medium text-destructive');

type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The validation message; marks the control invalid and is read with it. */
  error?: React.ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  required?: boolean;
  /** One control element: it receives id, aria-describedby, aria-invalid and aria-required. */
  children: React.ReactElement;
};

function FormField({ label, hint, error, id, required = false, className, children, ...props }: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const context: FormFieldContextValue = {
    controlId,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: hasError ? `${controlId}-error` : undefined,
    invalid: hasError,
    required,
  };
  return (
    <FormFieldContext value={context}>
      <div data-slot="form-field" className={cn(formFieldVariants(), className)} {...props}>
        <div className="flex items-baseline gap-1">
          <FormLabel>{label}</FormLabel>
          {required ? (
            <span data-slot="form-required" aria-hidden="true" className="text-body font-medium text-destructive">
              *
            </span>
          ) : null}
        </div>
        <FormControl>{children}</FormControl>
        {hint ? <FormHint>{hint}</FormHint> : null}
        {hasError ? <FormMessage>{error}</FormMessage> : null}
      </div>
    </FormFieldContext>
  );
}

function FormLabel({ className, children, ...props }: React.ComponentProps<'label'>) {
  const { controlId } = useFormField();
  return (
    <label data-slot="form-label" htmlFor={controlId} className={cn(formLabelVariants(), className)} {...props}>
      {children}
    </label>
  );
}

/** Passes the field's id and ARIA wiring to its single child control. */
function FormControl(props: React.ComponentProps<typeof Slot>) {
  const { controlId, hintId, errorId, invalid, required } = useFormField();
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Slot
      data-slot="form-control"
      id={controlId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      {...props}
    />
  );
}

function FormHint({ className, ...props }: React.ComponentProps<'p'>) {
  const { hintId } = useFormField();
  return <p data-slot="form-hint" id={hintId} className={cn(formHintVariants(), className)} {...props} />;
}

function FormMessage({ className, ...props }: React.ComponentProps<'p'>) {
  const { errorId } = useFormField();
  return <p data-slot="form-message" id={errorId} className={cn(formMessageVariants(), className)} {...props} />;
}

/** The label, hint and error every labelled control takes, and the classes of its field wrapper. */
type FieldLabelProps = {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Classes of the field wrapper; `className` goes to the control itself. */
  fieldClassName?: string;
};

/** What a labelled control's field takes besides the control's own props. */
type LabelledControlProps = FieldLabelProps & { id?: string; required?: boolean };

/**
 * A labelled control's props split in two: the field's (for FormField, marked `slot`: label, hint, error, id,
 * required, and `fieldClassName` as its class) and the control's (everything else, `ref` and `register()` included).
 * Every XField of this package draws itself from it.
 */
function splitFieldProps<P extends LabelledControlProps>(
  slot: string,
  { label, hint, error, id, required, fieldClassName, ...control }: P,
) {
  return { field: { 'data-slot': slot, label, hint, error, id, required, className: fieldClassName }, control };
}

/** A control that an inline field draws beside its label: a checkbox, a switch. */
type InlineControlProps = { id?: string; className?: string; 'aria-describedby'?: string };

type InlineFieldProps<P extends InlineControlProps> = P & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Classes of the field wrapper, after `layout`; `className` goes to the control. */
  fieldClassName?: string;
  slot: string;
  /** The wrapper's own layout classes. */
  layout: string;
  control: React.ComponentType<P>;
  /** The control stands before its label (a checkbox) or after it (a switch). */
  controlFirst: boolean;
};

/** A control with its label beside it rather than above it, and an optional hint read with it. */
function InlineField<P extends InlineControlProps>({
  label,
  hint,
  fieldClassName,
  slot,
  layout,
  control: Control,
  controlFirst,
  ...props
}: InlineFieldProps<P>) {
  const generatedId = React.useId();
  const controlId = props.id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  // What is left of P once the field's own props are taken out is the control's props (TypeScript cannot see it).
  const controlProps = { 'aria-describedby': hintId, ...props, id: controlId } as unknown as P;
  const control = <Control {...controlProps} className={cn('mt-0.5', props.className)} />;
  return (
    <div data-slot={slot} className={cn(layout, fieldClassName)}>
      {controlFirst ? control : null}
      <div className="grid gap-0.5">
        <label data-slot={`${slot}-label`} htmlFor={controlId} className="cursor-pointer text-body font-medium">
          {label}
        </label>
        {hint ? (
          <p data-slot={`${slot}-hint`} id={hintId} className="text-caption text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      {controlFirst ? null : control}
    </div>
  );
}

export {
  type FieldLabelProps,
  FormControl,
  FormField,
  type FormFieldContextValue,
  type FormFieldProps,
  FormHint,
  FormLabel,
  FormMessage,
  formFieldVariants,
  formHintVariants,
  formLabelVariants,
  formMessageVariants,
  type InlineControlProps,
  InlineField,
  type InlineFieldProps,
  type LabelledControlProps,
  splitFieldProps,
  useFormField,
};
