import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type CurrentUser,
  historyPaths,
  mayOpen,
  historyMessages as text,
} from '@license-console/domain';
import { Button, cn, DataGrid, type DataGridColumn, Page, styleScope } from '@license-console/ui';
import * as React from 'react';
import { AccessDenied } from '../shared/access-denied.tsx';
import { secondUtc } from '../shared/instants.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { changesOf } from './changes.ts';
import { HistoryFilters } from './history-filters.tsx';
import type { HistorySearch } from './history-search.ts';
import { type HistoryController, useHistory } from './use-history.ts';

/** Where the administrators' History screen lives in the console. */
const historyPath = historyPaths.list;

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted-foreground">{text.noFields}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          {change.field ? <span className="font-medium">{change.field}: </span> : null}
          {change.before || text.noFields} → {change.after || text.noFields}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: DataGridColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: text.when,
    accessorFn: (row) => secondUtc(row.createdAt),
    cell: ({ row }) => <time dateTime={row.original.createdAt}>{secondUtc(row.original.createdAt)}</time>,
    meta: { cellClassName: 'tabular-nums' },
  },
  {
    id: 'who',
    header: text.who,
    accessorFn: (row) => row.actorEmail ?? text.system,
    cell: ({ row }) =>
      row.original.actorEmail === null ? (
        text.system
      ) : (
        <span className="flex flex-col">
          {row.original.actorName ? <span>{row.original.actorName}</span> : null}
          <span className="break-all text-muted-foreground">{row.original.actorEmail}</span>
        </span>
      ),
  },
  {
    id: 'what',
    header: text.what,
    accessorFn: (row) => row.action,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.original.action}</span>
        <span className="break-all text-muted-foreground">
          {row.original.entity}
          {row.original.entityId ? ` ${row.original.entityId}` : ''}
        </span>
      </span>
    ),
  },
  {
    id: 'changes',
    header: text.changes,
    accessorFn: (row) => JSON.stringify([row.before, row.after]),
    cell: ({ row }) => <Changes entry={row.original} />,
    meta: NARROW_HIDDEN,
  },
];

/** The page of changes; kept apart so typing in the filters does not draw the rows again. */
const HistoryGrid = React.memo(function HistoryGrid({
  entries,
  loading,
  label,
  emptyText,
}: {
  entries: readonly AuditEntry[];
  loading: boolean;
  label: string;
  emptyText: string;
}) {
  return (
    <DataGrid<AuditEntry>
      data={entries}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => `${row.action} ${secondUtc(row.createdAt)}`}
      label={label}
      mode="client"
      enableSorting={false}
      defaultPagination={{ pageIndex: 0, pageSize: AUDIT_PAGE_SIZE }}
      emptyText={emptyText}
      loading={loading}
      loadingText={text.loading}
    />
  );
});

type HistoryViewProps = HistoryController & { title?: string; intro?: string; fixedPack?: boolean; className?: string };

/**
 * The history of changes: filters, then the page of changes newest first (when, who, what and the fields before
 * and after), older and newer pages, and the export of the filters applied as CSV.
 */
function HistoryView({
  title = text.title,
  intro = text.intro,
  fixedPack = false,
  className,
  ...history
}: HistoryViewProps) {
  if (history.denied) return <AccessDenied title={title} className={className} />;
  return (
    <Page
      title={title}
      width="wide"
      data-slot="history"
      {...styleScope}
      className={cn(className)}
      actions={
        <Button variant="secondary" loading={history.exporting} disabled={history.invalid} onClick={history.exportCsv}>
          {text.exportCsv}
        </Button>
      }
    >
      <p className="text-muted-foreground">{intro}</p>
      <HistoryFilters {...history} fixedPack={fixedPack} />
      {history.loadFailed ? (
        <LoadFailed message={text.failed} onRetry={history.reload} retryLabel={text.retry} />
      ) : (
        <>
          <HistoryGrid
            entries={history.entries}
            loading={history.loading}
            label={title}
            emptyText={history.invalid ? text.fixFilters : text.empty}
          />
          <nav aria-label={text.page(history.pageNumber)} className="flex items-center justify-end gap-2">
            <Button variant="secondary" size="sm" disabled={history.pageNumber <= 1} onClick={history.newer}>
              {text.previous}
            </Button>
            <span className="text-sm tabular-nums" aria-live="polite">
              {text.page(history.pageNumber)}
            </span>
            <Button variant="secondary" size="sm" disabled={!history.hasOlder} onClick={history.older}>
              {text.next}
            </Button>
          </nav>
        </>
      )}
    </Page>
  );
}

interface HistoryProps {
  user: CurrentUser;
  /** A pack's history (the tab on its users page), for its managers; unset, every change (administrators). */
  licenseId?: string;
  search?: HistorySearch;
  onSearchChange?: (search: HistorySearch) => void;
  onDownload?: (file: Blob, name: string) => void;
  title?: string;
  className?: string;
}

/**
 * The History widget: every change for administrators; a pack's changes, on its users page, for those who manage
 * it (the server decides, as for the pack's users). Anyone else reads 'Access Denied'.
 */
function History({ user, ...props }: HistoryProps) {
  if (!props.licenseId && !mayOpen(user, 'history')) {
    return <AccessDenied title={props.title ?? text.title} className={props.className} />;
  }
  return <AllowedHistory {...props} />;
}

/** The history itself, mounted only for one who may read it, so nobody else's browser asks for it. */
function AllowedHistory({ title, className, ...options }: Omit<HistoryProps, 'user'>) {
  const history = useHistory(options);
  const pack = options.licenseId !== undefined;
  return (
    <HistoryView
      {...history}
      title={title}
      intro={pack ? text.packIntro : text.intro}
      fixedPack={pack}
      className={className}
    />
  );
}

export { History, type HistoryProps, HistoryView, type HistoryViewProps, historyPath };
