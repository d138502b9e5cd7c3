import type { License } from '@license-console/domain';
import {
  Button,
  choiceColumn,
  cn,
  DataGrid,
  Page,
  selectionColumn,
  styleScope,
  WINDOWED_FROM,
} from '@license-console/ui';
import * as React from 'react';
import { licenseColumns, licenseRowLabel } from '../licenses/index.ts';
import { AccessDenied } from '../shared/access-denied.tsx';
import { MergePreviewDialog } from './merge-preview-dialog.tsx';
import { mergeLicensesStrings as strings } from './strings.ts';
import { type MergeLicensesController, type UseMergeLicensesOptions, useMergeLicenses } from './use-merge-licenses.ts';

/** Spec §4: the merge screen lists up to 300 packs on one page. */
const MERGE_PAGE_SIZES = [300] as const;

type MergeLicensesViewProps = MergeLicensesController & { className?: string };

/**
 * Whether the grid may mount: a long list's (the 300 packs) not in the screen's first render, which commits the title
 * and prompt at once, but in a transition started from that commit. React builds the rows in slices of a few
 * milliseconds, so the work neither holds input nor the next frame: once the rows are ready before that frame (as a
 * 300-pack grid draws only those near the viewport), the frame draws them with the title; else it draws the title and
 * prompt, and the rows follow. Waiting for that first frame before starting would cost a frame or two with
 * nothing new drawn. A short list mounts with the screen. Until the grid mounts, an empty placeholder stands where it
 * goes; where that is (a layout of the title and prompt only) is the grid's `initialTop`, so the grid's first rows are
 * placed without laying the new table out to find its body.
 */
function useGridInTransition(rowCount: number) {
  const [shown, setShown] = React.useState<{ top?: number } | null>(rowCount < WINDOWED_FROM ? {} : null);
  const placeholder = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (shown) return;
    const top = placeholder.current?.getBoundingClientRect().top;
    React.startTransition(() => setShown(top === undefined ? {} : { top }));
  }, [shown]);
  return { shown: shown !== null, top: shown?.top, placeholder };
}

/**
 * The merge screen (spec §2.6): the packs handed over by the license list, MAIN (one) and MERGE (the others),
 * 'Merge Licenses' once both are chosen (disabled, with the reason beside it, for a merge the server refuses), and
 * the preview with its one question.
 */
function MergeLicensesView({
  allowed,
  rows,
  hasInformation,
  mainId,
  chooseMain,
  selection,
  setSelection,
  canMerge,
  requestMerge,
  refusal,
  asked,
  preview,
  previewFailed,
  confirmMerge,
  cancelMerge,
  isMerging,
  canSortByEmail,
  showsUsedTotal,
  className,
}: MergeLicensesViewProps) {
  const columns = React.useMemo(
    () => [
      ...licenseColumns({ showsUsedTotal, sortable: canSortByEmail ? ['email'] : [] }),
      choiceColumn<License>({ header: strings.main, resetSelectionOnChange: true }),
      selectionColumn<License>({ header: strings.merge, selectAll: false }),
    ],
    [showsUsedTotal, canSortByEmail],
  );
  const grid = useGridInTransition(rows.length);
  const refusalId = React.useId();
  if (!allowed) return <AccessDenied title={strings.title} className={className} />;
  return (
    <Page title={strings.title} width="wide" data-slot="merge-licenses" {...styleScope} className={cn(className)}>
      {hasInformation ? (
        <>
          <p className="text-body">{strings.prompt}</p>
          {grid.shown ? (
            <DataGrid<License>
              initialTop={grid.top}
              data={rows}
              columns={columns}
              getRowId={(license) => license.encryptedId}
              getRowLabel={licenseRowLabel}
              label={strings.gridLabel}
              pageSizeOptions={MERGE_PAGE_SIZES}
              enableSorting={canSortByEmail}
              choice={mainId}
              onChoiceChange={chooseMain}
              rowSelection={selection}
              onRowSelectionChange={setSelection}
              // One line a row: 300 rows draw without being measured.
              fixedRowHeight
            />
          ) : (
            <div ref={grid.placeholder} data-slot="merge-licenses-grid-placeholder" />
          )}
          {canMerge ? (
            <div className="flex flex-wrap items-center justify-end gap-3">
              {refusal ? (
                <p id={refusalId} role="status" data-slot="merge-refusal" className="text-body text-destructive">
                  {refusal}
                </p>
              ) : null}
              <Button
                onClick={requestMerge}
                loading={isMerging}
                disabled={refusal !== null}
                aria-describedby={refusal ? refusalId : undefined}
              >
                {strings.mergeLicenses}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p role="status" className="text-body text-muted-foreground">
          {strings.noInformation}
        </p>
      )}
      <MergePreviewDialog
        asked={asked}
        preview={preview}
        failed={previewFailed}
        onConfirm={confirmMerge}
        onCancel={cancelMerge}
      />
    </Page>
  );
}

type MergeLicensesProps = UseMergeLicensesOptions & { className?: string };

/** The merge screen widget (spec §2.6): pick a main pack and the packs to merge into it. */
function MergeLicenses({ user, licenses, onNavigate, className }: MergeLicensesProps) {
  const controller = useMergeLicenses({ user, licenses, onNavigate });
  return <MergeLicensesView {...controller} className={className} />;
}

export { MergeLicenses, type MergeLicensesProps, MergeLicensesView, type MergeLicensesViewProps };
