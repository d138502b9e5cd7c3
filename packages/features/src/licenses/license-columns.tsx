import {
  compareUsDates,
  EXPIRING_WITHIN_DAYS,
  type License,
  licenseType,
  PRODUCT_FILTER_LABELS,
  productName,
  todayUsDate,
  truncateEmail,
} from '@license-console/domain';
import {
  Badge,
  type DataGridColumn,
  licenseBadgeVariant,
  type SelectOption,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@license-console/ui';
import * as React from 'react';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { licenseGridStrings as strings } from './grid-strings.ts';

/**
 * An Active pack whose shown term starts after today (renewed early, or bought ahead): spec §4 knows only Active and
 * Expired, so the status stays Active — a renewed pack runs under its earlier term meanwhile — and says when the
 * term shown starts.
 */
function startsLater(license: License): boolean {
  return license.status === 'Active' && compareUsDates(license.startDate, todayUsDate(new Date())) > 0;
}

/** Spec §1: the product filter lists the family, the Assistant labelled 'AI Assistant'. */
const productFilterOptions: readonly SelectOption[] = Object.entries(PRODUCT_FILTER_LABELS).map(([id, label]) => ({
  value: id,
  label,
}));
const typeOptions: readonly SelectOption[] = [
  { value: 'Trial', label: strings.trial },
  { value: 'Full', label: strings.full },
];
const statusOptions: readonly SelectOption[] = [
  { value: 'Active', label: strings.active },
  { value: 'Expired', label: strings.expired },
];
/** VALID UNTIL's filter: the packs ending within 30, 60 or 90 days (`expiringWithinDays`). */
const expiringOptions: readonly SelectOption[] = EXPIRING_WITHIN_DAYS.map((days) => ({
  value: String(days),
  label: strings.expiringOption(days),
}));

/** The product a pack is for, as the license screens name it. */
function licenseProductName(license: Pick<License, 'productId'>): string {
  return productName(license.productId) || String(license.productId);
}

/**
 * Words naming a pack for screen readers, row checkboxes and row links: product, administrator e-mail and end date
 * (one administrator often holds several packs of a product).
 */
function licenseRowLabel(license: License): string {
  return `${licenseProductName(license)} ${license.name} valid until ${license.endDate}`;
}

/**
 * Spec §2.4/§9: the e-mail shortened past 21 characters (18 and '..'). The whole address is the cell's text for
 * screen readers, and shows in a tooltip while the pointer rests on it or the cell has the keyboard's focus (the
 * grid's arrow keys move the focus from cell to cell); Escape hides it until the focus moves.
 */
function EmailCell({ email }: { email: string }) {
  const shown = truncateEmail(email);
  return shown === email ? <span>{email}</span> : <ShortenedEmail email={email} shown={shown} />;
}

function ShortenedEmail({ email, shown }: { email: string; shown: string }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  const [pointed, setPointed] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const [dismissed, setDismissed] = React.useState(false);
  React.useEffect(() => {
    const cell = ref.current?.closest('td');
    if (!cell) return;
    const focusIn = () => {
      setFocused(true);
      setDismissed(false);
    };
    const focusOut = (event: FocusEvent) => {
      if (cell.contains(event.relatedTarget as Node | null)) return;
      setFocused(false);
      setDismissed(false);
    };
    cell.addEventListener('focusin', focusIn);
    cell.addEventListener('focusout', focusOut);
    if (cell.contains(document.activeElement)) focusIn();
    return () => {
      cell.removeEventListener('focusin', focusIn);
      cell.removeEventListener('focusout', focusOut);
    };
  }, []);
  return (
    <Tooltip
      open={pointed || (focused && !dismissed)}
      onOpenChange={(open) => {
        setPointed(open);
        // Closed while the cell keeps the focus (Escape, the pointer gone): it stays closed until the focus moves.
        if (!open && focused) setDismissed(true);
      }}
    >
      <TooltipTrigger asChild>
        <span ref={ref}>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{email}</span>
        </span>
      </TooltipTrigger>
      {/* The cell's own text already gives screen readers the whole address. */}
      <TooltipContent aria-hidden="true" className="max-w-[calc(100vw-1rem)] [overflow-wrap:anywhere]">
        {email}
      </TooltipContent>
    </Tooltip>
  );
}

/**
 * The columns both license tables share (spec §2.4, §2.6): PRODUCT, EMAIL, TYPE, STATUS, VALID FROM, VALID UNTIL
 * and #USERS (used / total where the viewer may see the used count).
 */
function licenseColumns({
  showsUsedTotal,
  filters = false,
  sortable = [],
}: {
  showsUsedTotal: (license: License) => boolean;
  /** Draw the grid's filters (product, email, type, status, ending within). */
  filters?: boolean;
  /**
   * The columns whose header sorts, by id: the license grid's (on the server, `LICENSE_SORT_COLUMNS`), the merge
   * screen's EMAIL (in the browser). A header turns between ascending, first, and descending, one column at a time.
   */
  sortable?: readonly string[];
}): DataGridColumn<License>[] {
  const sorting = (id: string) => ({
    enableSorting: sortable.includes(id),
    enableMultiSort: false,
    sortDescFirst: false,
  });
  return [
    {
      id: 'product',
      header: strings.product,
      accessorFn: (license) => licenseProductName(license),
      ...sorting('product'),
      meta: filters ? { filter: { type: 'select', options: productFilterOptions, allLabel: strings.all } } : {},
    },
    {
      id: 'email',
      header: strings.email,
      accessorFn: (license) => license.name,
      cell: ({ row }) => <EmailCell email={row.original.name} />,
      ...sorting('email'),
      sortingFn: 'alphanumeric',
      meta: filters ? { filter: { type: 'text', placeholder: strings.emailFilterPlaceholder } } : {},
    },
    {
      id: 'type',
      header: strings.type,
      accessorFn: (license) => licenseType(license.trial),
      cell: ({ getValue }) => <Badge variant={licenseBadgeVariant[getValue<'Trial' | 'Full'>()]}>{getValue()}</Badge>,
      ...sorting('type'),
      meta: filters ? { filter: { type: 'select', options: typeOptions, allLabel: strings.all } } : {},
    },
    {
      id: 'status',
      header: strings.status,
      accessorFn: (license) => license.status,
      cell: ({ getValue, row }) => (
        <span className="grid justify-items-start gap-0.5">
          <Badge variant={licenseBadgeVariant[getValue<'Active' | 'Expired'>()]}>{getValue()}</Badge>
          {startsLater(row.original) ? (
            <span data-slot="license-term-starts" className="whitespace-nowrap text-caption text-muted-foreground">
              {strings.termStarts(row.original.startDate)}
            </span>
          ) : null}
        </span>
      ),
      ...sorting('status'),
      meta: filters ? { filter: { type: 'select', options: statusOptions, allLabel: strings.all } } : {},
    },
    {
      id: 'validFrom',
      header: strings.validFrom,
      accessorFn: (license) => license.startDate,
      ...sorting('validFrom'),
      // A phone keeps VALID UNTIL, the date that matters, and leaves the start out.
      meta: {
        cellClassName: `tabular-nums whitespace-nowrap ${NARROW_HIDDEN.cellClassName}`,
        headerClassName: NARROW_HIDDEN.headerClassName,
      },
    },
    {
      id: 'validUntil',
      header: strings.validUntil,
      accessorFn: (license) => license.endDate,
      ...sorting('validUntil'),
      meta: {
        cellClassName: 'tabular-nums whitespace-nowrap',
        ...(filters ? { filter: { type: 'select', options: expiringOptions, allLabel: strings.all } } : {}),
      },
    },
    {
      id: 'users',
      header: strings.users,
      accessorFn: (license) =>
        showsUsedTotal(license) ? `${license.usedCount} / ${license.userCount}` : String(license.userCount),
      ...sorting('users'),
      meta: { cellClassName: 'tabular-nums whitespace-nowrap' },
    },
  ];
}

export { licenseColumns, licenseProductName, licenseRowLabel };
