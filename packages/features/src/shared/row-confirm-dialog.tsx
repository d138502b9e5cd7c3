import { ConfirmDialog, type ConfirmDialogProps } from '@license-console/ui';

interface RowConfirmDialogProps<Row> extends Pick<ConfirmDialogProps, 'answers' | 'tone' | 'title'> {
  /** The row whose action is being confirmed; the dialog is open while there is one. */
  confirming: Row | null;
  message: (row: Row) => string;
  onConfirm: () => void;
  /** Called when the question is declined (CANCEL or NO, Escape, a click outside). */
  onCancel: () => void;
}

/** The question a list asks before it acts on a row (Delete, Unlock). */
function RowConfirmDialog<Row extends object>({
  confirming,
  message,
  onConfirm,
  onCancel,
  ...question
}: RowConfirmDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      {...question}
      message={confirming ? message(confirming) : ''}
      onConfirm={onConfirm}
    />
  );
}

export { RowConfirmDialog, type RowConfirmDialogProps };
