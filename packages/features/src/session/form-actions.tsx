import { Button } from '@license-console/ui';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';

interface FormActionsProps extends NavigationProps {
  /** Where the secondary link goes (forgot password, back to login). */
  linkHref: string;
  linkLabel: string;
  submitLabel: string;
  isSubmitting: boolean;
}

/** The sign-in screens' last row: a way elsewhere on the left, the form's submit button on the right. */
function FormActions({ linkHref, linkLabel, submitLabel, isSubmitting, linkComponent, onNavigate }: FormActionsProps) {
  return (
    <div data-slot="form-actions" className="flex flex-wrap items-center justify-between gap-4 pt-2">
      <Button asChild variant="link">
        <AppLink href={linkHref} linkComponent={linkComponent} onNavigate={onNavigate}>
          {linkLabel}
        </AppLink>
      </Button>
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

export { FormActions };
