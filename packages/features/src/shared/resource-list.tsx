import {
  ConfirmDialog,
  type ConfirmDialogProps,
  cn,
  DataGrid,
  type DataGridProps,
  Page,
  styleScope,
} from '@license-console/ui';
import type * as React from 'react';
import { AccessDenied } from './access-denied.tsx';
import type { NavigationProps } from './app-link.tsx';
import { LoadFailed } from './load-failed.tsx';
import { RowActions } from './row-actions.tsx';

/** A list's words for its grid: its name and its states. */
interface ResourceGridStrings {
  gridLabel: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

/** What a list's read has to show: its rows, or that they are on their way, or that they could not be read. */
interface ResourceRead<Row> {
  rows: readonly Row[];
  loading: boolean;
  loadFailed: boolean;
  retry: () => void;
}

type ResourceGridProps<Row extends object> = Omit<DataGridProps<Row>, 'data' | 'label' | 'loading' | 'loadingText'> & {
  read: ResourceRead<Row>;
  strings: ResourceGridStrings;
};

/** A list's grid, or, when its read failed, that failure with a retry (never an empty list). */
function ResourceGrid<Row extends object>({ read, strings, ...grid }: ResourceGridProps<Row>) {
  return read.loadFailed ? (
    <LoadFailed message={strings.loadFailed} onRetry={read.retry} retryLabel={strings.retry} />
  ) : (
    <DataGrid<Row>
      {...grid}
      data={read.rows}
      label={strings.gridLabel}
      loading={read.loading}
      loadingText={strings.loading}
    />
  );
}

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

/** A list page's words: its grid's, its row actions' and its Delete question's. */
interface ResourceListStrings extends ResourceGridStrings {
  actions: string;
  edit: string;
  delete: string;
  confirmDeleteTitle: string;
  confirmDelete: (name: string) => string;
}

/** What a list page draws from its controller (`useResourceList`, in the list's own words). */
interface ResourceListState<Row> extends ResourceRead<Row> {
  allowed: boolean;
  confirming: Row | null;
  askDelete: (row: Row) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
  deletingId: string | null;
}

type ResourceListPageProps<Row extends object> = ResourceListState<Row> &
  NavigationProps &
  Omit<DataGridProps<Row>, 'data' | 'getRowId' | 'getRowLabel' | 'label' | 'loading' | 'loadingText' | 'rowActions'> & {
    title: string;
    className?: string;
    /** The page's `data-slot`. */
    slot: string;
    /** Beside the title (Add Site). */
    actions?: React.ReactNode;
    /** Above the grid (a filter, Add Product). */
    children?: React.ReactNode;
    strings: ResourceListStrings;
    rowId: (row: Row) => string;
    /** The row's name: in its actions' labels and in the Delete question. */
    nameOf: (row: Row) => string;
    editHref: (row: Row) => string;
  };

/**
 * A resource's list page, after tablecn's data table and ra-core's `<List>`: 'Access Denied' for anyone the
 * controller does not allow, else the page with its title, what stands above the grid, the grid (or its failed read)
 * with Edit and Delete on every row, and Delete's destructive YES/CANCEL question.
 */
function ResourceListPage<Row extends object>({
  allowed,
  rows,
  loading,
  loadFailed,
  retry,
  confirming,
  askDelete,
  cancelDelete,
  confirmDelete,
  deletingId,
  linkComponent,
  onNavigate,
  title,
  className,
  slot,
  actions,
  children,
  strings,
  rowId,
  nameOf,
  editHref,
  ...grid
}: ResourceListPageProps<Row>) {
  if (!allowed) return <AccessDenied title={title} className={className} />;
  return (
    <Page title={title} width="wide" data-slot={slot} {...styleScope} className={cn(className)} actions={actions}>
      {children}
      <ResourceGrid<Row>
        {...grid}
        read={{ rows, loading, loadFailed, retry }}
        strings={strings}
        getRowId={rowId}
        getRowLabel={nameOf}
        rowActionsHeader={strings.actions}
        rowActions={(row) => (
          <RowActions
            name={nameOf(row)}
            actions={[
              { label: strings.edit, href: editHref(row) },
              {
                label: strings.delete,
                onSelect: () => askDelete(row),
                destructive: true,
                loading: deletingId === rowId(row),
              },
            ]}
            menuLabel={strings.actions}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
          />
        )}
      />
      <RowConfirmDialog<Row>
        confirming={confirming}
        answers="yes-cancel"
        tone="destructive"
        title={strings.confirmDeleteTitle}
        message={(row) => strings.confirmDelete(nameOf(row))}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
      />
    </Page>
  );
}

/**
 * Mounts a list (and so its reads) only for a user allowed to see it; anyone else reads 'Access Denied', and nothing
 * is asked of the server.
 */
function ResourceListGate({
  allowed,
  title,
  className,
  children,
}: {
  allowed: boolean;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return allowed ? children : <AccessDenied title={title} className={className} />;
}

export {
  ResourceGrid,
  type ResourceGridProps,
  type ResourceGridStrings,
  ResourceListGate,
  ResourceListPage,
  type ResourceListPageProps,
  type ResourceListState,
  type ResourceListStrings,
  type ResourceRead,
  RowConfirmDialog,
  type RowConfirmDialogProps,
};
