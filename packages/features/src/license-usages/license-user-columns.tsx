import { compareUsDates, type LicenseUsage, peopleMessages, peoplePaths } from '@license-console/domain';
import { type DataGridColumn, Input, selectionColumn, VersionStatus, versionStatusOf } from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { TEXT_LINK } from '../shared/text-link.ts';
import { licenseUsersStrings as strings } from './strings.ts';
import type { LicenseUserActions } from './use-license-user-actions.ts';

/**
 * The Manage Access actions, handed to the cells and menus through context rather than through the columns: the
 * columns stay the same while a name is typed, so a pack of thousands redraws only the rows that read it.
 */
const LicenseUserActionsContext = React.createContext<LicenseUserActions | null>(null);

function useRowActions(): LicenseUserActions {
  const actions = React.use(LicenseUserActionsContext);
  if (!actions) throw new Error('LicenseUserActionsContext is missing');
  return actions;
}

/** Nothing to show (never used, no version reported): a dash, read as 'None'. */
function Nothing() {
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        {strings.none}
      </span>
      <span className="sr-only">None</span>
    </>
  );
}

/** FIRST NAME or LAST NAME: the name, or its text box while the row's names are edited (Enter saves, Escape cancels). */
function NameCell({ usage, field }: { usage: LicenseUsage; field: 'firstName' | 'lastName' }) {
  const actions = useRowActions();
  const errorId = React.useId();
  const draft = actions.editing?.usageId === usage.cryptId ? actions.editing : null;
  if (!draft) return usage[field];
  const error = actions.nameErrors[field];
  return (
    // The text box reaches into the cell's padding, so the row keeps its height as its names turn into text boxes.
    <span className="-my-1.5 grid min-w-32 gap-1">
      <Input
        data-slot="license-user-name-input"
        aria-label={(field === 'firstName' ? strings.firstNameOf : strings.lastNameOf)(usage.accountName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft[field]}
        className="h-8"
        // Edit Name moves the focus to the first name, as a form's first field would have it.
        autoFocus={field === 'firstName'}
        onChange={(event) => actions.changeName(field, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            actions.saveName();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            actions.cancelEdit();
          }
        }}
      />
      {error ? (
        <span id={errorId} className="text-caption text-destructive">
          {error}
        </span>
      ) : null}
    </span>
  );
}

function lastUsageOrder(a: LicenseUsage, b: LicenseUsage): number {
  if (!a.lastUsage || !b.lastUsage) return (a.lastUsage ? 1 : 0) - (b.lastUsage ? 1 : 0);
  return compareUsDates(a.lastUsage, b.lastUsage);
}

interface LicenseUserColumnsOptions {
  canShowRoles: boolean;
  /** The pack's end: every user's VALID UNTIL. */
  endDate: string;
  /** A selection column for revoking several users at once. */
  selectable: boolean;
  /** A row's names are being edited: a phone then shows the name columns too, for their text boxes. */
  editing: boolean;
  /** How the seat holders' e-mails link to their person's pages; plain text when null (the viewer may not open them). */
  personLinks: NavigationProps | null;
}

/**
 * Spec §2.7 table: EMAIL, ROLE (only when roles are shown), FIRST NAME, LAST NAME, VALID UNTIL, LAST USAGE
 * (mm/dd/yyyy), VERSION (an icon for match or needs update). A phone keeps the e-mail with the names under it.
 */
function licenseUserColumns({
  canShowRoles,
  endDate,
  selectable,
  editing,
  personLinks,
}: LicenseUserColumnsOptions): DataGridColumn<LicenseUsage>[] {
  const nameMeta = editing ? undefined : NARROW_HIDDEN;
  return [
    // A phone leaves the bulk revoke out: the e-mail, the names and the menu fit without scrolling.
    ...(selectable
      ? [
          {
            ...selectionColumn<LicenseUsage>({ header: strings.selectColumn }),
            meta: {
              headerClassName: `w-px ${NARROW_HIDDEN.headerClassName}`,
              cellClassName: NARROW_HIDDEN.cellClassName,
            },
          },
        ]
      : []),
    {
      id: 'email',
      accessorKey: 'accountName',
      header: strings.email,
      // A phone shows the names under the e-mail, in place of their columns.
      cell: ({ row }) => (
        <>
          {personLinks && row.original.userId ? (
            <AppLink
              href={peoplePaths.person(row.original.userId)}
              aria-label={peopleMessages.openPerson(row.original.accountName)}
              {...personLinks}
              className={TEXT_LINK}
            >
              {row.original.accountName}
            </AppLink>
          ) : (
            row.original.accountName
          )}
          <span className="block font-normal text-muted-foreground md:hidden">
            {row.original.firstName} {row.original.lastName}
          </span>
        </>
      ),
      meta: { cellClassName: 'whitespace-nowrap font-medium' },
    },
    ...(canShowRoles
      ? [
          {
            id: 'role',
            header: strings.role,
            accessorFn: (usage: LicenseUsage) => usage.roleName ?? '',
            meta: NARROW_HIDDEN,
          } satisfies DataGridColumn<LicenseUsage>,
        ]
      : []),
    {
      id: 'firstName',
      accessorKey: 'firstName',
      header: strings.firstName,
      cell: ({ row }) => <NameCell usage={row.original} field="firstName" />,
      meta: nameMeta,
    },
    {
      id: 'lastName',
      accessorKey: 'lastName',
      header: strings.lastName,
      cell: ({ row }) => <NameCell usage={row.original} field="lastName" />,
      meta: nameMeta,
    },
    {
      id: 'validUntil',
      header: strings.validUntil,
      accessorFn: () => endDate,
      enableSorting: false,
      meta: {
        cellClassName: `tabular-nums ${NARROW_HIDDEN.cellClassName}`,
        headerClassName: NARROW_HIDDEN.headerClassName,
      },
    },
    {
      id: 'lastUsage',
      header: strings.lastUsage,
      accessorFn: (usage) => usage.lastUsage ?? '',
      sortingFn: (a, b) => lastUsageOrder(a.original, b.original),
      cell: ({ row }) => row.original.lastUsage ?? <Nothing />,
      meta: {
        cellClassName: `tabular-nums ${NARROW_HIDDEN.cellClassName}`,
        headerClassName: NARROW_HIDDEN.headerClassName,
      },
    },
    {
      id: 'version',
      header: strings.version,
      accessorFn: (usage) => usage.versionMatch ?? -1,
      cell: ({ row }) => (
        <VersionStatus
          status={versionStatusOf(row.original.versionMatch)}
          version={row.original.version}
          labels={strings.versionLabels}
        />
      ),
      meta: NARROW_HIDDEN,
    },
  ];
}

export { LicenseUserActionsContext, licenseUserColumns, useRowActions };
