import { type CurrentUser, type FailedMessage, failedMessagePaths, mayOpen } from '@license-console/domain';
import { Button, cn, DataGrid, type DataGridColumn, Page, styleScope } from '@license-console/ui';
import * as React from 'react';
import { AccessDenied } from '../shared/access-denied.tsx';
import { minuteUtc } from '../shared/instants.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { failedMessagesStrings as strings } from './strings.ts';
import { type FailedMessagesController, useFailedMessages } from './use-failed-messages.ts';

/** Where the screen lives in the console. */
const failedMessagesPath = failedMessagePaths.list;

type FailedMessagesViewProps = FailedMessagesController & { title?: string; className?: string };

/**
 * The messages that failed for good: recipient, channel, subject, attempts, the last error and when it came, and
 * Retry. Never the body: it carries codes and links meant for the recipient alone.
 */
function FailedMessagesView({
  allowed,
  rows,
  loading,
  loadFailed,
  reload,
  retry,
  retryingId,
  title = strings.title,
  className,
}: FailedMessagesViewProps) {
  const columns = React.useMemo<DataGridColumn<FailedMessage>[]>(
    () => [
      { id: 'recipient', accessorKey: 'recipient', header: strings.recipient },
      {
        id: 'channel',
        header: strings.channel,
        accessorFn: (row) => strings.channels[row.channel],
        meta: NARROW_HIDDEN,
      },
      { id: 'subject', accessorKey: 'subject', header: strings.subject, meta: NARROW_HIDDEN },
      { id: 'attempts', accessorKey: 'attempts', header: strings.attempts, meta: { cellClassName: 'tabular-nums' } },
      {
        id: 'lastError',
        accessorKey: 'lastError',
        header: strings.lastError,
        meta: { cellClassName: 'break-words' },
      },
      {
        id: 'lastAttemptAt',
        header: strings.lastAttemptAt,
        accessorFn: (row) => minuteUtc(row.lastAttemptAt),
        cell: ({ row }) => <time dateTime={row.original.lastAttemptAt}>{minuteUtc(row.original.lastAttemptAt)}</time>,
        meta: {
          cellClassName: `tabular-nums ${NARROW_HIDDEN.cellClassName}`,
          headerClassName: NARROW_HIDDEN.headerClassName,
        },
      },
    ],
    [],
  );
  if (!allowed) return <AccessDenied title={title} className={className} />;
  return (
    <Page title={title} width="wide" data-slot="failed-messages" {...styleScope} className={cn(className)}>
      <p className="text-muted-foreground">{strings.intro}</p>
      {loadFailed ? (
        <LoadFailed message={strings.loadFailed} onRetry={reload} retryLabel={strings.tryAgain} />
      ) : (
        <DataGrid<FailedMessage>
          data={rows}
          columns={columns}
          getRowId={(row) => String(row.id)}
          getRowLabel={(row) => row.recipient}
          label={strings.gridLabel}
          mode="client"
          defaultPagination={{ pageIndex: 0, pageSize: 25 }}
          rowActionsHeader={strings.actions}
          rowActions={(row) => (
            <Button
              variant="secondary"
              size="sm"
              aria-label={strings.retryOf(row.recipient)}
              loading={retryingId === row.id}
              onClick={() => retry(row)}
            >
              {strings.retry}
            </Button>
          )}
          emptyText={strings.empty}
          loading={loading}
          loadingText={strings.loading}
        />
      )}
    </Page>
  );
}

type FailedMessagesProps = { user: CurrentUser; title?: string; className?: string };

/** The failed-messages widget: administrators only; anyone else reads 'Access Denied'. */
function FailedMessages({ user, ...props }: FailedMessagesProps) {
  if (!mayOpen(user, 'failedMessages'))
    return <AccessDenied title={props.title ?? strings.title} className={props.className} />;
  return <AllowedFailedMessages user={user} {...props} />;
}

/** The list itself, mounted only for an administrator, so no one else's browser asks for it. */
function AllowedFailedMessages({ user, ...props }: FailedMessagesProps) {
  const controller = useFailedMessages({ user });
  return <FailedMessagesView {...controller} {...props} />;
}

export {
  FailedMessages,
  type FailedMessagesProps,
  FailedMessagesView,
  type FailedMessagesViewProps,
  failedMessagesPath,
};
