import {
  checkMerge,
  compareUsDates,
  type License,
  type MergePreview,
  mergeConfirmationMessage,
} from '@license-console/domain';
import { Button, Dialog, DialogClose, DialogContent, DialogFooter, Spinner } from '@license-console/ui';
import { licenseProductName, licenseRowLabel } from '../licenses/index.ts';
import { DialogHeading } from '../shared/dialog-heading.tsx';
import { mergeLicensesStrings as strings } from './strings.ts';

const quoted = (license: License) => `'${licenseRowLabel(license)}'`;

/** What the merge would make, and every conflict the choice holds. */
function PreviewBody({ main, merged, preview }: { main: License; merged: readonly License[]; preview: MergePreview }) {
  const check = checkMerge(main, merged);
  const specWarning = mergeConfirmationMessage(check);
  const later = merged.filter((license) => compareUsDates(license.endDate, main.endDate) > 0);
  const otherProduct = merged.filter((license) => license.productId !== main.productId);
  const rows: [string, string][] = [
    [strings.product, licenseProductName(preview.license)],
    [
      strings.seats,
      strings.seatsSum(
        preview.license.userCount,
        [main, ...merged].map((license) => license.userCount),
      ),
    ],
    [strings.users, strings.usersAfter(preview.license.usedCount)],
    [strings.endDate, preview.license.endDate],
  ];
  return (
    <div className="grid gap-4" data-slot="merge-preview">
      <section aria-labelledby="merge-preview-result" className="grid gap-2">
        <h3 id="merge-preview-result" className="font-semibold text-body">
          {strings.resultHeading}
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-body">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-body" data-slot="merge-preview-duplicates">
          {preview.duplicates.length > 0 ? strings.duplicates(preview.duplicates) : strings.noDuplicates}
        </p>
      </section>
      <section aria-labelledby="merge-preview-conflicts" className="grid gap-2" data-slot="merge-preview-conflicts">
        <h3 id="merge-preview-conflicts" className="font-semibold text-body">
          {strings.conflicts}
        </h3>
        {specWarning ? (
          <ul className="grid list-disc gap-1 pl-5 text-body">
            <li>{specWarning}</li>
            {later.length > 0 ? <li>{strings.endsLater(later.map(quoted))}</li> : null}
            {otherProduct.length > 0 ? <li>{strings.productsDiffer(otherProduct.map(quoted))}</li> : null}
          </ul>
        ) : (
          <p className="text-body text-muted-foreground">{strings.noConflicts}</p>
        )}
      </section>
    </div>
  );
}

interface MergePreviewDialogProps {
  /** The merge asked for; null: the dialog is closed. */
  asked: { main: License; merged: readonly License[] } | null;
  /** The server's preview of it; null while it is worked out. */
  preview: MergePreview | null;
  /** Why no preview came (the server's refusal, or that it failed); null otherwise. */
  failed: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The merge's one question (spec §4's YES/CANCEL): the main pack as the server would leave it (product, seats added
 * up, users after the duplicates collapse, end date), every conflict, and what ends. CANCEL comes first and takes the
 * focus; YES is offered only once the preview is in.
 */
function MergePreviewDialog({ asked, preview, failed, onConfirm, onCancel }: MergePreviewDialogProps) {
  return (
    <Dialog
      open={asked !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent data-slot="merge-preview-dialog" role="alertdialog" size="lg" className="overflow-y-auto">
        <DialogHeading
          title={strings.previewTitle}
          description={
            asked
              ? preview
                ? strings.question(quoted(asked.main), asked.merged.map(quoted))
                : (failed ?? strings.previewLoading)
              : ''
          }
        />
        {asked && preview ? (
          <PreviewBody main={asked.main} merged={asked.merged} preview={preview} />
        ) : failed ? null : (
          <Spinner />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{strings.cancel}</Button>
          </DialogClose>
          {preview ? <Button onClick={onConfirm}>{strings.yes}</Button> : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { MergePreviewDialog, type MergePreviewDialogProps };
