import { PasswordField, type PasswordFieldProps } from '@license-console/ui';
import { authStrings } from './strings.ts';

/** A password a person types for their own account: required, with the Show password toggle. */
function AccountPasswordField(props: Omit<PasswordFieldProps, 'toggleLabel' | 'required'>) {
  return <PasswordField toggleLabel={authStrings.showPassword} required {...props} />;
}

export { AccountPasswordField };
