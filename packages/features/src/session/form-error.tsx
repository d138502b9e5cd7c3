import { Alert, AlertDescription, AlertTitle } from '@license-console/ui';

interface FormErrorProps {
  title: string;
  message: string | null;
}

/** What went wrong on a sign-in screen: an error alert headed by the screen's error title. */
function FormError({ title, message }: FormErrorProps) {
  return (
    <Alert variant="error">
      <AlertTitle asChild>
        <h2>{title}</h2>
      </AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

export { FormError };
