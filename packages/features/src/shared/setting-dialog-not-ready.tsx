import { Spinner } from '@license-console/ui';
import { LoadFailed } from './load-failed.tsx';

interface SettingDialogNotReadyProps {
  /** The dialog's read failed: say so with a retry; otherwise it is still loading. */
  failed: boolean;
  retry: () => void;
  loadFailed: string;
  loading: string;
  retryLabel: string;
}

/** What a settings dialog holds before its read answers, or when it could not be read. */
function SettingDialogNotReady({ failed, retry, loadFailed, loading, retryLabel }: SettingDialogNotReadyProps) {
  if (failed) return <LoadFailed message={loadFailed} onRetry={retry} retryLabel={retryLabel} />;
  return (
    <p role="status" className="flex items-center gap-2 text-body">
      <Spinner size="sm" className="text-primary" />
      {loading}
    </p>
  );
}

export { SettingDialogNotReady };
