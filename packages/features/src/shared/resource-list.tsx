import { cn, type DataGridProps, Page, styleScope } from '@license-console/ui';
import type * as React from 'react';
import { AccessDenied } from './access-denied.tsx';
import type { NavigationProps } from './app-link.tsx';
import { ResourceGrid, type ResourceGridStrings, type ResourceRead } from './resource-grid.tsx';
import { RowActions } from './row-actions.tsx';
import { RowConfirmDialog } from './row-confirm-dialog.tsx';

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

export { ResourceListPage, type ResourceListPageProps, type ResourceListState, type ResourceListStrings };
