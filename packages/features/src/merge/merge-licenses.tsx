import type { License } from '@license-console/domain';
import {
  Button,
  ConfirmDialog,
  choiceColumn,
  cn,
  DataGrid,
  Page,
  selectionColumn,
  styleScope,
  WINDOWED_FROM,
} from '@license-console/ui';
import * as React from 'react';
import { licenseColumns, licenseRowLabel } from '../licenses/license-columns.tsx';
import { AccessDenied } from '../shared/access-denied.tsx';
import { mergeLicensesStrings as strings } from './strings.ts';
import { type MergeLicensesController, type UseMergeLicensesOptions, useMergeLicenses } from './use-merge-licenses.ts';

/** Spec §4: the merge screen lists up to 300 packs on one page. */
const MERGE_PAGE_SIZES = [300] as const;

type MergeLicensesViewProps = MergeLicensesController & { className?: string };

/**
 * Whether the grid may mount: a long list's (the 300 packs) not in the screen's first frame, which paints the title
 * and prompt at once, but in a transition once that frame is drawn (a task queued from its requestAnimationFrame),
 * so building and drawing the rows neither delays that frame nor blocks input. Started from the commit's effect
 * instead, the transition could run before the frame, and the browser then drew the grid in the first frame.
 * A short list mounts with the screen. Until the grid mounts, an empty placeholder stands where it goes; where that
 * was drawn is the grid's `initialTop`.
 */
function useGridAfterFirstFrame(rowCount: number) {
  const [shown, setShown] = React.useState<{ top?: number } | null>(rowCount < WINDOWED_FROM ? {} : null);
  const placeholder = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (shown) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        // Where the grid goes, read from the frame just drawn (its layout stands): the grid's first rows are drawn
        // from there without laying the new table out to find its body.
        const top = placeholder.current?.getBoundingClientRect().top;
        React.startTransition(() => setShown(top === undefined ? {} : { top }));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [shown]);
  return { shown: shown !== null, top: shown?.top, placeholder };
}

/**
 * The merge screen (spec §2.6): the packs handed over by the license list, MAIN (one) and MERGE (the others),
 * 'Merge Licenses' once both are chosen, and the §4 confirmation.
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
  confirmation,
  confirmMerge,
  cancelMerge,
  isMerging,
  canSortByEmail,
  showsUsedTotal,
  className,
}: MergeLicensesViewProps) {
  const columns = React.useMemo(
    () => [
      ...licenseColumns({ showsUsedTotal, emailSortable: canSortByEmail }),
      choiceColumn<License>({ header: strings.main, resetSelectionOnChange: true }),
      selectionColumn<License>({ header: strings.merge, selectAll: false }),
    ],
    [showsUsedTotal, canSortByEmail],
  );
  const grid = useGridAfterFirstFrame(rows.length);
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
            <div className="flex justify-end">
              <Button onClick={requestMerge} loading={isMerging}>
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
      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => {
          if (!open) cancelMerge();
        }}
        title={strings.confirmTitle}
        message={confirmation ?? ''}
        onConfirm={confirmMerge}
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
