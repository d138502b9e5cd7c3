import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { type FieldLabelProps, FormField, splitFieldProps } from './form-field.tsx';
import { Input, type InputProps } from './input.tsx';

const passwordToggleVariants = cva([
  'absolute inset-y-0 right-0 inline-flex w-10 cursor-pointer items-center justify-center rounded-r-control',
  'text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px]',
  'focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 [&>svg]:size-5',
]);

type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Whether the password shows as plain text (controlled). */
  visible?: boolean;
  /** Whether it starts visible (uncontrolled). */
  defaultVisible?: boolean;
  /** Called with the new state; runs before the internal change, which `event.preventDefault()` skips. */
  onVisibleChange?: (visible: boolean, event: React.MouseEvent<HTMLButtonElement>) => void;
  /** The toggle's screen-reader name; its pressed state says whether the password shows. */
  toggleLabel?: string;
};

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/unpressed button with screen-reader text, so
 * it is announced as "Show password, toggle button, pressed" rather than by an icon alone.
 */
function PasswordInput({
  className,
  visible,
  defaultVisible = false,
  onVisibleChange,
  toggleLabel = 'Show password',
  disabled,
  ...props
}: PasswordInputProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultVisible);
  const shown = visible ?? uncontrolled;
  return (
    <div data-slot="password-input" className="relative">
      <Input
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
        disabled={disabled}
        type={shown ? 'text' : 'password'}
        className={cn('pr-10', className)}
      />
      <button
        type="button"
        data-slot="password-toggle"
        data-state={shown ? 'on' : 'off'}
        aria-pressed={shown}
        aria-controls={props.id}
        disabled={disabled}
        className={passwordToggleVariants()}
        onClick={(event) => {
          onVisibleChange?.(!shown, event);
          if (!event.defaultPrevented) setUncontrolled(!shown);
        }}
      >
        <EyeIcon crossed={shown} />
        <span className="sr-only">{toggleLabel}</span>
      </button>
    </div>
  );
}

type PasswordFieldProps = PasswordInputProps & FieldLabelProps;

/**
 * A labelled password input with a show/hide toggle, hint and error, wired for assistive technology as TextField
 * is; `ref` and `register()` reach the input.
 */
function PasswordField(props: PasswordFieldProps) {
  const { field, control } = splitFieldProps('password-field', props);
  return (
    <FormField {...field}>
      <PasswordInput {...control} />
    </FormField>
  );
}

export { PasswordField, type PasswordFieldProps, PasswordInput, type PasswordInputProps, passwordToggleVariants };
