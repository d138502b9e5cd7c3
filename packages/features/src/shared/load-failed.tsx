import { Alert, AlertDescription, Button } from '@license-console/ui';

interface LoadFailedProps {
  /** What could not be read. */
  message: string;
  /** Reads it again; no button when absent (a record that does not exist is not worth retrying). */
  onRetry?: () => void;
  retryLabel: string;
}

/** A read that failed, said as such (never as an empty list), with a retry beside it. */
function LoadFailed({ message, onRetry, retryLabel }: LoadFailedProps) {
  return (
    <Alert variant="error">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        {message}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

export { LoadFailed, type LoadFailedProps };
