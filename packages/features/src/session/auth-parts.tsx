import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  styleScope,
  TextField,
  type TextFieldProps,
} from '@license-console/ui';
import type * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts';
import { FormActions } from './form-actions.tsx';
import { authPaths } from './strings.ts';

type AuthCardProps = Omit<React.ComponentProps<typeof Card>, 'title'> & {
  /** The card's data-slot, naming the screen. */
  slot: string;
  /** The screen's h1. */
  heading: React.ReactNode;
  /** A sentence under the heading. */
  description?: React.ReactNode;
  /** Whether the heading takes the focus as the card appears (a confirmation replacing its form). */
  focusHeading?: boolean;
};

/** A sign-in screen's card: the form's width, its heading as the page's h1, a sentence under it, then the rest. */
function AuthCard({ slot, heading, description, focusHeading = false, className, children, ...props }: AuthCardProps) {
  const focusOnMount = useFocusOnMount<HTMLHeadingElement>();
  const focusable = focusHeading ? { ref: focusOnMount, tabIndex: -1, className: 'focus:outline-none' } : {};
  return (
    <Card data-slot={slot} {...styleScope} {...props} className={cn('w-full max-w-form', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1 {...focusable}>{heading}</h1>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children}
    </Card>
  );
}

interface AuthFormProps extends NavigationProps {
  submit: React.FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  /** The screen's useFocusFirstField ref, where its first field takes the focus as the screen appears. */
  formRef?: React.Ref<HTMLFormElement>;
  /** The last row (FormActions): a way elsewhere and the submit button; none where the form has its own button. */
  actions?: { linkHref: string; linkLabel: string; submitLabel: string };
  children: React.ReactNode;
}

/** A sign-in screen's form: posted by script (no browser checks), its fields stacked, busy while it is sent. */
function AuthForm({ submit, isSubmitting, formRef, actions, linkComponent, onNavigate, children }: AuthFormProps) {
  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="grid gap-stack" aria-busy={isSubmitting}>
      {children}
      {actions ? (
        <FormActions {...actions} isSubmitting={isSubmitting} linkComponent={linkComponent} onNavigate={onNavigate} />
      ) : null}
    </form>
  );
}

/** The sign-in screens' e-mail box: an address, filled as the account's user name, typed as the person spells it. */
function EmailField(props: TextFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A card's last row that only leads back to the login. */
function ReturnToLoginFooter({ label, linkComponent, onNavigate }: NavigationProps & { label: string }) {
  return (
    <CardFooter>
      <Button asChild>
        <AppLink href={authPaths.login} linkComponent={linkComponent} onNavigate={onNavigate}>
          {label}
        </AppLink>
      </Button>
    </CardFooter>
  );
}

export { AuthCard, AuthForm, EmailField, ReturnToLoginFooter };
