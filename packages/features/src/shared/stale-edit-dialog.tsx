import * as messages from '@license-console/domain/messages';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@license-console/ui';

const strings = messages.staleEdit;

/** One field whose saved value differs from the user's edit. */
interface StaleEditDifference {
  field: string;
  label: string;
  theirs: string;
  mine: string;
}

interface StaleEditDialogProps {
  open: boolean;
  /** Who saved the change the edit was not based on (null: not recorded), and when (ISO 8601). */
  changedBy: string | null;
  changedAt: string | null;
  /** The fields whose saved value differs from the user's edit, in the form's order. */
  differences: readonly StaleEditDifference[];
  onReload: () => void;
  onOverwrite: () => void;
  /** Escape or the overlay: the dialog closes, the form keeps the edit as typed. */
  onDismiss: () => void;
  overwriting?: boolean;
}

/** The fields whose saved text differs from the edit's, in the order given. */
function differencesOf<Field extends string>(
  fields: readonly Field[],
  labels: Readonly<Record<Field, string>>,
  theirs: Readonly<Record<Field, string>>,
  mine: Readonly<Record<Field, string>>,
): StaleEditDifference[] {
  return fields
    .filter((field) => theirs[field] !== mine[field])
    .map((field) => ({ field, label: labels[field], theirs: theirs[field], mine: mine[field] }));
}

/** When a change was saved, the same for everyone who reads it (UTC). */
function whenText(changedAt: string | null): string {
  if (!changedAt || Number.isNaN(Date.parse(changedAt))) return strings.unknownTime;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(changedAt));
}

/**
 * A form's save refused because someone else saved the record after the form loaded it (412): who and when, their
 * saved values beside the user's edit for each field that differs, then Reload (take theirs, drop the edit) or
 * Overwrite (save the edit over theirs). The form under it keeps the edit as typed whatever is chosen here.
 */
function StaleEditDialog({
  open,
  changedBy,
  changedAt,
  differences,
  onReload,
  onOverwrite,
  onDismiss,
  overwriting = false,
}: StaleEditDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <DialogContent data-slot="stale-edit" role="alertdialog" size="lg" className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{strings.title}</DialogTitle>
          <DialogDescription>
            {strings.description(changedBy ?? strings.someone, whenText(changedAt))}
          </DialogDescription>
        </DialogHeader>
        {differences.length === 0 ? (
          <p className="text-body">{strings.noDifferences}</p>
        ) : (
          <table className="w-full table-fixed border-collapse text-left text-caption">
            <caption className="sr-only">{strings.differencesLabel}</caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 pr-2 font-medium">
                  {strings.field}
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  {strings.theirs}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {strings.mine}
                </th>
              </tr>
            </thead>
            <tbody>
              {differences.map((difference) => (
                <tr key={difference.field} data-field={difference.field} className="border-b border-border align-top">
                  <th scope="row" className="py-2 pr-2 font-medium break-words">
                    {difference.label}
                  </th>
                  <td className="py-2 pr-2 break-words">{difference.theirs || strings.empty}</td>
                  <td className="py-2 font-semibold break-words">{difference.mine || strings.empty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ul className="grid gap-1 text-caption text-muted-foreground">
          <li>{strings.reloadHint}</li>
          <li>{strings.overwriteHint}</li>
        </ul>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onReload} disabled={overwriting}>
            {strings.reload}
          </Button>
          <Button type="button" variant="destructive" onClick={onOverwrite} loading={overwriting}>
            {strings.overwrite}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What a form controller holds of its stale-edit dialog (useStaleSave and the form's own Reload). */
interface StaleEditController {
  staleEdit: { changedBy: string | null; changedAt: string | null; differences: StaleEditDifference[] } | null;
  reloadStale: () => void;
  overwriteStale: () => void;
  dismissStale: () => void;
  isSaving: boolean;
}

/** The dialog's props from a form controller. */
function staleEditDialogProps(controller: StaleEditController): StaleEditDialogProps {
  return {
    open: controller.staleEdit !== null,
    changedBy: controller.staleEdit?.changedBy ?? null,
    changedAt: controller.staleEdit?.changedAt ?? null,
    differences: controller.staleEdit?.differences ?? [],
    onReload: controller.reloadStale,
    onOverwrite: controller.overwriteStale,
    onDismiss: controller.dismissStale,
    overwriting: controller.isSaving,
  };
}

export {
  differencesOf,
  StaleEditDialog,
  type StaleEditDialogProps,
  type StaleEditDifference,
  staleEditDialogProps,
  whenText,
};
