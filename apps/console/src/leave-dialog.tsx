import { wayfindingMessages } from '@license-console/domain';
import { ConfirmDialog } from '@license-console/ui';

/** The question before unsaved work is left: Stay (first, and focused) or Leave without saving. */
export default function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      open
      title={wayfindingMessages.leaveTitle}
      message={wayfindingMessages.leaveMessage}
      cancelLabel={wayfindingMessages.stay}
      confirmLabel={wayfindingMessages.leave}
      tone="destructive"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
